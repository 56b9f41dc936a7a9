import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { getResource } from '@shop-admin/core';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { addFilterOptions, filterQuery } from '../src/commands/filters.ts';
import { customerQuery } from '../src/commands/orders.ts';
import { CliError } from '../src/errors/cli-error.ts';
import { checkRecord, coerceValue, readRecordInput } from '../src/services/record-input.ts';

const admins = getResource('admins');
const contacts = getResource('contacts');
if (!admins || !contacts) throw new Error('core declares admins and contacts');

function thrown(work: () => unknown): CliError {
  try {
    work();
  } catch (error) {
    if (error instanceof CliError) return error;
    throw error;
  }
  throw new Error('nothing was thrown');
}

describe('--file encodings', () => {
  const dir = mkdtempSync(join(tmpdir(), 'shop-admin-input-'));
  const io = { stdout: new PassThrough(), stderr: new PassThrough(), stdin: new PassThrough(), env: {} };
  const file = (name: string, bytes: Buffer) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  };

  it('reads a UTF-16 JSON file whole and refuses invalid UTF-8 (exit 2) instead of sending U+FFFD', async () => {
    const fields = getResource('products')?.fields ?? [];
    const utf16 = file('p16.json', Buffer.from('\uFEFF{"title":"کیف ۱۲"}', 'utf16le'));
    expect(await readRecordInput({ file: utf16 }, fields, io)).toEqual({ title: 'کیف ۱۲' });
    // A UTF-8 BOM, then a byte that is never UTF-8.
    const broken = file(
      'bad.json',
      Buffer.concat([Buffer.from('\uFEFF{"title":"'), Buffer.from([0xff]), Buffer.from('"}')]),
    );
    const error = await readRecordInput({ file: broken }, fields, io).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).code).toBe('invalid_encoding');
    expect((error as CliError).exitCode).toBe(2);
  });
});

describe('record values', () => {
  it('types --set values by their field: booleans, numbers in any digit script, lists', () => {
    expect(coerceValue('yes', { name: 'status', label: '', type: 'boolean' })).toBe(true);
    expect(coerceValue('0', { name: 'status', label: '', type: 'boolean' })).toBe(false);
    expect(coerceValue('1,250,000', { name: 'p', label: '', type: 'price' })).toBe(1_250_000);
    expect(coerceValue('۴۲', { name: 'role', label: '', type: 'reference' })).toBe(42);
    expect(coerceValue('a, b', { name: 'permissions', label: '', type: 'multiselect' })).toEqual(['a', 'b']);
    expect(coerceValue('a، b', { name: 'permissions', label: '', type: 'multiselect' })).toEqual(['a', 'b']);
    expect(coerceValue('۰۹۱۲', { name: 'mobile', label: '', type: 'mobile' })).toBe('۰۹۱۲');
  });

  it('reads numeric --set values with Persian or Arabic digits and thousands separators', () => {
    const price = { name: 'p', label: '', type: 'price' } as const;
    const number = { name: 'n', label: '', type: 'number' } as const;
    expect(coerceValue('۱٬۲۵۰٬۰۰۰', price)).toBe(1_250_000);
    expect(coerceValue('١٬٢٥٠', price)).toBe(1250);
    expect(coerceValue('۱,۲۵۰ ۰۰۰', price)).toBe(1_250_000);
    expect(coerceValue('۱۲٬۰۰۰', number)).toBe(12_000);
    expect(coerceValue('۲٫۵', number)).toBe(2.5);
    expect(coerceValue('-۳', number)).toBe(-3);
    // Not a number: left as typed, so core's rules refuse it with the field's message.
    expect(coerceValue('۱۲abc', price)).toBe('۱۲abc');
    expect(coerceValue('99999999999999999', price)).toBe('99999999999999999');
  });

  it('types --set by the field the declaration gives it (a product price, its title text)', async () => {
    const fields = getResource('products')?.fields ?? [];
    const io = { stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough(), env: {} };
    const values = await readRecordInput({ set: ['unit_price=۱٬۲۵۰٬۰۰۰', 'title=کیف ۱٬۲'] }, fields, io);
    expect(values).toEqual({ unit_price: 1_250_000, title: 'کیف ۱٬۲' });
  });

  it("checks a create with core's rules: every failing field, in English and in Persian", () => {
    const error = thrown(() => checkRecord({ name: 'x', email: 'nope' }, admins, 'create'));
    expect(error.code).toBe('validation_failed');
    expect(error.exitCode).toBe(6);
    expect(error.fields.email).toEqual(['email must be an email address.']);
    expect(error.fields.username).toEqual(['username is required.']);
    expect(error.fieldsFa.email?.[0]).toContain('ایمیل');
  });

  it('checks only the given fields of an update, and refuses unknown and read-only ones', () => {
    expect(() => checkRecord({ name: 'نام تازه' }, admins, 'update')).not.toThrow();
    const error = thrown(() => checkRecord({ nickname: 'x', password: 'abc' }, admins, 'update'));
    expect(error.fields.nickname?.[0]).toMatch(/is not a field of admins/);
    expect(error.fields.password?.[0]).toMatch(/is not a field of admins/);
    expect(thrown(() => checkRecord({}, admins, 'update')).code).toBe('usage');
    expect(thrown(() => checkRecord({ subject: 'x' }, contacts, 'create')).fields.subject).toBeDefined();
  });
});

describe('filter flags', () => {
  it('adds one flag per declared filter', () => {
    const command = addFilterOptions(new Command('list'), contacts.filters);
    expect(command.options.map((option) => option.long)).toEqual([
      '--search',
      '--status',
      '--since',
      '--until',
    ]);
  });

  it('normalises the search, checks Jalali days and sends them as start_date/end_date', () => {
    const query = filterQuery(
      { search: ' كيف  چرمي ', since: '۱۴۰۴/۸/۱', until: '1404-08-30', status: '0' },
      contacts.filters,
    );
    expect(query).toEqual({
      search: 'کیف چرمی',
      start_date: '1404/08/01',
      end_date: '1404/08/30',
      status: '0',
    });
    expect(thrown(() => filterQuery({ since: '1404/13/01' }, contacts.filters)).code).toBe('usage');
  });
});

describe('orders --customer', () => {
  it("reads a mobile as the customer's mobile, other digits as a customer id, text as a receiver name", () => {
    expect(customerQuery('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toEqual({ search: '09121234567' });
    expect(customerQuery('+989121234567')).toEqual({ search: '09121234567' });
    expect(customerQuery('۴۲')).toEqual({ customer_id: '42' });
    expect(customerQuery('مريم  كاظمی')).toEqual({ search: 'مریم کاظمی' });
    expect(thrown(() => customerQuery('0912')).code).toBe('usage');
  });
});
