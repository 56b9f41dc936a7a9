import { toPersianDigits } from '@shop-admin/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ModalDialog } from '../../widgets/modal/modal-dialog.tsx';

/** The answer to one comment or to every chosen one (the same text each), and whether to approve them too. */
export function CommentAnswerDialog({
  count,
  busy,
  onSend,
  onClose,
}: {
  count: number;
  busy: boolean;
  onSend: (body: string, approve: boolean) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [body, setBody] = useState('');
  const [approve, setApprove] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError('متن پاسخ را بنویسید.');
      ref.current?.focus();
      return;
    }
    onSend(body.trim(), approve);
  };
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose} className="modal">
      <form onSubmit={submit} noValidate>
        <header className="modal-header">
          <h2 id={`${id}-title`}>
            {count > 1 ? `پاسخ به ${toPersianDigits(count)} دیدگاه` : 'پاسخ به دیدگاه'}
          </h2>
          <button type="button" className="icon-button" aria-label="بستن" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-body`}>
            متن پاسخ (در فروشگاه زیر دیدگاه نمایش داده می‌شود)
          </label>
          <textarea
            id={`${id}-body`}
            ref={ref}
            rows={4}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <label className="comment-approve">
          <input type="checkbox" checked={approve} onChange={(event) => setApprove(event.target.checked)} />
          دیدگاه هم تایید شود
        </label>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <footer className="modal-actions">
          <button type="submit" className="button primary" disabled={busy}>
            ثبت پاسخ
          </button>
          <button type="button" className="button ghost" onClick={onClose}>
            انصراف
          </button>
        </footer>
      </form>
    </ModalDialog>
  );
}
