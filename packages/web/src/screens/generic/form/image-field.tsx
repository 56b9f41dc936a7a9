import { useImageUploader } from '../../../app/use-image-uploader.ts';
import { ImageUpload } from '../../../widgets/image/image-upload.tsx';
import type { FieldInputProps } from './field-input-props.ts';

/** Resources whose images the server takes at `POST <endpoint>/image` (routes/image-uploads.ts's kinds). */
const UPLOADS = new Set([
  'admin/brands',
  'admin/categories',
  'admin/gifts',
  'admin/flashes',
  'admin/posts',
  'admin/sliders',
  'admin/advertise',
  'admin/menu_items',
  'admin/shippings',
  'admin/settings',
]);

/** The upload path of a resource's image fields, or undefined when its images are typed paths. */
export function imageUploadPath(endpoint: string): string | undefined {
  return UPLOADS.has(endpoint) ? `${endpoint}/image` : undefined;
}

/**
 * An image field: the upload widget. With file rules (`image`, `size`) the file is sent with
 * the form as multipart; otherwise (a stored path, `imagePathField`) the file goes at once to the
 * resource's `POST <endpoint>/image` and the field holds the path the server answers. A field with
 * neither keeps a typed path.
 */
export function ImageField({
  field,
  value,
  onChange,
  id,
  describedBy,
  invalid,
  disabled,
  uploadPath,
}: FieldInputProps) {
  const upload = useImageUploader(uploadPath ?? null);
  const asFile = !!(field.rules?.image || field.rules?.size);
  if (!asFile && !upload) {
    // No upload endpoint for this field: the stored path is typed.
    return (
      <input
        id={id}
        dir="ltr"
        placeholder="/api/media/…"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    );
  }
  return (
    <ImageUpload
      id={id}
      name={field.name}
      label={field.label}
      {...(asFile ? { rules: field.rules } : {})}
      {...(!asFile && upload ? { upload } : {})}
      value={value instanceof File || typeof value === 'string' ? value : null}
      onChange={onChange}
      invalid={invalid}
      describedBy={describedBy}
      disabled={disabled}
    />
  );
}
