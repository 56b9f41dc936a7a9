import { type FieldDef, resourceNamed, toPersianDigits, validate } from '@shop-admin/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { useSaveShortcut } from '../../hotkeys/save-event.ts';
import { ConflictDialog } from '../../widgets/conflict/conflict-dialog.tsx';
import { useSaveConflict } from '../../widgets/conflict/use-save-conflict.ts';
import { RichTextField } from '../../widgets/rich-text/rich-text-field.tsx';
import { RecordHistory } from '../generic/detail/record-history.tsx';
import { FieldInput } from '../generic/form/field-input.tsx';
import { initialValues } from '../generic/form/form-values.ts';
import { resourceKeys } from '../generic/resource-api.ts';
import { CategoryPicker } from './category-picker.tsx';
import { draftOfSpec, draftOfVariety, type FormOptions, plainFields } from './editor-model.ts';
import { type ImageItem, ProductImages } from './product-images.tsx';
import {
  changedProduct,
  createProduct,
  type EditorState,
  SaveFailed,
  updateProduct,
} from './save-product.ts';
import { SpecsEditor } from './specs-editor.tsx';
import { TagsInput } from './tags-input.tsx';
import { type ServerImage, uploadProductImage } from './upload.ts';
import { VarietiesEditor } from './varieties-editor.tsx';
import './product-editor.css';

type Errors = Record<string, readonly string[]>;
type Product = Record<string, unknown> & { id: number };

export interface ProductFormProps {
  options: FormOptions;
  /** The product when editing; null for a new one. */
  product: Product | null;
  /** A variety to highlight (`?variety=` from the «ناموجود» notification). */
  highlight?: number | undefined;
  /** Reloads the product after a save. */
  reload: () => Promise<unknown>;
}

function stateOf(product: Product | null, fields: readonly FieldDef[]): EditorState {
  const values = initialValues(fields, product);
  // A new product starts as a draft (the server refuses a null status).
  if (!product) values.status = 'draft';
  return {
    values,
    categories: ((product?.categories as { id: number }[] | undefined) ?? []).map((c) => Number(c.id)),
    specs: ((product?.specifications as Record<string, unknown>[] | undefined) ?? []).map(draftOfSpec),
    varieties: ((product?.varieties as Record<string, unknown>[] | undefined) ?? []).map(draftOfVariety),
    tags: ((product?.tags as string[] | undefined) ?? []).map(String),
  };
}

const imagesOf = (list: readonly ServerImage[]): ImageItem[] =>
  list.map((image) => ({
    key: `image-${image.id}`,
    id: image.id,
    url: image.url,
    alt: image.alt ?? '',
    savedAlt: image.alt ?? '',
  }));

/** The sections of the editor, in page order, with the fields each shows. */
const MAIN_FIELDS = ['title', 'slug', 'short_description'];
const PRICE_FIELDS = [
  'unit_price',
  'purchase_price',
  'discount_type',
  'discount',
  'discount_from',
  'discount_until',
];
const STATUS_FIELDS = ['status', 'published_at'];
const ORGANISE_FIELDS = ['brand_id', 'unit_id'];
const CODE_FIELDS = ['sku', 'barcode', 'weight', 'max_number_purchases', 'stock'];
const SEO_FIELDS = ['meta_title', 'meta_description'];

/**
 * The product editor: every field the server takes, grouped as staff work (content, images,
 * varieties, price, status, categories, codes, SEO); core's rules before sending, the server's 422s
 * on their fields (`varieties.2.price` on its row), Ctrl+S, and a guard against leaving unsaved work.
 */
export function ProductForm({ options, product, highlight, reload }: ProductFormProps) {
  const { api, baseURL, tokenStorage, toasts, queryClient } = useServices();
  const permissions = usePermissions();
  const navigate = useNavigate();
  const editing = product !== null;
  const fields = useMemo(() => plainFields(editing ? 'edit' : 'create'), [editing]);
  const initial = useMemo(() => stateOf(product, fields), [product, fields]);
  const [state, setState] = useState<EditorState>(initial);
  const [images, setImages] = useState<ImageItem[]>(() =>
    imagesOf((product?.images as ServerImage[] | undefined) ?? []),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  /**
   * The version the next save sends as If-Match. Images are saved at once and move the product's
   * version, so after our own image change it is read again (else the next save would be a 412 about
   * our own change).
   */
  const [version, setVersion] = useState<unknown>(product?.version);
  useEffect(() => setVersion(product?.version), [product]);
  const refreshVersion = async () => {
    if (!editing) return;
    try {
      const data = await api.get<{ product: { version?: unknown } }>(`admin/products/${product.id}`);
      setVersion(data.product.version);
    } catch {
      // The save will show a conflict if the version cannot be read; nothing to do here.
    }
  };
  const formId = useId();
  const leaving = useRef(false);
  const fieldId = (name: string) => `${formId}-${name}`;

  const pendingImages = images.some((image) => image.id === undefined);
  const dirty = JSON.stringify(state) !== JSON.stringify(initial) || (!editing && pendingImages);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const setValue = (name: string, value: unknown) =>
    setState((current) => ({ ...current, values: { ...current.values, [name]: value } }));

  const showErrors = (found: Errors, message: string) => {
    setErrors(found);
    setGeneral(message);
    const first = Object.keys(found)[0];
    if (first) {
      requestAnimationFrame(() => {
        const target =
          document.getElementById(fieldId(first)) ??
          document.querySelector<HTMLElement>(
            `[data-error-key="${first.split('.').slice(0, 2).join('.')}"] [aria-invalid="true"]`,
          ) ??
          document.querySelector<HTMLElement>('[aria-invalid="true"]');
        target?.focus();
      });
    }
  };

  const uploadOne = async (productId: number, item: ImageItem): Promise<ServerImage[]> => {
    if (!item.file) return [];
    return uploadProductImage({
      baseURL,
      token: tokenStorage.get(),
      productId,
      file: item.file,
      onProgress: (fraction) =>
        setImages((list) => list.map((i) => (i.key === item.key ? { ...i, progress: fraction } : i))),
    });
  };

  const conflicts = useSaveConflict();
  /** Saves; `overVersion` is the conflict dialog's overwrite (the version its 412 showed). */
  const submit = async (overVersion?: string) => {
    if (saving) return;
    const checked = validate(state.values, fields, { partial: editing });
    if (!checked.valid) {
      showErrors(checked.errors, 'لطفا خطاهای فرم را برطرف کنید.');
      return;
    }
    setSaving(true);
    setGeneral(null);
    try {
      if (!editing) {
        const id = await createProduct(api, state);
        let failed = 0;
        const seen = new Set<number>();
        for (const item of images) {
          try {
            const list = await uploadOne(id, item);
            const added = list.find((image) => !seen.has(image.id));
            for (const image of list) seen.add(image.id);
            if (added && item.alt?.trim())
              await api.put(`admin/products/${id}/images/${added.id}`, { alt: item.alt });
          } catch {
            failed++;
          }
        }
        await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resourceNamed('products')) });
        toasts.show(
          failed ? `محصول ثبت شد؛ ${toPersianDigits(failed)} تصویر بارگذاری نشد.` : 'محصول با موفقیت ثبت شد',
          { kind: failed ? 'error' : 'success' },
        );
        leaving.current = true;
        void navigate(toRouterPath(`/admin/products/edit/${id}`), { replace: true });
        return;
      }
      const wrote = await updateProduct(api, product.id, state, initial, overVersion ?? version);
      conflicts.clear();
      setErrors({});
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resourceNamed('products')) });
      await reload();
      toasts.show(wrote ? 'محصول با موفقیت ویرایش شد' : 'تغییری برای ذخیره نیست.', {
        kind: wrote ? 'success' : 'info',
      });
    } catch (error) {
      if (conflicts.caught(error, changedProduct(state, initial))) return;
      if (error instanceof SaveFailed) showErrors(error.fieldErrors, error.message);
      else showErrors({}, 'ذخیره نشد؛ دوباره تلاش کنید.');
      toasts.show(error instanceof Error ? error.message : 'ذخیره نشد.', { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };
  useSaveShortcut(() => void submit());

  // Images of a saved product are uploaded, removed and reordered at once; a new product's wait for it.
  const addImages = async (files: File[]) => {
    const added = files.map((file, n) => ({
      key: `file-${Date.now()}-${n}-${file.name}`,
      url: URL.createObjectURL(file),
      file,
      ...(editing ? { progress: 0 } : {}),
    }));
    setImages((list) => [...list, ...added]);
    if (!editing) return;
    for (const item of added) {
      try {
        const list = await uploadOne(product.id, item);
        setImages((current) => [
          ...imagesOf(list),
          ...current.filter((i) => i.id === undefined && i.key !== item.key),
        ]);
        await refreshVersion();
      } catch (error) {
        setImages((current) => current.filter((i) => i.key !== item.key));
        toasts.show(error instanceof Error ? error.message : 'بارگذاری نشد.', { kind: 'error' });
      }
    }
  };
  const removeImage = async (item: ImageItem) => {
    if (item.id === undefined) {
      setImages((list) => list.filter((i) => i.key !== item.key));
      return;
    }
    if (!editing) return;
    try {
      const data = await api.delete<{ images: ServerImage[] }>(
        `admin/products/${product.id}/images/${item.id}`,
      );
      setImages(imagesOf(data.images));
      await refreshVersion();
    } catch (error) {
      toasts.show(error instanceof Error ? error.message : 'حذف نشد.', { kind: 'error' });
    }
  };
  const reorderImages = async (next: ImageItem[]) => {
    setImages(next);
    const ids = next.map((i) => i.id).filter((id): id is number => id !== undefined);
    if (!editing || ids.length !== next.length) return;
    try {
      const data = await api.put<{ images: ServerImage[] }>(`admin/products/${product.id}/images/sort`, {
        ids,
      });
      setImages(imagesOf(data.images));
      await refreshVersion();
    } catch (error) {
      toasts.show(error instanceof Error ? error.message : 'ترتیب ذخیره نشد.', { kind: 'error' });
    }
  };

  const typeAlt = (item: ImageItem, alt: string) =>
    setImages((list) => list.map((i) => (i.key === item.key ? { ...i, alt } : i)));
  /** A stored image's alternative text is saved when its box is left (as images are saved at once). */
  const saveAlt = async (item: ImageItem) => {
    const current = images.find((i) => i.key === item.key);
    if (!editing || !current || current.id === undefined) return;
    const alt = (current.alt ?? '').trim();
    if (alt === (current.savedAlt ?? '')) return;
    try {
      const data = await api.put<{ images: ServerImage[] }>(
        `admin/products/${product.id}/images/${current.id}`,
        { alt },
      );
      const fresh = data.images.find((i) => i.id === current.id);
      setImages((list) =>
        list.map((i) =>
          i.key === item.key ? { ...i, alt: fresh?.alt ?? '', savedAlt: fresh?.alt ?? '' } : i,
        ),
      );
      await refreshVersion();
      toasts.show('متن جایگزین تصویر ذخیره شد', { kind: 'success' });
    } catch (error) {
      toasts.show(error instanceof Error ? error.message : 'متن جایگزین ذخیره نشد.', { kind: 'error' });
    }
  };
  const storedImages = images.flatMap((i) =>
    i.id === undefined ? [] : [{ id: i.id, url: i.url, alt: i.savedAlt }],
  );

  const approved = editing && product.approved_at !== null && product.approved_at !== undefined;
  const mayApprove = permissions.includes('approved_products');
  const toggleApproval = async () => {
    if (!editing) return;
    try {
      const answer = await api.raw.post(
        `admin/products/${product.id}/${approved ? 'disapprove' : 'approve'}`,
      );
      await reload();
      toasts.show(answer.message, { kind: 'success' });
    } catch (error) {
      toasts.show(error instanceof Error ? error.message : 'انجام نشد.', { kind: 'error' });
    }
  };

  const field = (name: string) => {
    const def = fields.find((f) => f.name === name);
    if (!def) return null;
    if (name === 'stock' && state.varieties.length) return null;
    const id = fieldId(name);
    const own = errors[name];
    const hintId = def.hint ? `${id}-hint` : undefined;
    const errorId = own ? `${id}-error` : undefined;
    const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
    return (
      <div key={name} className="form-field" data-type={def.type} data-invalid={own ? true : undefined}>
        <label htmlFor={id} className="form-field__label" data-required={def.rules?.required || undefined}>
          {def.label}
        </label>
        <div className="form-field__control">
          <FieldInput
            field={def}
            id={id}
            value={state.values[name]}
            onChange={(value) => setValue(name, value)}
            describedBy={describedBy}
            invalid={!!own}
            errors={errors}
            disabled={saving}
          />
        </div>
        {def.hint ? (
          <p id={hintId} className="form-field__hint">
            {def.hint}
          </p>
        ) : null}
        {own ? (
          <p id={errorId} className="field__error">
            {own.join(' ')}
          </p>
        ) : null}
      </div>
    );
  };

  const descriptionId = fieldId('description');
  const categoriesError = errors.categories;
  const title = editing ? `ویرایش محصول: ${String(product.title ?? '')}` : 'افزودن محصول';
  const errorCount = Object.keys(errors).length;

  return (
    <section className="screen product-editor" data-screen-kind="custom">
      {conflicts.conflict && product ? (
        <ConflictDialog
          title="محصول"
          fields={fields.map((field) => ({ name: field.name, label: field.label, format: field }))}
          before={product}
          current={conflicts.conflict.current}
          mine={conflicts.conflict.mine}
          busy={saving}
          onReload={() => {
            conflicts.clear();
            void reload();
          }}
          onOverwrite={() => void submit(conflicts.conflict?.version)}
          onClose={conflicts.clear}
        />
      ) : null}
      <header className="screen__header">
        <h1>{title}</h1>
        <Link className="button ghost" to={toRouterPath('/admin/products')}>
          بازگشت به محصولات
        </Link>
      </header>
      <form
        className="product-editor__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {general || errorCount > 0 ? (
          <div className="form__summary" role="alert">
            <p>{general ?? 'لطفا خطاهای فرم را برطرف کنید.'}</p>
          </div>
        ) : null}
        <div className="product-editor__main">
          <fieldset className="product-editor__card">
            <legend>اطلاعات اصلی</legend>
            {MAIN_FIELDS.map(field)}
            <div className="form-field" data-invalid={errors.description ? true : undefined}>
              <span className="form-field__label" id={`${descriptionId}-label`}>
                توضیحات
              </span>
              <RichTextField
                id={descriptionId}
                label="توضیحات"
                value={String(state.values.description ?? '')}
                onChange={(html) => setValue('description', html)}
                invalid={!!errors.description}
                disabled={saving}
              />
              {errors.description ? <p className="field__error">{errors.description.join(' ')}</p> : null}
            </div>
          </fieldset>
          <fieldset className="product-editor__card">
            <legend>تصاویر</legend>
            <ProductImages
              items={images}
              onAdd={(files) => void addImages(files)}
              onRemove={(item) => void removeImage(item)}
              onReorder={(next) => void reorderImages(next)}
              onAlt={typeAlt}
              onAltDone={(item) => void saveAlt(item)}
              disabled={saving}
            />
          </fieldset>
          <fieldset className="product-editor__card" data-error-key="varieties">
            <legend>تنوع‌ها</legend>
            <VarietiesEditor
              options={options}
              rows={state.varieties}
              onChange={(varieties) => setState((current) => ({ ...current, varieties }))}
              price={(state.values.unit_price as number | null) ?? null}
              errors={errors}
              disabled={saving}
              highlight={highlight}
              images={storedImages}
            />
          </fieldset>
          <fieldset className="product-editor__card">
            <legend>مشخصات فنی</legend>
            <SpecsEditor
              specifications={options.specifications}
              value={state.specs}
              onChange={(specs) => setState((current) => ({ ...current, specs }))}
              errors={errors}
              disabled={saving}
            />
          </fieldset>
          <fieldset className="product-editor__card">
            <legend>سئو</legend>
            {SEO_FIELDS.map(field)}
          </fieldset>
        </div>
        <div className="product-editor__side">
          <fieldset className="product-editor__card">
            <legend>وضعیت</legend>
            {STATUS_FIELDS.map(field)}
            {editing ? (
              <div className="product-editor__approval">
                <span>{approved ? 'تأییدشده' : 'در انتظار تأیید'}</span>
                {mayApprove ? (
                  <button type="button" className="button" onClick={() => void toggleApproval()}>
                    {approved ? 'برداشتن تأیید' : 'تأیید محصول'}
                  </button>
                ) : null}
              </div>
            ) : null}
          </fieldset>
          <fieldset className="product-editor__card">
            <legend>قیمت و تخفیف</legend>
            {PRICE_FIELDS.map(field)}
          </fieldset>
          <fieldset className="product-editor__card" data-invalid={categoriesError ? true : undefined}>
            <legend>دسته‌بندی‌ها</legend>
            <CategoryPicker
              categories={options.categories}
              value={state.categories}
              onChange={(categories) => setState((current) => ({ ...current, categories }))}
              invalid={!!categoriesError}
              disabled={saving}
            />
            {categoriesError ? <p className="field__error">{categoriesError.join(' ')}</p> : null}
          </fieldset>
          <fieldset className="product-editor__card">
            <legend>برند، واحد و برچسب‌ها</legend>
            {ORGANISE_FIELDS.map(field)}
            <div className="form-field" data-invalid={errors.tags ? true : undefined}>
              <label htmlFor={fieldId('tags')} className="form-field__label">
                برچسب‌ها
              </label>
              <TagsInput
                id={fieldId('tags')}
                value={state.tags}
                onChange={(tags) => setState((current) => ({ ...current, tags }))}
                describedBy={`${fieldId('tags')}-hint${errors.tags ? ` ${fieldId('tags')}-error` : ''}`}
                invalid={!!errors.tags}
                disabled={saving}
              />
              <p id={`${fieldId('tags')}-hint`} className="form-field__hint">
                Enter یا ویرگول برچسب را می‌افزاید؛ حداکثر ۲۰ برچسب
              </p>
              {errors.tags ? (
                <p id={`${fieldId('tags')}-error`} className="field__error">
                  {errors.tags.join(' ')}
                </p>
              ) : null}
            </div>
          </fieldset>
          <fieldset className="product-editor__card">
            <legend>کدها و ارسال</legend>
            {CODE_FIELDS.map(field)}
          </fieldset>
        </div>
        <div className="product-editor__bar">
          <button type="submit" className="button primary" disabled={saving} aria-keyshortcuts="Control+S">
            {saving ? 'در حال ذخیره…' : 'ذخیره'}
          </button>
          {dirty ? <span className="product-editor__dirty">تغییرات ذخیره نشده</span> : null}
          <span className="form__shortcut" aria-hidden="true">
            ذخیره با{' '}
            <bdi dir="ltr">
              <kbd>Ctrl</kbd>+<kbd>S</kbd>
            </bdi>
          </span>
        </div>
      </form>
      {product ? <RecordHistory entity="products" id={product.id} className="panel" /> : null}
      {blocker.state === 'blocked' ? (
        <div
          className="product-editor__guard"
          role="alertdialog"
          aria-modal="false"
          aria-labelledby={`${formId}-guard`}
        >
          <p id={`${formId}-guard`}>تغییرات ذخیره نشده‌اند. از این صفحه بروید؟</p>
          <button type="button" className="button danger" onClick={() => blocker.proceed()}>
            رفتن بدون ذخیره
          </button>
          <button type="button" className="button" onClick={() => blocker.reset()}>
            ماندن
          </button>
        </div>
      ) : null}
    </section>
  );
}
