import {
  type FieldDef,
  persianTextDigits,
  resourceNamed,
  toAsciiDigits,
  writableFields,
} from '@shop-admin/core';

/** What `GET admin/products/create` offers the editor (the server's productFormOptions). */
export interface FormOptions {
  categories: { id: number; title: string; parent_id: number | null; level: number; status: boolean }[];
  attributes: { id: number; name: string; label: string | null; values: { id: number; value: string }[] }[];
  colors: { id: number; name: string; code: string }[];
  specifications: {
    id: number;
    name: string;
    label: string | null;
    type: string;
    values: { id: number; value: string }[];
  }[];
}

/** One variety row of the editor: a saved variety (with its id and balance) or a new one. */
export interface VarietyDraft {
  key: string;
  id?: number;
  color_id: number | null;
  attribute_value_ids: number[];
  is_default?: boolean;
  price: number | null;
  sku: string;
  barcode: string;
  discount_type: string | null;
  discount: string;
  /** The stock typed; for a saved variety its balance until changed. */
  stock: string;
  /** The balance the server reported (saved varieties only). */
  balance?: number;
  /** Ids of the product's images that show this variety (none: the product's images). */
  image_ids: number[];
}

/** A specification value of the product: text, or chosen value ids. */
export interface SpecDraft {
  specification_id: number;
  value: string;
  value_ids: number[];
}

const products = () => resourceNamed('products');

/** The plain fields the editor shows through the generic field inputs (everything but rows and lists). */
export function plainFields(mode: 'create' | 'edit'): FieldDef[] {
  return writableFields(products(), mode === 'edit' ? 'update' : 'create').filter(
    (field) => field.type !== 'rows' && field.name !== 'categories' && field.name !== 'tags',
  );
}

/** The declaration of one product field by name. */
export function productField(name: string): FieldDef {
  const field = products().fields.find((f) => f.name === name);
  if (!field) throw new Error(`products declares no ${name}`);
  return field;
}

/** The declared fields of one variety row (inside `varieties`). */
export const varietyItemFields = (): readonly FieldDef[] => productField('varieties').items ?? [];

/** The key of a combination: its colour and its sorted attribute value ids. */
export function comboKey(colorId: number | null, valueIds: readonly number[]): string {
  return `${colorId ?? 0}|${[...valueIds].sort((a, b) => a - b).join(',')}`;
}

let nextKey = 0;
/** A fresh key for a new row (React's list key). */
export const newKey = () => `new-${++nextKey}`;

/** Every combination of the chosen colours and values (one list per attribute), in choosing order. */
export function combinations(
  colorIds: readonly number[],
  valueLists: readonly (readonly number[])[],
): { color_id: number | null; attribute_value_ids: number[] }[] {
  const lists = valueLists.filter((list) => list.length > 0);
  let combos: number[][] = [[]];
  for (const list of lists) combos = combos.flatMap((combo) => list.map((id) => [...combo, id]));
  const colours: (number | null)[] = colorIds.length ? [...colorIds] : [null];
  if (!colorIds.length && !lists.length) return [];
  return colours.flatMap((color_id) => combos.map((ids) => ({ color_id, attribute_value_ids: ids })));
}

/**
 * The variety rows after generating the matrix: each combination keeps its row when one exists (saved or
 * typed), new ones get the product's price; saved rows outside the matrix stay (removed only on purpose),
 * unsaved ones outside it go.
 */
export function generateMatrix(
  current: readonly VarietyDraft[],
  combos: ReturnType<typeof combinations>,
  price: number | null,
): VarietyDraft[] {
  const byKey = new Map(current.map((row) => [comboKey(row.color_id, row.attribute_value_ids), row]));
  const wanted = new Set<string>();
  const rows: VarietyDraft[] = combos.map((combo) => {
    const key = comboKey(combo.color_id, combo.attribute_value_ids);
    wanted.add(key);
    return (
      byKey.get(key) ?? {
        key: newKey(),
        ...combo,
        price,
        sku: '',
        barcode: '',
        discount_type: null,
        discount: '',
        stock: '0',
        image_ids: [],
      }
    );
  });
  const keptSaved = current.filter(
    (row) =>
      row.id !== undefined && !row.is_default && !wanted.has(comboKey(row.color_id, row.attribute_value_ids)),
  );
  return [...keptSaved, ...rows];
}

/** A variety as the server shows it, as an editor row. */
export function draftOfVariety(variety: Record<string, unknown>): VarietyDraft {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    key: `saved-${variety.id}`,
    id: Number(variety.id),
    color_id: (variety.color_id as number | null) ?? null,
    attribute_value_ids: ((variety.attribute_value_ids as number[] | undefined) ?? []).map(Number),
    is_default: variety.is_default === true,
    price: typeof variety.price === 'number' ? variety.price : null,
    sku: text(variety.sku),
    barcode: text(variety.barcode),
    discount_type: (variety.discount_type as string | null) ?? null,
    discount: text(variety.discount),
    stock: text(variety.balance ?? 0),
    balance: Number(variety.balance ?? 0),
    image_ids: ((variety.image_ids as number[] | undefined) ?? []).map(Number),
  };
}

/** A specification of a product as the server shows it, as an editor row. */
export function draftOfSpec(spec: Record<string, unknown>): SpecDraft {
  return {
    specification_id: Number(spec.specification_id),
    value: typeof spec.value === 'string' ? spec.value : '',
    value_ids: ((spec.value_ids as number[] | undefined) ?? []).map(Number),
  };
}

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** A number typed in any digits; the text itself when it is not one (core's rules say why). */
export function numberOrText(text: string): number | string | null {
  const ascii = toAsciiDigits(text).replace(/[,٬\s]/g, '');
  if (ascii === '') return null;
  return /^\d+$/.test(ascii) ? Number(ascii) : text;
}

/**
 * The rows after the product's price changed from `before` to `after`: each new (unsaved) variety
 * still at the product's price, or with none yet, takes the new one; a price typed for a variety and
 * saved varieties stay. Null when no row changes.
 */
export function followProductPrice(
  rows: readonly VarietyDraft[],
  before: number | null,
  after: number | null,
): VarietyDraft[] | null {
  if (after === null || before === after) return null;
  let changed = false;
  const next = rows.map((row) => {
    if (row.id !== undefined || (row.price !== null && row.price !== before)) return row;
    changed = true;
    return { ...row, price: after };
  });
  return changed ? next : null;
}

/** The fields of a variety row as sent (without stock). */
export function varietyBody(row: VarietyDraft): Record<string, unknown> {
  return {
    color_id: row.color_id,
    attribute_value_ids: row.attribute_value_ids,
    price: row.price,
    sku: blankToNull(row.sku),
    barcode: blankToNull(row.barcode),
    discount_type: row.discount_type,
    discount: numberOrText(row.discount),
    image_ids: row.image_ids,
  };
}

/** The specification rows worth sending: those with a value. */
export function specificationsBody(specs: readonly SpecDraft[]) {
  return specs
    .filter((spec) => spec.value.trim() !== '' || spec.value_ids.length > 0)
    .map((spec) => ({
      specification_id: spec.specification_id,
      value: blankToNull(spec.value),
      value_ids: spec.value_ids,
    }));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The `varieties` of an edited product's save (one PUT, one server transaction), or undefined when
 * nothing about them changed. Every row the product keeps is sent, so a saved one left out is removed:
 * saved rows with their id and only what changed (a new stock with the balance it was typed over, so a
 * sale meanwhile is a conflict rather than lost), new rows whole. Row i is the editor's row i, so the
 * server's `varieties.2.price` lands on the third row.
 */
export function varietiesBody(
  rows: readonly VarietyDraft[],
  saved: readonly VarietyDraft[],
): Record<string, unknown>[] | undefined {
  let changed = rows.length !== saved.length;
  const body = rows.map((row, index) => {
    const stock = numberOrText(row.stock);
    if (row.id === undefined) {
      changed = true;
      return { ...varietyBody(row), stock };
    }
    const before = saved.find((old) => old.id === row.id);
    if (saved[index]?.id !== row.id) changed = true;
    const now = varietyBody(row);
    const then = before ? varietyBody(before) : {};
    const out: Record<string, unknown> = { id: row.id };
    for (const [key, value] of Object.entries(now)) if (!same(value, then[key])) out[key] = value;
    const balance = before?.balance ?? 0;
    if (stock !== balance && stock !== null) {
      out.stock = stock;
      out.balance = balance;
    }
    if (Object.keys(out).length > 1) changed = true;
    return out;
  });
  return changed ? body : undefined;
}

/** Server errors of one call moved under a prefix (`varieties.2.`). */
export function prefixed(errors: Record<string, readonly string[]>, prefix: string) {
  return Object.fromEntries(Object.entries(errors).map(([key, value]) => [`${prefix}${key}`, value]));
}

/** The title of a variety row: its colour and values (`قرمز - L`), or «پیش‌فرض». */
export function varietyLabel(row: VarietyDraft, options: FormOptions): string {
  if (row.is_default) return 'تنوع پیش‌فرض';
  const colour = options.colors.find((c) => c.id === row.color_id)?.name;
  const values = row.attribute_value_ids.map(
    (id) => options.attributes.flatMap((a) => a.values).find((v) => v.id === id)?.value ?? String(id),
  );
  return persianTextDigits([colour, ...values].filter(Boolean).join(' - ')) || 'بدون ویژگی';
}
