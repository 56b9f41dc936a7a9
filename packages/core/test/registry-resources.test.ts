import { describe, expect, it } from 'vitest';
import { adminResources, type FieldDef, getResource, type ResourceDef, validate } from '../src/index.ts';

function resource(name: string): ResourceDef {
  const found = getResource(name);
  if (!found) throw new Error(`no resource ${name}`);
  return found;
}

function field(def: ResourceDef, name: string): FieldDef | undefined {
  return def.fields.find((candidate) => candidate.name === name);
}

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('admin resources', () => {
  it('declares the first resources with unique names and Shopit endpoints and keys', () => {
    const names = adminResources.map((def) => def.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'admins',
        'roles',
        'contacts',
        'brands',
        'units',
        'colors',
        'provinces',
        'cities',
        'sellers',
        'customer_roles',
        'faqs',
        'pages',
        'categories',
        'attributes',
        'specifications',
        'size_charts',
        'size_chart_types',
        'product_sets',
        'flashes',
        'gifts',
        'recommendation_groups',
        'product_comments',
      ]),
    );
    expect(resource('admins')).toMatchObject({
      endpoint: 'admin/admins',
      responseKey: { list: 'admins', item: 'admin' },
    });
    expect(resource('cities')).toMatchObject({
      permissionStem: 'area',
      responseKey: { list: 'cities', item: 'city' },
    });
    expect(getResource('settings')).toBeUndefined();
  });

  it('labels every resource, field, column and filter in Persian', () => {
    for (const def of adminResources) {
      expect(def.title, def.name).toMatch(ARABIC_SCRIPT);
      expect(def.titleSingular, def.name).toMatch(ARABIC_SCRIPT);
      for (const item of [...def.fields, ...def.columns, ...def.filters]) {
        expect(item.label, `${def.name}.${item.name}`).toMatch(ARABIC_SCRIPT);
      }
    }
  });

  it('points every reference at a resource that exists, and sorts and searches by declared fields', () => {
    const names = new Set<string>(adminResources.map((def) => def.name));
    for (const def of adminResources) {
      const declared = new Set(['id', 'created_at', 'order', ...def.fields.map((f) => f.name)]);
      for (const item of [...def.fields, ...def.filters]) {
        if (item.type === 'reference')
          expect(names.has(item.reference ?? ''), `${def.name}.${item.name}`).toBe(true);
      }
      for (const key of def.sortKeys) expect(declared.has(key), `${def.name} sorts by ${key}`).toBe(true);
      if (def.searchField) expect(declared.has(def.searchField), def.name).toBe(true);
    }
  });

  it('validates an admin: username up to 20, password of 6 confirmed on create, Iranian mobile', () => {
    const admins = resource('admins');
    expect(field(admins, 'password')).toMatchObject({ createOnly: true, rules: { min: 6, confirmed: true } });
    const good = {
      name: 'مریم',
      username: 'maryam',
      password: 'secret1',
      password_confirmation: 'secret1',
      email: 'm@example.com',
      mobile: '09121234567',
      role: 2,
    };
    expect(validate(good, admins.fields).valid).toBe(true);
    const bad = validate(
      { ...good, username: 'a'.repeat(21), password: '123', mobile: '0212345678', email: 'no' },
      admins.fields,
    );
    expect(Object.keys(bad.errors).sort()).toEqual(['email', 'mobile', 'password', 'username']);
  });

  it('keeps role names between 2 and 100 characters and offers every permission', () => {
    const roles = resource('roles');
    expect(
      validate({ name: 'x', label: 'ناظر', permissions: ['read_order'] }, roles.fields).errors.name,
    ).toBeDefined();
    expect(field(roles, 'permissions')?.options?.some((option) => option.value === 'read_order')).toBe(true);
  });

  it('lets unit precision be only 1, 0.1 or 0.01 and colours be a hex code', () => {
    const units = resource('units');
    expect(validate({ name: 'کیلوگرم', precision: 0.1 }, units.fields).valid).toBe(true);
    expect(validate({ name: 'کیلوگرم', precision: 0.5 }, units.fields).valid).toBe(false);
    const colors = resource('colors');
    expect(field(colors, 'code')?.type).toBe('color');
    expect(validate({ name: 'قرمز', code: '#e53935' }, colors.fields).valid).toBe(true);
    expect(validate({ name: 'قرمز', code: 'red' }, colors.fields).valid).toBe(false);
  });

  it('shows contact messages read-only: list, view and delete only', () => {
    const contacts = resource('contacts');
    expect(contacts.fields.map((f) => f.name)).toEqual([
      'name',
      'email',
      'phone_number',
      'subject',
      'body',
      'status',
    ]);
    expect(contacts.fields.every((f) => f.readOnly)).toBe(true);
    expect(contacts.operations).toEqual(['list', 'get', 'delete']);
  });
});
