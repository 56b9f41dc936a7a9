import { products } from '../../src/db/schema/index.ts';
import type { createTestApp } from './test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field
  body: any;
}

/**
 * A small client for the catalogue reference tests: JSON in, `{status, body}` out, with one admin's
 * headers. Paths are under /api.
 */
export function apiAs(t: TestApp, headers: Record<string, string>) {
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method,
      url: `/api${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() } as Answer;
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown = {}) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

let made = 0;

/** A product row straight in the table (the product API is another area's), for links and comments. */
export async function insertProduct(t: TestApp, title: string, unitPrice = 1_000_000) {
  made += 1;
  const [row] = await t.db
    .insert(products)
    .values({ title, slug: `test-product-${made}-${Date.now()}`, unitPrice, status: 'available' })
    .returning();
  if (!row) throw new Error('product not inserted');
  return row;
}
