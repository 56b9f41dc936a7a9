import { toPersianDigits, validate } from '@shop-admin/core';
import { type DragEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

/** One image of the editor: stored (id and URL) or picked and waiting for the product's first save. */
export interface ImageItem {
  key: string;
  id?: number;
  url: string;
  file?: File;
  /** 0…1 while uploading. */
  progress?: number;
  /** The alternative text typed (what the image shows). */
  alt?: string;
  /** The alternative text the server holds (a stored image's). */
  savedAlt?: string;
}

export interface ProductImagesProps {
  items: readonly ImageItem[];
  /** Files picked or dropped (already checked with core's image rules). */
  onAdd: (files: File[]) => void;
  onRemove: (item: ImageItem) => void;
  /** The new order (the first is the main image). */
  onReorder: (items: ImageItem[]) => void;
  /** The alternative text typed for one image. */
  onAlt: (item: ImageItem, alt: string) => void;
  /** Typing in an image's alternative text ended (the box lost focus): a stored image saves it. */
  onAltDone: (item: ImageItem) => void;
  disabled?: boolean;
}

const RULES = [{ name: 'image', label: 'تصویر', rules: { image: true, size: 5120 } }];

/** Moves one item from → to. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * The product's images: several at once by the file picker or a drop, each checked by core's rules,
 * upload progress, reorder by dragging or with the keyboard (Alt+arrows, or the move buttons), the
 * first one is the main image («تصویر اصلی» moves one there); each has its alternative text.
 */
export function ProductImages({
  items,
  onAdd,
  onRemove,
  onReorder,
  onAlt,
  onAltDone,
  disabled,
}: ProductImagesProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [announce, setAnnounce] = useState('');
  const [focusKey, setFocusKey] = useState<string | null>(null);

  useEffect(() => {
    if (focusKey) document.querySelector<HTMLElement>(`[data-image-key="${focusKey}"]`)?.focus();
  }, [focusKey]);

  const accept = (files: readonly File[]) => {
    const good: File[] = [];
    const bad: string[] = [];
    for (const file of files) {
      const message = validate({ image: file }, RULES).errors.image?.[0];
      if (message) bad.push(`${file.name}: ${message}`);
      else good.push(file);
    }
    setErrors(bad);
    if (good.length) onAdd(good);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moved(items, from, to);
    onReorder(next);
    const item = items[from];
    if (item) {
      setFocusKey(item.key);
      setAnnounce(`تصویر به جایگاه ${toPersianDigits(to + 1)} از ${toPersianDigits(items.length)} رفت.`);
    }
  };

  const onKey = (event: KeyboardEvent, index: number) => {
    if (!event.altKey) return;
    // RTL: the previous position is on the right.
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') move(index, index - 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') move(index, index + 1);
    else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping files is a pointer extra; the file button serves the keyboard
    <div
      className="product-images"
      data-over={over || undefined}
      onDragOver={(event) => {
        if (dragging !== null) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        if (dragging !== null) return;
        event.preventDefault();
        setOver(false);
        if (!disabled) accept([...event.dataTransfer.files]);
      }}
    >
      {items.length ? (
        <ol className="product-images__list" aria-label="تصاویر محصول">
          {items.map((item, index) => (
            <li
              key={item.key}
              className="product-images__item"
              data-main={index === 0 || undefined}
              draggable={!disabled}
              onDragStart={(event) => {
                setDragging(index);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(event) => {
                if (dragging === null) return;
                event.preventDefault();
              }}
              onDrop={(event) => {
                if (dragging === null) return;
                event.preventDefault();
                event.stopPropagation();
                move(dragging, index);
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
            >
              <button
                type="button"
                className="product-images__handle"
                data-image-key={item.key}
                aria-label={`تصویر ${toPersianDigits(index + 1)}${index === 0 ? '، تصویر اصلی' : ''}؛ جابه‌جایی با Alt و جهت‌ها`}
                aria-keyshortcuts="Alt+ArrowRight Alt+ArrowLeft"
                disabled={disabled}
                onKeyDown={(event) => onKey(event, index)}
              >
                <img src={item.url} alt="" />
              </button>
              <label className="product-images__alt">
                <span>متن جایگزین تصویر {toPersianDigits(index + 1)}</span>
                <input
                  value={item.alt ?? ''}
                  maxLength={191}
                  disabled={disabled}
                  placeholder="آنچه تصویر نشان می‌دهد"
                  onChange={(event) => onAlt(item, event.currentTarget.value)}
                  onBlur={() => onAltDone(item)}
                />
              </label>
              {index === 0 ? <span className="pe-badge">تصویر اصلی</span> : null}
              {item.progress !== undefined && item.progress < 1 ? (
                <progress
                  max={1}
                  value={item.progress}
                  aria-label={`بارگذاری تصویر ${toPersianDigits(index + 1)}`}
                />
              ) : null}
              {item.id === undefined && item.progress === undefined ? (
                <span className="product-images__pending">پس از ذخیره بارگذاری می‌شود</span>
              ) : null}
              <div className="product-images__actions">
                <button
                  type="button"
                  disabled={disabled || index === 0}
                  onClick={() => move(index, 0)}
                  aria-label={`تصویر اصلی کردن تصویر ${toPersianDigits(index + 1)}`}
                >
                  اصلی
                </button>
                <button
                  type="button"
                  disabled={disabled || index === 0}
                  onClick={() => move(index, index - 1)}
                  aria-label={`انتقال تصویر ${toPersianDigits(index + 1)} به قبل`}
                >
                  →
                </button>
                <button
                  type="button"
                  disabled={disabled || index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                  aria-label={`انتقال تصویر ${toPersianDigits(index + 1)} به بعد`}
                >
                  ←
                </button>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onRemove(item)}
                  aria-label={`حذف تصویر ${toPersianDigits(index + 1)}`}
                >
                  حذف
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="product-images__empty">هنوز تصویری ندارد.</p>
      )}
      <div className="product-images__add">
        <input
          ref={input}
          id={inputId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          disabled={disabled}
          aria-label="افزودن تصاویر"
          onChange={(event) => {
            accept([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
        <button type="button" className="button" disabled={disabled} onClick={() => input.current?.click()}>
          افزودن تصاویر
        </button>
        <span className="product-images__hint">چند تصویر با هم، یا آن‌ها را اینجا رها کنید</span>
      </div>
      {errors.length ? (
        <ul className="field__error" role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
