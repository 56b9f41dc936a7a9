import { useState } from 'react';
import { ImageUpload } from '../../../widgets/image/image-upload.tsx';
import { ImageViewer } from '../../../widgets/image/image-viewer.tsx';
import type { FieldInputProps } from './field-input-props.ts';

/**
 * An image field. With file rules (`image`, `size`) it is an upload checked in the browser by core's
 * rules and sent as multipart; otherwise it holds a stored image's path or URL, with a preview that
 * opens the image viewer.
 */
export function ImageField({ field, value, onChange, id, describedBy, invalid, disabled }: FieldInputProps) {
  const [viewing, setViewing] = useState(false);
  if (field.rules?.image || field.rules?.size) {
    return (
      <ImageUpload
        id={id}
        name={field.name}
        label={field.label}
        rules={field.rules}
        value={value instanceof File || typeof value === 'string' ? value : null}
        onChange={onChange}
        invalid={invalid}
        describedBy={describedBy}
        disabled={disabled}
      />
    );
  }
  const path = typeof value === 'string' ? value : '';
  return (
    <div className="image-path">
      <input
        id={id}
        dir="ltr"
        placeholder="/api/media/…"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={path}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {path ? (
        <button type="button" className="image-path__preview" onClick={() => setViewing(true)}>
          <img src={path} alt={`پیش‌نمایش ${field.label}`} />
        </button>
      ) : null}
      {viewing && path ? (
        <ImageViewer images={[{ src: path, alt: field.label }]} onClose={() => setViewing(false)} />
      ) : null}
    </div>
  );
}
