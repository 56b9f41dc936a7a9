import { isApiError } from '@shop-admin/core';
import { type FormEvent, useId, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { ImageField } from './image-field.tsx';
import { LinkPicker, type LinkValue } from './link-picker.tsx';

type Errors = Record<string, readonly string[]>;

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
  const { api, toasts } = useServices();
  const id = useId();
  const [title, setTitle] = useState(slide?.title ?? '');
  const [description, setDescription] = useState(slide?.description ?? '');
  const [image, setImage] = useState<string | null>(slide?.image ?? null);
  const [link, setLink] = useState<LinkValue>({
    link: slide?.link ?? null,
    linkable_type: slide?.linkable_type ?? null,
    linkable_id: slide?.linkable_id ?? null,
  });
  const [status, setStatus] = useState(slide?.status ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!title.trim()) missing.title = ['عنوان را وارد کنید.'];
    if (!image) missing.image = ['تصویر اسلاید را بارگذاری کنید.'];
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    setSaving(true);
    const body = { title: title.trim(), description: description || null, image, ...link, status };
    try {
      const answer = slide
        ? await api.raw.put(`admin/sliders/${slide.id}`, body)
        : await api.raw.post('admin/sliders', { ...body, group });
      toasts.show(answer.message || 'اسلاید ذخیره شد', { kind: 'success' });
      onSaved();
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors);
      toasts.show(isApiError(error) ? error.message : 'ذخیره نشد؛ دوباره تلاش کنید.', { kind: 'error' });
    } finally {
      setSaving(false);
    }
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
