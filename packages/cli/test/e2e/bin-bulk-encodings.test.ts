import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBulkShop } from '../support/bulk-shop.ts';
import type { TestServer } from '../support/server.ts';
import type { cliRunner } from '../support/spawn-cli.ts';

/**
 * Bulk files in the encodings Excel writes, through the real `shop-admin` binary against the real
 * server: Windows-1256 ("CSV" on a Persian Windows) and UTF-16 ("Unicode text") are converted and said
 * on stderr; a file not valid in its encoding is refused with exit 2 naming the encoding and the line.
 * No U+FFFD ever reaches the shop or the output.
 */
let server: TestServer;
let cli: ReturnType<typeof cliRunner>;
let headers: Record<string, string>;
let book: number;
let vase: number;

/**
 * Windows-1256 bytes of the Persian letters used here, from the code page's published table (not from
 * the decoder under test): ک 0x98, ت 0xCA, ا 0xC7, ب 0xC8, گ 0x90, ل 0xE1, د 0xCF, ن 0xE4, پ 0x81,
 * ر 0xD1, چ 0x8D, ه 0xE5, Arabic Yeh ي 0xED (the code page has no Persian Yeh: Excel writes this one).
 */
const CP1256: Record<string, number> = {
  ک: 0x98,
  ت: 0xca,
  ا: 0xc7,
  ب: 0xc8,
  گ: 0x90,
  ل: 0xe1,
  د: 0xcf,
  ن: 0xe4,
  پ: 0x81,
  ر: 0xd1,
  چ: 0x8d,
  ه: 0xe5,
  ي: 0xed,
};
const cp1256 = (text: string) =>
  Buffer.from(
    [...text].map((char) => {
      const byte = char.charCodeAt(0) < 0x80 ? char.charCodeAt(0) : CP1256[char];
      if (byte === undefined) throw new Error(`no Windows-1256 byte for ${char} in this table`);
      return byte;
    }),
  );

const write = (name: string, bytes: Buffer) => {
  const path = join(cli.configDir, name);
  writeFileSync(path, bytes);
  return path;
};

async function title(id: number): Promise<string> {
  const answer = await server.app.inject({ method: 'GET', url: `/api/admin/products/${id}`, headers });
  return answer.json().data.product.title;
}

const SLOW = { timeout: 120_000 };

beforeAll(async () => {
  const shop = await startBulkShop();
  ({ server, headers, cli } = shop);
  const create = shop.createProduct;
  book = await create({ title: 'Book', unit_price: 100_000, sku: 'ENC-BOOK', stock: 1, status: 'available' });
  vase = await create({ title: 'Vase', unit_price: 200_000, sku: 'ENC-VASE', stock: 1, status: 'available' });
});

afterAll(async () => {
  cli?.cleanup();
  await server?.close();
});

describe('bulk files in the encodings Excel writes', SLOW, () => {
  it('reads a Windows-1256 CSV (Excel on a Persian Windows), says so, and writes the Persian titles whole', async () => {
    const file = write('excel-1256.csv', cp1256(`id,title\r\n${book},کتاب ديني\r\n${vase},گلدان پارچه\r\n`));
    const dry = await cli.run(['products', 'apply', file, '--json']);
    expect(dry.code, dry.stderr).toBe(0);
    expect(dry.stderr).toContain('as Windows-1256');
    expect(dry.stdout).toContain('گلدان پارچه');
    expect(dry.stdout + dry.stderr).not.toContain('\uFFFD');

    const applied = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(JSON.parse(applied.stdout).summary).toMatchObject({ changed: 2, failed: 0 });
    // Stored in the server's normal form: Persian Yeh.
    expect(await title(book)).toBe('کتاب دینی');
    expect(await title(vase)).toBe('گلدان پارچه');
  });

  it('reads a UTF-16LE file with a BOM (Excel\'s "Unicode text": tab-separated) and says so', async () => {
    const text = `\uFEFFid\ttitle\r\n${book}\tکتاب نو\r\n`;
    const file = write('unicode.csv', Buffer.from(text, 'utf16le'));
    const applied = await cli.run(['products', 'apply', file, '--yes', '--json']);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stderr).toContain('as UTF-16LE');
    expect(await title(book)).toBe('کتاب نو');
    // Without a BOM, the NUL bytes of its ASCII tell UTF-16 apart.
    const bare = write('unicode-bare.csv', Buffer.from(`id,title\n${book},کتاب دوم\n`, 'utf16le'));
    const again = await cli.run(['products', 'apply', bare, '--yes', '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toContain('as UTF-16LE');
    expect(await title(book)).toBe('کتاب دوم');
  });

  it('refuses a file that is not valid in the encoding it claims, exit 2, naming the encoding and the first bad line; nothing written', async () => {
    const before = await title(vase);
    const utf8 = write(
      'broken-utf8.csv',
      Buffer.concat([
        Buffer.from(`\uFEFFid,title\n${book},کتاب\n${vase},`),
        Buffer.from([0xc7, 0xe1, 0xff]),
        Buffer.from('\n'),
      ]),
    );
    const refused = await cli.run(['products', 'apply', utf8, '--yes', '--json']);
    expect(refused.code).toBe(2);
    const error = JSON.parse(refused.stderr).error;
    expect(error.code).toBe('invalid_encoding');
    expect(error.message).toContain('not valid UTF-8');
    expect(error.message).toContain('line 3');

    // UTF-16LE with a BOM, then a lone high surrogate on line 2.
    const utf16 = write(
      'broken-utf16.csv',
      Buffer.concat([
        Buffer.from(`\uFEFFid,title\n${vase},`, 'utf16le'),
        Buffer.from([0x00, 0xd8]),
        Buffer.from('x\n', 'utf16le'),
      ]),
    );
    const plain = await cli.run(['products', 'apply', utf16, '--yes']);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toContain('not valid UTF-16LE');
    expect(plain.stderr).toContain('line 2');
    expect(plain.stderr).not.toContain('\uFFFD');
    expect(await title(vase)).toBe(before);
  });

  it('reads `create --file` and `api --input` JSON by the same rules (UTF-16 converted, invalid UTF-8 refused)', async () => {
    const json = { title: 'کیف ۱۲', unit_price: 10_000, stock: 1, status: 'available' };
    const created = await cli.run([
      'products',
      'create',
      '--file',
      write('p16.json', Buffer.from(`\uFEFF${JSON.stringify(json)}`, 'utf16le')),
      '--json',
      'id,title',
    ]);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stderr).toContain('as UTF-16LE');
    const made = JSON.parse(created.stdout);
    expect(made.title).toBe('کیف ۱۲');
    expect(await title(made.id)).toBe('کیف ۱۲');
    const broken = write(
      'bad.json',
      Buffer.concat([Buffer.from('\uFEFF{"title":"'), Buffer.from([0xff]), Buffer.from('"}')]),
    );
    const refused = await cli.run(['api', 'PUT', `admin/products/${made.id}`, '--input', broken]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('not valid UTF-8');
    expect(await title(made.id)).toBe('کیف ۱۲');
  });
});
