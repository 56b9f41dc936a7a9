import { useImageUploader } from '../../app/use-image-uploader.ts';
import { ImageUpload } from '../../widgets/image/image-upload.tsx';

export interface ImageFieldProps {
  id: string;
  label: string;
  /** The server's upload endpoint, e.g. `admin/sliders/image`. */
  uploadPath: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}

/** A required picture of a slide or banner: the upload widget (stored at once) with its label and error. */
export function ImageField({
  id,
  label,
  uploadPath,
  value,
  onChange,
  error,
  disabled = false,
}: ImageFieldProps) {
  const upload = useImageUploader(uploadPath);
  return (
    <div className="form-field" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="form-field__label" data-required>
        {label}
      </label>
      <ImageUpload
        id={id}
        name="image"
        label={label}
        value={value}
        onChange={(next) => onChange(typeof next === 'string' ? next : null)}
        invalid={!!error}
        disabled={disabled}
        {...(upload ? { upload } : {})}
      />
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  );
}
