import { isApiError } from '@shop-admin/core';
import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { LinkPicker, type LinkValue } from './link-picker.tsx';
import type { ServerNode } from './server-tree.ts';

type Errors = Record<string, readonly string[]>;

export interface MenuItemFormProps {
  group: string;
  /** The item to edit, or null to add one at the end of the menu's root. */
  item: ServerNode | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits one menu item in place: its title, link (the link picker), new tab and status. */
export function MenuItemForm({ group, item, onSaved, onCancel }: MenuItemFormProps) {
  const { api, toasts } = useServices();
  const id = useId();
  const [title, setTitle] = useState(String(item?.title ?? ''));
  const [link, setLink] = useState<LinkValue>({
    link: (item?.link as string | null) ?? null,
    linkable_type: (item?.linkable_type as string | null) ?? null,
    linkable_id: (item?.linkable_id as number | null) ?? null,
  });
  const [newTab, setNewTab] = useState(item?.new_tab === true);
  const [status, setStatus] = useState(item ? item.status !== false : true);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setErrors({ title: ['عنوان را وارد کنید.'] });
      return;
    }
    setSaving(true);
    const body = { title: title.trim(), ...link, new_tab: newTab, status };
    try {
      const answer = item
        ? await api.raw.put(`admin/menu_items/${item.id}`, body)
        : await api.raw.post('admin/menu_items', { ...body, group });
      toasts.show(answer.message || 'آیتم منو ذخیره شد', { kind: 'success' });
      onSaved();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
      toasts.show(isApiError(error) ? error.message : 'ذخیره نشد؛ دوباره تلاش کنید.', { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const titleError = errors.title?.join(' ');
  return (
    <form className="tree-panel form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{item ? `ویرایش «${String(item.title)}»` : 'آیتم تازه'}</h2>
      <div className="form-field" data-invalid={titleError ? true : undefined}>
        <label htmlFor={`${id}-title`} className="form-field__label" data-required>
          عنوان
        </label>
        <input
          id={`${id}-title`}
          value={title}
          aria-required
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${id}-title-error` : undefined}
          onChange={(event) => setTitle(event.currentTarget.value)}
          // biome-ignore lint/a11y/noAutofocus: the panel opens for this field
          autoFocus
        />
        {titleError ? (
          <p id={`${id}-title-error`} className="field__error">
            {titleError}
          </p>
        ) : null}
      </div>
      <LinkPicker value={link} onChange={setLink} errors={errors} disabled={saving} />
      <label className="tree-panel__check">
        <input type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.currentTarget.checked)} />
        باز شدن در زبانه جدید
      </label>
      <label className="tree-panel__check">
        <input type="checkbox" checked={status} onChange={(e) => setStatus(e.currentTarget.checked)} />
        فعال
      </label>
      <div className="form__actions">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? 'در حال ذخیره…' : 'ذخیره آیتم'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          انصراف
        </button>
      </div>
    </form>
  );
}
