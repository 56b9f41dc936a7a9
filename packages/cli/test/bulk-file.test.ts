import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CliError } from '../src/errors/cli-error.ts';
import { productRows } from '../src/services/bulk-export.ts';
import { checkBulkRows, describeRowKey, readBulkFile } from '../src/services/bulk-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'shop-admin-bulk-'));
const io = { stdout: new PassThrough(), stderr: new PassThrough(), stdin: new PassThrough(), env: {} };
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

async function refusal(path: string): Promise<CliError> {
  try {
    checkBulkRows(await readBulkFile(path, io));
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('the file passed');
}

describe('bulk files', () => {
  it('reads CSV (BOM, Persian digits, separators) and JSON to the same rows, keyed by the bytes', async () => {
    const csv = await readBulkFile(file('a.csv', '\uFEFFsku,unit_price,approved\nA-1,"۱٬۲۵۰٬۰۰۰",بله\n'), io);
    const json = await readBulkFile(
      file('a.json', '[{"sku":"A-1","unit_price":1250000,"approved":true}]'),
      io,
    );
    expect(checkBulkRows(csv)).toEqual(checkBulkRows(json));
    expect(checkBulkRows(csv)).toEqual([{ sku: 'A-1', unit_price: 1_250_000, approved: true }]);
    expect(csv.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(
      (await readBulkFile(file('b.csv', '\uFEFFsku,unit_price,approved\nA-1,"۱٬۲۵۰٬۰۰۰",بله\n'), io)).sha256,
    ).toBe(csv.sha256);
  });

  it('names every bad cell by row and file line (blank lines and quoted line breaks counted)', async () => {
    const error = await refusal(
      file('bad.csv', 'sku,unit_price,status\nA-1,10,available\n\n"B\n2",-5,bogus\n'),
    );
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(['rows.2.status', 'rows.2.unit_price']);
    expect(error.describeField('rows.2.status')).toBe('row 2 (line 4), status');
    expect(describeRowKey({})('rows.1.sku')).toBe('row 1, sku');
  });

  it('refuses unknown columns, rows without exactly one address, empty and malformed files', async () => {
    expect((await refusal(file('c.csv', 'sku,colour\nA,red\n'))).message).toMatch(/Unknown column: colour/);
    expect(Object.keys((await refusal(file('d.json', '[{"unit_price":5}]'))).fields)).toEqual(['rows.1.id']);
    expect((await refusal(file('e.csv', 'sku,unit_price\n'))).code).toBe('invalid_file');
    expect((await refusal(file('f.json', '{"rows": 5}'))).code).toBe('invalid_file');
    expect((await refusal(file('g.csv', 'a,b\n1,2,3\n'))).code).toBe('invalid_file');
  });
});

describe('bulk file encodings', () => {
  const bytes = (name: string, data: Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, data);
    return path;
  };

  it('reads UTF-8, UTF-16 (BOM or NUL bytes) and Windows-1256 to the same rows, saying which were converted', async () => {
    const text = 'sku,title\nA-1,کتاب\n';
    const utf8 = await readBulkFile(bytes('u8.csv', Buffer.from(text)), io);
    expect([utf8.encoding, utf8.encodingNote]).toEqual(['utf-8', null]);
    const le = await readBulkFile(bytes('le.csv', Buffer.from(`\uFEFF${text}`, 'utf16le')), io);
    expect(le.encoding).toBe('utf-16le');
    expect(le.encodingNote).toMatch(/as UTF-16LE \(byte order mark\)/);
    const bare = await readBulkFile(bytes('bare.csv', Buffer.from(text, 'utf16le')), io);
    expect(bare.encoding).toBe('utf-16le');
    const be = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
    expect((await readBulkFile(bytes('be.csv', be), io)).encoding).toBe('utf-16be');
    // کتاب in Windows-1256: 0x98 0xCA 0xC7 0xC8.
    const cp = Buffer.concat([Buffer.from('sku,title\nA-1,'), Buffer.from([0x98, 0xca, 0xc7, 0xc8, 0x0a])]);
    const windows = await readBulkFile(bytes('cp.csv', cp), io);
    expect(windows.encodingNote).toMatch(/as Windows-1256/);
    for (const file of [le, bare, windows]) expect(file.rows).toEqual(utf8.rows);
  });

  it('refuses bytes not valid in the claimed or detected encoding, naming it and the first bad line', async () => {
    const badUtf8 = Buffer.concat([Buffer.from('\uFEFFsku\nA\nB'), Buffer.from([0xff]), Buffer.from('\n')]);
    const error = await refusal(bytes('bad8.csv', badUtf8));
    expect(error.code).toBe('invalid_encoding');
    expect(error.message).toMatch(/not valid UTF-8 .*line 3/);
    const oddUtf16 = Buffer.concat([Buffer.from('\uFEFFsku\nA', 'utf16le'), Buffer.from([0x41])]);
    expect((await refusal(bytes('odd16.csv', oddUtf16))).message).toMatch(/not valid UTF-16LE .*line 2/);
    const control = Buffer.concat([Buffer.from('sku\nA\n'), Buffer.from([0xc7, 0x01, 0x0a])]);
    expect((await refusal(bytes('ctl.csv', control))).message).toMatch(/not valid Windows-1256 .*line 3/);
  });
});

describe('products export rows', () => {
  it('addresses products by id and their varieties by variety_id, stock only where it can be set', () => {
    const product = {
      id: 7,
      unit_price: 900,
      purchase_price: null,
      discount: 10,
      discount_type: 'percentage',
      discount_until: '2025-10-23T06:30:00.000Z',
      status: 'available',
      approved_at: '2025-01-01T00:00:00Z',
      varieties: [
        { id: 70, price: 900, sku: 'X-S', store: { balance: 3 } },
        { id: 71, price: 950, sku: 'X-L', store: { balance: 0 } },
      ],
    };
    const [head, ...varieties] = productRows(product);
    expect(head).toMatchObject({
      id: '7',
      variety_id: '',
      sku: '',
      unit_price: '900',
      discount_until: '1404/08/01 10:00:00',
      stock: '',
      approved: 'true',
    });
    expect(varieties.map((row) => [row.variety_id, row.unit_price, row.stock, row.status])).toEqual([
      ['70', '900', '3', ''],
      ['71', '950', '0', ''],
    ]);
    expect(
      productRows({ ...product, varieties: [{ id: 70, price: 900, sku: null, store: { balance: 3 } }] }),
    ).toHaveLength(1);
  });
});
