import {
  type ApiClient,
  type ApiFieldErrors,
  ifMatchHeaders,
  isApiError,
  versionConflictOf,
} from '@shop-admin/core';
import { payloadOf } from '../generic/form/form-values.ts';
import {
  numberOrText,
  plainFields,
  planVarieties,
  prefixed,
  type SpecDraft,
  specificationsBody,
  type VarietyDraft,
  varietyBody,
} from './editor-model.ts';

/** Everything the editor holds. */
export interface EditorState {
  values: Record<string, unknown>;
  categories: number[];
  specs: SpecDraft[];
  varieties: VarietyDraft[];
}

/** A save that failed: the server's message and its errors by field (`varieties.2.price`). */
export class SaveFailed extends Error {
  readonly fieldErrors: ApiFieldErrors;
  constructor(message: string, fieldErrors: ApiFieldErrors) {
    super(message);
    this.fieldErrors = fieldErrors;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function step<T>(work: () => Promise<T>, prefix = '', rename: Record<string, string> = {}): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A 412 (someone saved the product meanwhile) goes up as it is, for the conflict dialog.
    if (!isApiError(error) || versionConflictOf(error)) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([key, value]) => [rename[key] ?? key, value]),
    );
    throw new SaveFailed(error.message, prefixed(errors, prefix));
  }
}

/** Creates the product in one request (varieties with their opening stock inside it); answers its id. */
export async function createProduct(api: ApiClient, state: EditorState): Promise<number> {
  const body: Record<string, unknown> = {
    ...payloadOf(plainFields('create'), state.values, null),
    categories: state.categories,
    specifications: specificationsBody(state.specs),
  };
  if (state.varieties.length) {
    body.varieties = state.varieties.map((row) => ({ ...varietyBody(row), stock: numberOrText(row.stock) }));
    delete body.stock;
  }
  const data = await step(() => api.post<{ product: { id: number } }>('admin/products', body));
  return data.product.id;
}

/** The product's own changed fields (the PUT body): plain fields, categories, specifications. */
export function changedProduct(state: EditorState, initial: EditorState): Record<string, unknown> {
  const body: Record<string, unknown> = payloadOf(plainFields('edit'), state.values, initial.values);
  if (!same(state.categories, initial.categories)) body.categories = state.categories;
  if (!same(specificationsBody(state.specs), specificationsBody(initial.specs)))
    body.specifications = specificationsBody(state.specs);
  return body;
}

/**
 * Saves an edited product: the product's changed fields in one PUT, then each variety change on its
 * own route (removals, changes, stock as a warehouse movement, additions), errors under the row's index.
 * Stops at the first refusal; what was saved before it stays saved.
 */
export async function updateProduct(
  api: ApiClient,
  id: number,
  state: EditorState,
  initial: EditorState,
  /** The product's version as loaded (sent as If-Match: a 412 when someone saved it meanwhile). */
  version?: unknown,
): Promise<boolean> {
  let wrote = false;
  const body = changedProduct(state, initial);
  if (Object.keys(body).length) {
    await step(() => api.put(`admin/products/${id}`, body, { headers: ifMatchHeaders(version) }));
    wrote = true;
  }
  const plan = planVarieties(state.varieties, initial.varieties);
  for (const varietyId of plan.remove) {
    await step(() => api.delete(`admin/varieties/${varietyId}`));
    wrote = true;
  }
  for (const change of plan.update) {
    await step(() => api.put(`admin/varieties/${change.id}`, change.body), `varieties.${change.index}.`);
    wrote = true;
  }
  for (const move of plan.stock) {
    await step(
      () =>
        api.post('admin/stores', {
          variety_id: move.id,
          type: move.type,
          quantity: move.quantity,
          description: 'ویرایش موجودی در ویرایشگر محصول',
        }),
      `varieties.${move.index}.`,
      { quantity: 'stock' },
    );
    wrote = true;
  }
  for (const add of plan.create) {
    await step(() => api.post('admin/varieties', { product_id: id, ...add.body }), `varieties.${add.index}.`);
    wrote = true;
  }
  return wrote;
}
