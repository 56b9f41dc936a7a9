import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { cliRunner } from '../support/spawn-cli.ts';

let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startServer();
  const root = await server.adminWith('super_admin');
  headers = root.headers;
  cli = cliRunner({ SHOP_ADMIN_URL: server.url, SHOP_ADMIN_TOKEN: root.token });
});
afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

const inject = async (method: 'POST' | 'PUT', url: string, payload: object) =>
  (await server.app.inject({ method, url: `/api${url}`, headers, payload })).json();

describe('update with If-Match (issue 21)', () => {
  it('sends the version it was given; a record changed meanwhile exits 10 version_conflict naming the fields', async () => {
    const { brand } = (await inject('POST', '/admin/brands', { name: 'برند خط فرمان', status: 1 })).data;
    const read = await cli.run(['brands', 'get', String(brand.id), '--json']);
    expect(read.code, read.stderr).toBe(0);
    const version = JSON.parse(read.stdout).version as string;
    expect(version).toMatch(/^[\w-]{16}$/);

    // Someone else saves meanwhile.
    await inject('PUT', `/admin/brands/${brand.id}`, { name: 'برند دیگری' });
    const stale = await cli.run([
      'brands',
      'update',
      String(brand.id),
      '--if-match',
      version,
      '--set',
      'name=برند من',
      '--json',
    ]);
    expect(stale.code).toBe(10);
    const error = JSON.parse(stale.stderr).error;
    expect(error.code).toBe('version_conflict');
    expect(error.message).toContain('Fields being written: name');
    expect(JSON.stringify(error)).toContain('برند دیگری');
    const now = (
      await server.app.inject({ method: 'GET', url: `/api/admin/brands/${brand.id}`, headers })
    ).json();
    expect(now.data.brand.name).toBe('برند دیگری');

    // Without --if-match the version read just before is sent: it writes; '*' overwrites too.
    const fresh = await cli.run(['brands', 'update', String(brand.id), '--set', 'name=برند من', '--json']);
    expect(fresh.code, fresh.stderr).toBe(0);
    const forced = await cli.run([
      'brands',
      'update',
      String(brand.id),
      '--if-match',
      '*',
      '--set',
      'name=برند نهایی',
      '--json',
    ]);
    expect(forced.code, forced.stderr).toBe(0);
    expect(JSON.parse(forced.stdout).name).toBe('برند نهایی');
  }, 60_000);
});
