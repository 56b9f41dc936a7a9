import { adminResources, listDownloads } from '@shop-admin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from './exports-read.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await t.adminWith('super_admin')).headers;
});
afterAll(async () => t?.close());

/**
 * The web offers «دریافت CSV» / «دریافت اکسل» on every list whose resource `listDownloads` says
 * streams one: each of them must answer `?export=csv` with a CSV of the list's Persian headers, and
 * the resources it leaves out must not (else the web hides a download the server has).
 */
describe('list downloads', () => {
  it('every list core says downloads streams CSV with its headers, and no other served list does', async () => {
    const wrong: string[] = [];
    for (const resource of adminResources) {
      const url = `/api/${resource.endpoint}`;
      if (!t.app.hasRoute({ method: 'GET', url })) continue;
      const res = await t.app.inject({ method: 'GET', url: `${url}?export=csv`, headers: staff });
      const streams = res.statusCode === 200 && String(res.headers['content-type']).startsWith('text/csv');
      if (streams !== listDownloads(resource)) {
        wrong.push(
          `${resource.name}: streams ${streams} (${res.statusCode}), core says ${listDownloads(resource)}`,
        );
        continue;
      }
      if (streams) expect(readCsv(res.body)[0]?.length, resource.name).toBeGreaterThan(0);
    }
    expect(wrong).toEqual([]);
  });
});
