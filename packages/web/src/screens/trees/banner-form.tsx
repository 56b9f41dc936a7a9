import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { ImageField } from './image-field.tsx';
import { LinkPicker, type LinkValue } from './link-picker.tsx';
import { linkOf, usePanelSave } from './use-panel-save.ts';

/** A banner as `admin/positions/{id}` lists it. */
export interface Banner {
  id: number;
  image: string;
  link: string | null;
  linkable_type: string | null;
  linkable_id: number | null;
  /** The linked record's title (or an index page's name), as the server reads it. */
  linkable_title: string | null;
  new_tab: boolean;
  possibility: number;
  order: number;
}

export interface BannerFormProps {
  positionId: number;
  banner: Banner | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a banner of a position in place: its image (uploaded at once), its link and new tab. */
export function BannerForm({ positionId, banner, onSaved, onCancel }: BannerFormProps) {
  const { api } = useServices();
  const id = useId();
  const [image, setImage] = useState<string | null>(banner?.image ?? null);
  const [link, setLink] = useState<LinkValue>(linkOf(banner));
  const [newTab, setNewTab] = useState(banner?.new_tab ?? false);
  const { errors, saving, save } = usePanelSave('بنر ذخیره شد', onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { image, ...link, new_tab: newTab };
    void save(image ? {} : { image: ['تصویر بنر را بارگذاری کنید.'] }, () =>
      banner
        ? api.raw.put(`admin/advertise/${banner.id}`, body)
        : api.raw.post('admin/advertise', { ...body, position_id: positionId }),
    );
  };

  return (
    <form className="tree-panel form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{banner ? 'ویرایش بنر' : 'بنر تازه'}</h2>
      <ImageField
        id={`${id}-image`}
        label="تصویر بنر"
        uploadPath="admin/advertise/image"
        value={image}
        onChange={setImage}
        error={errors.image?.join(' ')}
        disabled={saving}
      />
      <LinkPicker
        value={link}
        title={banner?.linkable_title}
        onChange={setLink}
        errors={errors}
        disabled={saving}
      />
      <label className="tree-panel__check">
        <input type="checkbox" checked={newTab} onChange={(e) => setNewTab(e.currentTarget.checked)} />
        باز شدن در برگه تازه
      </label>
      <div className="form__actions">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? 'در حال ذخیره…' : 'ذخیره بنر'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          انصراف
        </button>
      </div>
    </form>
  );
}
