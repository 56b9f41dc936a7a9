import { changedFields, type DisplayFormat, displayText } from '@shop-admin/core';
import { useId } from 'react';
import { ModalDialog } from '../modal/modal-dialog.tsx';
import './conflict-dialog.css';

/** A field the dialog may compare: its name in the record, its Persian label and how to show it. */
export interface ConflictField {
  name: string;
  label: string;
  format?: DisplayFormat;
}

export interface ConflictDialogProps {
  /** What kind of record (برند، محصول …), for the title. */
  title: string;
  fields: readonly ConflictField[];
  /** The record as this form loaded it. */
  before: Record<string, unknown>;
  /** The record as it is now (the 412's `current`). */
  current: Record<string, unknown>;
  /** What this form was saving, by field name (the changed fields only). */
  mine: Record<string, unknown>;
  /** Drops this form's changes and shows the record as it is now. */
  onReload: () => void;
  /** Saves this form's changes over the other change. */
  onOverwrite: () => void;
  /** Back to the form, nothing sent. */
  onClose: () => void;
  busy?: boolean;
}

const shown = (value: unknown, format: DisplayFormat | undefined) => displayText(value, format ?? {}) || '—';

/**
 * The lost-update guard's face (README "Conflicts"): someone saved this record after this form loaded
 * it. Lists, field by field, what changed meanwhile (before → now) beside what this form would write,
 * and offers to reload (keep theirs) or overwrite (keep mine). Escape, a press outside or «بازگشت به فرم»
 * goes back. The first focus is on the safe choice (reload).
 */
export function ConflictDialog(props: ConflictDialogProps) {
  const { title, fields, before, current, mine, onReload, onOverwrite, onClose, busy = false } = props;
  const id = useId();
  const names = changedFields(
    before,
    current,
    fields.map((field) => field.name),
  );
  const changed = fields.filter((field) => names.includes(field.name));
  return (
    <ModalDialog
      className="modal conflict-dialog"
      role="alertdialog"
      labelledBy={`${id}-title`}
      describedBy={`${id}-text`}
      onClose={onClose}
    >
      <header className="modal-header">
        <h2 id={`${id}-title`}>این {title} در این فاصله تغییر کرده است</h2>
        <button type="button" className="icon-button" aria-label="بستن" onClick={onClose}>
          ×
        </button>
      </header>
      <p id={`${id}-text`}>
        کس دیگری پس از باز شدن این فرم آن را ذخیره کرده است. تغییرهای او را ببینید، سپس نسخهٔ تازه را بارگذاری
        کنید یا تغییرهای خودتان را روی آن بنویسید.
      </p>
      {changed.length ? (
        <div className="conflict-dialog__scroll">
          <table className="conflict-dialog__table">
            <caption className="visually-hidden">فیلدهایی که در این فاصله تغییر کرده‌اند</caption>
            <thead>
              <tr>
                <th scope="col">فیلد</th>
                <th scope="col">وقتی باز کردید</th>
                <th scope="col">اکنون</th>
                <th scope="col">تغییر شما</th>
              </tr>
            </thead>
            <tbody>
              {changed.map((field) => (
                <tr key={field.name} data-field={field.name}>
                  <th scope="row">{field.label}</th>
                  <td>{shown(before[field.name], field.format)}</td>
                  <td className="conflict-dialog__now">{shown(current[field.name], field.format)}</td>
                  <td>{field.name in mine ? shown(mine[field.name], field.format) : 'بدون تغییر'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="muted">فیلدهای این فرم تغییری نکرده‌اند؛ تغییر در بخش دیگری از این مورد بوده است.</p>
      )}
      <div className="conflict-dialog__actions">
        <button type="button" className="button primary" onClick={onReload} disabled={busy} data-autofocus>
          بارگذاری نسخهٔ تازه
        </button>
        <button type="button" className="button" onClick={onOverwrite} disabled={busy}>
          بازنویسی با تغییرهای من
        </button>
        <button type="button" className="button ghost" onClick={onClose} disabled={busy}>
          بازگشت به فرم
        </button>
      </div>
    </ModalDialog>
  );
}
