import { DISCOUNT_TYPES, formatPriceInput, toPersianDigits } from '@shop-admin/core';
import { useEffect, useId, useRef, useState } from 'react';
import { PriceInput } from '../../widgets/price/price-input.tsx';
import {
  combinations,
  type FormOptions,
  followProductPrice,
  generateMatrix,
  type VarietyDraft,
  varietyLabel,
} from './editor-model.ts';

type Errors = Record<string, readonly string[]>;

export interface VarietiesEditorProps {
  options: FormOptions;
  rows: readonly VarietyDraft[];
  onChange: (rows: VarietyDraft[]) => void;
  /** The product's price: new combinations start with it, and follow it until given their own. */
  price: number | null;
  errors: Errors;
  disabled?: boolean;
  /** A variety to bring into view and mark (the «ناموجود» notification's). */
  highlight?: number | undefined;
  /** The product's stored images, which a variety may show (a colour's photos). */
  images: readonly { id: number; url: string; alt?: string | undefined }[];
}

function toggled(list: readonly number[], id: number): number[] {
  return list.includes(id) ? list.filter((v) => v !== id) : [...list, id];
}

/**
 * Varieties: choose colours and attribute values, generate the matrix (colour × size …), then per
 * row SKU, barcode, price, stock, discount and the product images that show it. A variety that ran out is marked, and the one the
 * notification names is brought into view.
 */
export function VarietiesEditor({
  options,
  rows,
  onChange,
  price,
  errors,
  disabled,
  highlight,
  images,
}: VarietiesEditorProps) {
  const baseId = useId();
  const [colors, setColors] = useState<number[]>(() => [
    ...new Set(rows.map((r) => r.color_id).filter((c): c is number => c !== null)),
  ]);
  const [values, setValues] = useState<Record<number, number[]>>(() => {
    const chosen: Record<number, number[]> = {};
    for (const attribute of options.attributes)
      chosen[attribute.id] = attribute.values
        .filter((v) => rows.some((r) => r.attribute_value_ids.includes(v.id)))
        .map((v) => v.id);
    return chosen;
  });

  useEffect(() => {
    if (highlight === undefined) return;
    document.getElementById(`${baseId}-variety-${highlight}`)?.scrollIntoView({ block: 'center' });
  }, [highlight, baseId]);

  // The product's price typed after the matrix was built still reaches its new rows.
  const lastPrice = useRef(price);
  useEffect(() => {
    const next = followProductPrice(rows, lastPrice.current, price);
    lastPrice.current = price;
    if (next) onChange(next);
  }, [price, rows, onChange]);

  const generate = () => {
    const lists = options.attributes.map((a) => values[a.id] ?? []);
    onChange(generateMatrix(rows, combinations(colors, lists), price));
  };
  const update = (index: number, patch: Partial<VarietyDraft>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const errorOf = (index: number, name: string) => errors[`varieties.${index}.${name}`];
  const rowErrors = (index: number) =>
    Object.entries(errors)
      .filter(([key]) => key.startsWith(`varieties.${index}.`))
      .map(([, messages]) => messages.join(' '));

  return (
    <div className="varieties-editor">
      <fieldset className="varieties-editor__choices" disabled={disabled}>
        <legend>ساختن ترکیب‌ها</legend>
        {options.colors.length ? (
          <fieldset className="chip-group">
            <legend>رنگ</legend>
            {options.colors.map((color) => (
              <label key={color.id} className="chip">
                <input
                  type="checkbox"
                  checked={colors.includes(color.id)}
                  onChange={() => setColors((list) => toggled(list, color.id))}
                />
                {color.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        {options.attributes.map((attribute) => (
          <fieldset key={attribute.id} className="chip-group">
            <legend>{attribute.label || attribute.name}</legend>
            {attribute.values.length === 0 ? <span className="chip-group__empty">مقداری ندارد</span> : null}
            {attribute.values.map((value) => (
              <label key={value.id} className="chip">
                <input
                  type="checkbox"
                  checked={(values[attribute.id] ?? []).includes(value.id)}
                  onChange={() =>
                    setValues((all) => ({
                      ...all,
                      [attribute.id]: toggled(all[attribute.id] ?? [], value.id),
                    }))
                  }
                />
                {value.value}
              </label>
            ))}
          </fieldset>
        ))}
        <button type="button" className="button" onClick={generate}>
          ساختن ترکیب‌ها
        </button>
      </fieldset>

      {rows.length === 0 ? (
        <p className="varieties-editor__empty">
          تنوعی ندارد؛ محصول با یک تنوع پنهان پیش‌فرض و موجودی همین فرم ذخیره می‌شود.
        </p>
      ) : (
        // A scrolling box the keyboard can reach (and scroll) too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        <section className="varieties-editor__scroll" tabIndex={0} aria-label="جدول تنوع‌ها">
          <table className="varieties-table">
            <caption className="visually-hidden">تنوع‌های محصول</caption>
            <thead>
              <tr>
                <th scope="col">تنوع</th>
                <th scope="col">کد انبار (SKU)</th>
                <th scope="col">بارکد</th>
                <th scope="col">قیمت</th>
                <th scope="col">موجودی</th>
                <th scope="col">نوع تخفیف</th>
                <th scope="col">تخفیف</th>
                <th scope="col">تصاویر</th>
                <th scope="col">
                  <span className="visually-hidden">حذف</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const label = varietyLabel(row, options);
                const out = row.id !== undefined && (row.balance ?? 0) === 0;
                const cell = (name: string) => `${baseId}-${row.key}-${name}`;
                const invalid = (name: string) => (errorOf(index, name) ? true : undefined);
                const problems = rowErrors(index);
                return (
                  <tr
                    key={row.key}
                    id={row.id === undefined ? undefined : `${baseId}-variety-${row.id}`}
                    data-out-of-stock={out || undefined}
                    data-highlight={row.id !== undefined && row.id === highlight ? true : undefined}
                    data-invalid={problems.length ? true : undefined}
                  >
                    <th scope="row">
                      {label}
                      {out ? <span className="pe-badge pe-badge--danger">ناموجود</span> : null}
                      {row.id === undefined ? <span className="pe-badge">جدید</span> : null}
                      {problems.length ? (
                        <span className="field__error" role="alert">
                          {problems.join(' ')}
                        </span>
                      ) : null}
                    </th>
                    <td>
                      <input
                        id={cell('sku')}
                        dir="ltr"
                        aria-label={`کد انبار ${label}`}
                        aria-invalid={invalid('sku')}
                        disabled={disabled}
                        value={row.sku}
                        onChange={(e) => update(index, { sku: e.currentTarget.value })}
                      />
                    </td>
                    <td>
                      <input
                        dir="ltr"
                        aria-label={`بارکد ${label}`}
                        aria-invalid={invalid('barcode')}
                        disabled={disabled}
                        value={row.barcode}
                        onChange={(e) => update(index, { barcode: e.currentTarget.value })}
                      />
                    </td>
                    <td>
                      <PriceInput
                        aria-label={`قیمت ${label}`}
                        aria-invalid={invalid('price')}
                        disabled={disabled}
                        value={row.price}
                        placeholder={
                          price === null
                            ? undefined
                            : `قیمت محصول: ${toPersianDigits(formatPriceInput(price))}`
                        }
                        onChange={(price) => update(index, { price })}
                      />
                    </td>
                    <td>
                      <input
                        inputMode="numeric"
                        dir="ltr"
                        className="varieties-table__stock"
                        aria-label={`موجودی ${label}`}
                        aria-invalid={invalid('stock') ?? invalid('quantity')}
                        disabled={disabled}
                        value={row.stock}
                        onChange={(e) => update(index, { stock: e.currentTarget.value })}
                      />
                    </td>
                    <td>
                      <select
                        aria-label={`نوع تخفیف ${label}`}
                        aria-invalid={invalid('discount_type')}
                        disabled={disabled}
                        value={row.discount_type ?? ''}
                        onChange={(e) => update(index, { discount_type: e.currentTarget.value || null })}
                      >
                        <option value="">بدون تخفیف</option>
                        {DISCOUNT_TYPES.map((type) => (
                          <option key={type.value} value={type.value}>
                            {type.label}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td>
                      <input
                        inputMode="numeric"
                        dir="ltr"
                        className="varieties-table__stock"
                        aria-label={`تخفیف ${label}`}
                        aria-invalid={invalid('discount')}
                        disabled={disabled}
                        value={row.discount}
                        onChange={(e) => update(index, { discount: e.currentTarget.value })}
                      />
                    </td>
                    <td>
                      <VarietyImages
                        label={label}
                        images={images}
                        value={row.image_ids}
                        onChange={(image_ids) => update(index, { image_ids })}
                        invalid={!!invalid('image_ids')}
                        disabled={disabled}
                      />
                    </td>
                    <td>
                      {row.is_default ? null : (
                        <button
                          type="button"
                          className="button ghost"
                          disabled={disabled}
                          aria-label={`حذف تنوع ${label}`}
                          onClick={() => onChange(rows.filter((_, i) => i !== index))}
                        >
                          حذف
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
      <p className="varieties-editor__count" aria-live="polite">
        {toPersianDigits(rows.length)} تنوع
      </p>
    </div>
  );
}

/**
 * Which of the product's images show one variety: a disclosure with a checkbox per image (the
 * product's gallery is uploaded once; a colour's photos are ticked here). None ticked: the
 * product's images.
 */
function VarietyImages({
  label,
  images,
  value,
  onChange,
  invalid,
  disabled,
}: {
  label: string;
  images: VarietiesEditorProps['images'];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  invalid: boolean;
  disabled?: boolean | undefined;
}) {
  if (!images.length) return <span className="variety-images__none">ابتدا تصویر محصول را بارگذاری کنید</span>;
  const chosen = images.filter((image) => value.includes(image.id));
  const shown = chosen.length ? `${toPersianDigits(chosen.length)} تصویر` : 'تصاویر محصول';
  return (
    <details className="variety-images" data-invalid={invalid || undefined}>
      {/* Its name holds what it shows (a screen reader's user may say what they see). */}
      <summary aria-label={`تصاویر ${label}: ${shown}`}>{shown}</summary>
      <fieldset disabled={disabled}>
        <legend className="visually-hidden">تصاویر {label}</legend>
        {images.map((image, n) => (
          <label key={image.id} className="variety-images__option">
            <input
              type="checkbox"
              checked={value.includes(image.id)}
              onChange={() =>
                onChange(
                  images
                    .map((i) => i.id)
                    .filter((id) => (id === image.id ? !value.includes(id) : value.includes(id))),
                )
              }
            />
            <img src={image.url} alt="" />
            <span className="visually-hidden">{image.alt || `تصویر ${toPersianDigits(n + 1)}`}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
