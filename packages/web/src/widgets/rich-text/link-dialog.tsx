import { useId, useState } from 'react';
import { ModalDialog } from '../modal/modal-dialog.tsx';

export interface LinkDialogProps {
  /** The link's address today, when the selection is in a link. */
  current: string | undefined;
  /** A new address, or null to take the link away. */
  onDone: (href: string | null) => void;
  onClose: () => void;
}

/** Addresses a shop's text links to: its own pages (`/…`), the web, mail and phone. */
const ADDRESS = /^(https?:\/\/\S+|\/\S*|mailto:\S+|tel:[+\d]+)$/i;

/**
 * A link's address asked in the app's own dialog (the browser's `window.prompt` is English chrome,
 * blocks the page and cannot say what is wrong): the address, left to right, checked before it is set.
 */
export function LinkDialog({ current, onDone, onClose }: LinkDialogProps) {
  const id = useId();
  const [href, setHref] = useState(current ?? 'https://');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const text = href.trim();
    if (!ADDRESS.test(text)) {
      setError('نشانی باید با https:// یا / (صفحه‌ای از همین فروشگاه) یا mailto: یا tel: شروع شود.');
      return;
    }
    onDone(text);
  };
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose} className="modal link-dialog">
      {/* No <form>: the editor sits in a record's form, and a form inside it would submit that one. */}
      <div className="link-dialog__body">
        <header className="modal-header">
          <h2 id={`${id}-title`}>{current ? 'ویرایش پیوند' : 'افزودن پیوند'}</h2>
          <button type="button" className="icon-button" aria-label="بستن" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-href`}>
            نشانی پیوند
          </label>
          <input
            id={`${id}-href`}
            type="url"
            dir="ltr"
            data-autofocus
            value={href}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              setHref(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              submit();
            }}
          />
          {error ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <footer className="modal-actions">
          <button type="button" className="button primary" onClick={submit}>
            ثبت پیوند
          </button>
          {current ? (
            <button type="button" className="button danger" onClick={() => onDone(null)}>
              برداشتن پیوند
            </button>
          ) : null}
          <button type="button" className="button ghost" onClick={onClose}>
            انصراف
          </button>
        </footer>
      </div>
    </ModalDialog>
  );
}
