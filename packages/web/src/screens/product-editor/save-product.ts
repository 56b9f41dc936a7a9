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
  type SpecDraft,
  specificationsBody,
  type VarietyDraft,
  varietiesBody,
  varietyBody,
} from './editor-model.ts';

/** Everything the editor holds. */
export interface EditorState {
  values: Record<string, unknown>;
  categories: number[];
  specs: SpecDraft[];
  varieties: VarietyDraft[];
  tags: string[];
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

async function step<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A 412 (someone saved the product meanwhile) goes up as it is, for the conflict dialog.
    if (!isApiError(error) || versionConflictOf(error)) throw error;
    throw new SaveFailed(error.message, error.fieldErrors);
  }
}

/** Creates the product in one request (varieties with their opening stock inside it); answers its id. */
export async function createProduct(api: ApiClient, state: EditorState): Promise<number> {
  const body: Record<string, unknown> = {
    ...payloadOf(plainFields('create'), state.values, null),
    categories: state.categories,
    specifications: specificationsBody(state.specs),
    tags: state.tags,
  };
  if (state.varieties.length) {
    body.varieties = state.varieties.map((row) => ({ ...varietyBody(row), stock: numberOrText(row.stock) }));
    delete body.stock;
  }
  const data = await step(() => api.post<{ product: { id: number } }>('admin/products', body));
  return data.product.id;
}

/** The product's own changed fields (the PUT body): plain fields, tags, categories, specifications. */
export function changedProduct(state: EditorState, initial: EditorState): Record<string, unknown> {
  const body: Record<string, unknown> = payloadOf(plainFields('edit'), state.values, initial.values);
  if (!same(state.tags, initial.tags)) body.tags = state.tags;
  if (!same(state.categories, initial.categories)) body.categories = state.categories;
  if (!same(specificationsBody(state.specs), specificationsBody(initial.specs)))
    body.specifications = specificationsBody(state.specs);
  return body;
}

/**
 * Saves an edited product in one PUT: its changed fields and, when any changed, all its varieties
 * (removals, changes, stock, additions). The server writes it in one transaction, so a refusal writes
 * nothing and names its field (`varieties.2.price`). Answers whether there was anything to send.
 */
export async function updateProduct(
  api: ApiClient,
  id: number,
  state: EditorState,
  initial: EditorState,
  /** The product's version as loaded (sent as If-Match: a 412 when someone saved it meanwhile). */
  version?: unknown,
): Promise<boolean> {
  const body = changedProduct(state, initial);
  const varieties = varietiesBody(state.varieties, initial.varieties);
  if (varieties) body.varieties = varieties;
  if (!Object.keys(body).length) return false;
  await step(() => api.put(`admin/products/${id}`, body, { headers: ifMatchHeaders(version) }));
  return true;
}
