import { type FieldRules, validate } from '@shop-admin/core';
import { type ChangeEvent, type DragEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import '../widgets.css';
import { ImageViewer } from './image-viewer.tsx';

export interface ImageUploadProps {
  /** A picked file, the stored image's URL, or null. */
  value: File | string | null | undefined;
  /**
   * Called with a file that passed the rules (or, with `upload`, the stored path the server gave
   * it), or null when removed.
   */
  onChange: (value: File | string | null) => void;
  /**
   * Sends the file at once (the API's image endpoint) and resolves to its stored path; without it the
   * file itself is handed to onChange for the form to send.
   */
  upload?: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** Persian label, used in the messages of core's Persian pack. */
  label: string;
  /** Field name for the messages (the form's key). */
  name: string;
  /** Core's rules; an image of at most 2048 kB unless given. */
  rules?: FieldRules;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

const DEFAULT_RULES: FieldRules = { image: true, size: 2048 };

function useObjectUrl(file: File | null): string | null {
  const url = useMemo(
    () => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * Image field: choose or drop a file, checked in the browser with core's rules (type and size, Persian
 * messages) before anything is sent; a preview that opens the image viewer; remove to clear.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { value, onChange, label, name, invalid, describedBy, disabled } = props;
  const rules = props.rules ?? DEFAULT_RULES;
  const ownId = useId();
  const inputId = props.id ?? ownId;
  const errorId = `${inputId}-image-error`;
  const [error, setError] = useState<string | null>(null);
  const [viewing, setViewing] = useState(false);
  const [over, setOver] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fileUrl = useObjectUrl(value instanceof File ? value : null);
  const src = value instanceof File ? fileUrl : value || null;

  const accept = (file: File | undefined) => {
    if (!file) return;
    const result = validate({ [name]: file }, [{ name, label, rules }]);
    const message = result.errors[name]?.[0];
    if (message) {
      setError(message);
      return;
    }
    setError(null);
    if (!props.upload) {
      onChange(file);
      return;
    }
    setProgress(0);
    props
      .upload(file, setProgress)
      .then((path) => onChange(path))
      .catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : 'بارگذاری تصویر انجام نشد.'),
      )
      .finally(() => setProgress(null));
  };
  const busy = disabled || progress !== null;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    accept(event.currentTarget.files?.[0]);
    event.currentTarget.value = '';
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!busy) accept(event.dataTransfer.files[0]);
  };

  const described = [describedBy, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer extra; the file button serves the keyboard
    <div
      className="image-upload"
      data-over={over || undefined}
      data-invalid={invalid || !!error || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      {src ? (
        <button type="button" className="image-upload__preview" onClick={() => setViewing(true)}>
          <img src={src} alt={`پیش‌نمایش ${label}`} />
          <span className="visually-hidden">نمایش بزرگ {label}</span>
        </button>
      ) : (
        <div className="image-upload__empty" aria-hidden="true">
          تصویری انتخاب نشده
        </div>
      )}
      <div className="image-upload__actions">
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/*"
          disabled={busy}
          aria-invalid={invalid || !!error || undefined}
          aria-describedby={described}
          onChange={onPick}
        />
        <button type="button" disabled={busy} onClick={() => input.current?.click()}>
          {src ? 'تغییر تصویر' : 'انتخاب تصویر'}
        </button>
        {src ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              setError(null);
              onChange(null);
            }}
          >
            حذف تصویر
          </button>
        ) : null}
        {progress !== null ? (
          <progress max={1} value={progress} aria-label={`بارگذاری ${label}`} />
        ) : (
          <span className="image-upload__hint">یا تصویر را اینجا رها کنید</span>
        )}
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {viewing && src ? (
        <ImageViewer images={[{ src, alt: label }]} onClose={() => setViewing(false)} />
      ) : null}
    </div>
  );
}
