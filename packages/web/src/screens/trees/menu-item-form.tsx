import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { LinkPicker, type LinkValue } from './link-picker.tsx';
import type { ServerNode } from './server-tree.ts';
import { linkOf, usePanelSave } from './use-panel-save.ts';

export interface MenuItemFormProps {
  group: string;
  /** The item to edit, or null to add one at the end of the menu's root. */
  item: ServerNode | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits one menu item in place: its title, link (the link picker), new tab and status. */
export function MenuItemForm({ group, item, onSaved, onCancel }: MenuItemFormProps) {
  const { api } = useServices();
  const id = useId();
  const [title, setTitle] = useState(String(item?.title ?? ''));
  const [link, setLink] = useState<LinkValue>(linkOf(item));
  const [newTab, setNewTab] = useState(item?.new_tab === true);
  const [status, setStatus] = useState(item ? item.status !== false : true);
  const { errors, saving, save } = usePanelSave('آیتم منو ذخیره شد', onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { title: title.trim(), ...link, new_tab: newTab, status };
    void save(title.trim() ? {} : { title: ['عنوان را وارد کنید.'] }, () =>
      item
        ? api.raw.put(`admin/menu_items/${item.id}`, body)
        : api.raw.post('admin/menu_items', { ...body, group }),
    );
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
