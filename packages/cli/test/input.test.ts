import { getResource } from '@shop-admin/core';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { addFilterOptions, filterQuery } from '../src/commands/filters.ts';
import { CliError } from '../src/errors/cli-error.ts';
import { checkRecord, coerceValue } from '../src/services/record-input.ts';

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

describe('record values', () => {
  it('types --set values by their field: booleans, numbers in any digit script, lists', () => {
    expect(coerceValue('yes', { name: 'status', label: '', type: 'boolean' })).toBe(true);
    expect(coerceValue('0', { name: 'status', label: '', type: 'boolean' })).toBe(false);
    expect(coerceValue('۱٬۲۵۰', { name: 'p', label: '', type: 'price' })).toBe('۱٬۲۵۰');
    expect(coerceValue('1,250,000', { name: 'p', label: '', type: 'price' })).toBe(1_250_000);
    expect(coerceValue('۴۲', { name: 'role', label: '', type: 'reference' })).toBe(42);
    expect(coerceValue('a, b', { name: 'permissions', label: '', type: 'multiselect' })).toEqual(['a', 'b']);
    expect(coerceValue('۰۹۱۲', { name: 'mobile', label: '', type: 'mobile' })).toBe('۰۹۱۲');
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
