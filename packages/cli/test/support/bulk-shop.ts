import { expect } from 'vitest';
import { startServer } from './server.ts';

type ServerOptions = Parameters<typeof startServer>[0];

import { cliRunner } from './spawn-cli.ts';

/**
 * The bulk tests' shop: a real test server, a super admin, the built bin signed in to it through the
 * environment, and the catalogue a test sets up before editing it from a file.
 */
export async function startBulkShop(options: ServerOptions = {}) {
  const server = await startServer(options);
  const root = await server.adminWith('super_admin');
  const { headers } = root;
  const cli = cliRunner({ SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: root.token });
  /** A product made through the API; answers its id. */
  const createProduct = async (payload: Record<string, unknown>): Promise<number> => {
    const answer = await server.app.inject({ method: 'POST', url: '/api/admin/products', headers, payload });
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().data.product.id as number;
  };
  /** A `size` attribute with the values S and L; answers their ids. */
  const sizeValues = async (): Promise<number[]> => {
    const attribute = await server.app.inject({
      method: 'POST',
      url: '/api/admin/attributes',
      headers,
      payload: { name: 'size', label: 'سایز', type: 'select', style: 'box', values: ['S', 'L'] },
    });
    return (attribute.json().data.attribute.values as { id: number }[]).map((v) => v.id);
  };
  return { server, headers, cli, createProduct, sizeValues };
}
