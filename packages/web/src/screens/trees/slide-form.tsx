import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { ImageField } from './image-field.tsx';
import { LinkPicker, type LinkValue } from './link-picker.tsx';
import { linkOf, type PanelErrors, usePanelSave } from './use-panel-save.ts';

/** A slide as `admin/sliders/groups/{group}` lists it. */
export interface Slide {
  id: number;
  title: string;
  description: string | null;
  image: string;
  link: string | null;
  linkable_type: string | null;
  linkable_id: number | null;
  status: boolean;
  order: number;
}

export interface SlideFormProps {
  group: string;
  slide: Slide | null;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a slide in place: title, description, image (uploaded at once), link and status. */
export function SlideForm({ group, slide, onSaved, onCancel }: SlideFormProps) {
  const { api } = useServices();
  const id = useId();
  const [title, setTitle] = useState(slide?.title ?? '');
  const [description, setDescription] = useState(slide?.description ?? '');
  const [image, setImage] = useState<string | null>(slide?.image ?? null);
  const [link, setLink] = useState<LinkValue>(linkOf(slide));
  const [status, setStatus] = useState(slide?.status ?? true);
  const { errors, saving, save } = usePanelSave('اسلاید ذخیره شد', onSaved);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: PanelErrors = {};
    if (!title.trim()) missing.title = ['عنوان را وارد کنید.'];
    if (!image) missing.image = ['تصویر اسلاید را بارگذاری کنید.'];
    const body = { title: title.trim(), description: description || null, image, ...link, status };
    void save(missing, () =>
      slide
        ? api.raw.put(`admin/sliders/${slide.id}`, body)
        : api.raw.post('admin/sliders', { ...body, group }),
    );
  };

  const errorOf = (name: string) => errors[name]?.join(' ');
  return (
    <form className="tree-panel form" onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{slide ? `ویرایش «${slide.title}»` : 'اسلاید تازه'}</h2>
      <div className="form-field" data-invalid={errorOf('title') ? true : undefined}>
        <label htmlFor={`${id}-title`} className="form-field__label" data-required>
          عنوان
        </label>
        <input
          id={`${id}-title`}
          value={title}
          aria-required
          aria-invalid={errorOf('title') ? true : undefined}
          onChange={(event) => setTitle(event.currentTarget.value)}
          // biome-ignore lint/a11y/noAutofocus: the panel opens for this field
          autoFocus
        />
        {errorOf('title') ? <p className="field__error">{errorOf('title')}</p> : null}
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-description`} className="form-field__label">
          توضیح
        </label>
        <textarea
          id={`${id}-description`}
          rows={2}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
      </div>
      <ImageField
        id={`${id}-image`}
        label="تصویر"
        uploadPath="admin/sliders/image"
        value={image}
        onChange={setImage}
        error={errorOf('image')}
        disabled={saving}
      />
      <LinkPicker value={link} onChange={setLink} errors={errors} disabled={saving} />
      <label className="tree-panel__check">
        <input type="checkbox" checked={status} onChange={(e) => setStatus(e.currentTarget.checked)} />
        فعال
      </label>
      <div className="form__actions">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? 'در حال ذخیره…' : 'ذخیره اسلاید'}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          انصراف
        </button>
      </div>
    </form>
  );
}
