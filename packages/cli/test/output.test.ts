import { resourceNamed } from '@shop-admin/core/base';
import { parse } from 'csv-parse/sync';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import type { ColumnView } from '../src/output/cells.ts';
import { cellText } from '../src/output/cells.ts';
import { outputFormat } from '../src/output/format.ts';
import { renderList } from '../src/output/render.ts';
import { fitWidths, renderTable } from '../src/output/table.ts';
import { listColumns } from '../src/output/views.ts';

/** What a terminal shows: cursor-forward escapes move over blank columns. */
const CURSOR_FORWARD = new RegExp(`${String.fromCharCode(27)}\\[(\\d+)C`, 'g');
const shown = (line: string) =>
  stringWidth(line.replace(CURSOR_FORWARD, (_, n: string) => ' '.repeat(Number(n))));

const COLUMNS: ColumnView[] = [
  { key: 'id', label: 'شناسه', align: 'end' },
  { key: 'title', label: 'عنوان' },
  { key: 'price', label: 'قیمت', type: 'price', align: 'end' },
  { key: 'status', label: 'وضعیت', type: 'select', options: [{ value: 'draft', label: 'پیش‌نویس' }] },
  { key: 'created_at', label: 'تاریخ', type: 'datetime' },
];
const ROWS = [
  { id: 1, title: 'کیف‌های چرمی', price: 1250000, status: 'draft', created_at: '2025-03-20T21:00:00Z' },
  { id: 22, title: 'کتاب «زبان»', price: 99, status: 'draft', created_at: '2025-10-23T10:00:00Z' },
  { id: 333, title: 'ساعت ⌚ 漢字', price: 0, status: 'draft', created_at: null },
];

describe('tables', () => {
  it('lines every row up as the terminal shows it (ZWNJ, marks, wide characters)', async () => {
    for (const reorder of [true, false]) {
      const text = await renderList(ROWS, COLUMNS, { kind: 'table' }, { reorder, width: 200 });
      const widths = new Set(text.trimEnd().split('\n').map(shown));
      expect(widths.size).toBe(1);
    }
  });

  it('cuts cells to fit a narrow terminal, with an ellipsis', async () => {
    const text = renderTable(['a', 'b'], [['کیف‌های چرمی مردانه با بند بلند', 'x'.repeat(80)]], {
      reorder: false,
      width: 40,
    });
    for (const line of text.trimEnd().split('\n')) expect(shown(line)).toBeLessThanOrEqual(40);
    expect(text).toContain('…');
  });

  it('shows labels, prices with separators and Tehran Jalali dates for people', async () => {
    const row = ROWS[0] ?? {};
    expect(COLUMNS.map((c) => cellText(row[c.key as keyof typeof row], c, true))).toEqual([
      '1',
      'کیف‌های چرمی',
      '1,250,000',
      'پیش‌نویس',
      '1404/01/01 00:30',
    ]);
  });
});

describe('fitting a table to the terminal', () => {
  it('takes width from free text first, then codes and dates, and numbers only when nothing else is left', () => {
    // title (text), sku (code), price (number): 60 columns of content, 10 of borders and padding.
    expect(fitWidths([30, 15, 15], 50, [0, 1, 2])).toEqual([10, 15, 15]);
    expect(fitWidths([30, 15, 15], 40, [0, 1, 2])).toEqual([4, 11, 15]);
    // Past every text and code column at its narrowest, numbers give too (the table must fit).
    expect(fitWidths([30, 15, 15], 30, [0, 1, 2])).toEqual([4, 4, 12]);
  });

  it('orders at 80 columns: every id, count and amount whole and right-aligned; receivers cut', async () => {
    const columns = listColumns(resourceNamed('orders'));
    const rows = [1, 22, 333].map((id) => ({
      id: id * 1001,
      receiver: 'محمدرضا حسین‌زاده اصفهانی ساکن خیابان ولیعصر',
      status: 'new',
      total_items_count: id,
      total_amount: id * 123_456_789,
      created_at: '2025-03-20T21:00:00Z',
    }));
    const text = await renderList(rows, columns, { kind: 'table' }, { reorder: false, width: 80 });
    const lines = text.trimEnd().split('\n');
    for (const line of lines) expect(shown(line)).toBeLessThanOrEqual(80);
    expect(text).toContain('…');
    const ends = rows.map((row) => {
      const amount = row.total_amount.toLocaleString('en-US');
      const line = lines.find((l) => l.includes(` ${amount} │`)) ?? '';
      expect(line, amount).toMatch(new RegExp(`^│ +${row.id} │`));
      expect(line).toMatch(new RegExp(`│ +${row.total_items_count} │`));
      return shown(line.slice(0, line.indexOf(` ${amount} │`) + amount.length + 1));
    });
    expect(new Set(ends).size).toBe(1);
  });
});

describe('machine formats', () => {
  it('writes TSV with the keys as header, raw values, and no tabs or line breaks inside a value', async () => {
    const text = await renderList(
      [{ id: 1, title: 'a\tb\nc', price: 5, status: 'draft', created_at: null }],
      COLUMNS,
      { kind: 'tsv' },
      { reorder: true, width: 80 },
    );
    expect(text).toBe('id\ttitle\tprice\tstatus\tcreated_at\n1\ta b c\t5\tdraft\t\n');
  });

  it('writes CSV a CSV reader reads back (quotes, commas, Persian)', async () => {
    const text = await renderList(
      [{ id: 1, title: 'کیف, "چرمی"', price: 5, status: 'draft', created_at: null }],
      COLUMNS,
      { kind: 'csv' },
      { reorder: true, width: 80 },
    );
    expect(parse(text, { columns: true })).toEqual([
      { id: '1', title: 'کیف, "چرمی"', price: '5', status: 'draft', created_at: '' },
    ]);
  });

  it('prints JSON records as they are, or only the asked keys, and refuses unknown keys', async () => {
    const all = JSON.parse(
      await renderList(ROWS, COLUMNS, { kind: 'json', fields: null }, { reorder: true, width: 80 }),
    );
    expect(all[1]).toEqual(ROWS[1]);
    const some = JSON.parse(
      await renderList(
        ROWS,
        COLUMNS,
        { kind: 'json', fields: ['title', 'id'] },
        { reorder: true, width: 80 },
      ),
    );
    expect(some[0]).toEqual({ title: 'کیف‌های چرمی', id: 1 });
    await expect(
      renderList(ROWS, COLUMNS, { kind: 'json', fields: ['nope'] }, { reorder: true, width: 80 }),
    ).rejects.toThrow(/Unknown --json field: nope/);
  });

  it('picks a table on a terminal, TSV on a pipe, and refuses --json with --csv', async () => {
    expect(outputFormat({}, true)).toEqual({ kind: 'table' });
    expect(outputFormat({}, false)).toEqual({ kind: 'tsv' });
    expect(outputFormat({ json: 'a, b' }, true)).toEqual({ kind: 'json', fields: ['a', 'b'] });
    expect(outputFormat({ json: true }, false)).toEqual({ kind: 'json', fields: null });
    expect(() => outputFormat({ json: true, csv: true }, false)).toThrow(/one of --json and --csv/);
  });
});
