import { adminRoutes, findRoute, resourceNamed } from '@shop-admin/core';
import { describe, expect, it } from 'vitest';
import { formFields, initialValues, payloadOf } from '../src/screens/generic/form/form-values.ts';
import { apiQuery, readListParams, writeListParams } from '../src/screens/generic/list/list-params.ts';
import { abilitiesOf } from '../src/screens/generic/permissions.ts';
import { withoutRows, withRowValue } from '../src/screens/generic/resource-api.ts';
import { genericMode, resourceLinks } from '../src/screens/generic/resource-links.ts';

const resource = resourceNamed;

describe('list parameters in the URL', () => {
  const admins = resource('admins');

  it('reads page, sort, page size and the declared filters; a Jalali range owns start_date/end_date', () => {
    const params = readListParams(
      admins,
      new URLSearchParams(
        'page=3&sort_by=name&sort_desc=1&per_page=50&search=علی&start_date=1404/08/01&junk=1',
      ),
    );
    expect(params).toEqual({
      page: 3,
      sortBy: 'name',
      sortDesc: true,
      perPage: 50,
      filters: { search: 'علی', start_date: '1404/08/01' },
    });
    expect(apiQuery(params)).toEqual({
      search: 'علی',
      start_date: '1404/08/01',
      page: 3,
      per_page: 50,
      sort_by: 'name',
      sort_desc: 1,
    });
  });

  it('ignores undeclared sort keys and bad pages, accepts q for the search, and writes defaults away', () => {
    const params = readListParams(resource('admins'), new URLSearchParams('page=-2&sort_by=password&q=علی'));
    expect(params).toMatchObject({ page: 1, sortBy: null, perPage: 15, filters: { search: 'علی' } });
    expect(writeListParams(resource('admins'), params).toString()).toBe(
      new URLSearchParams({ search: 'علی' }).toString(),
    );
    expect(apiQuery({ ...params, perPage: 'all' })).toEqual({ search: 'علی', all: 1 });
    // The colour list's own search parameter is q (SPEC.md §2).
    expect(readListParams(resource('colors'), new URLSearchParams('q=قرمز')).filters).toEqual({ q: 'قرمز' });
  });
});

describe('modes and links of generic routes', () => {
  it('opens the form and detail of a list-only resource as modes of its list route', () => {
    const brands = findRoute('brands.index');
    if (!brands) throw new Error('no brands.index');
    const links = resourceLinks(resource('brands'), brands);
    expect(links.list).toBe('/admin/brands');
    expect(links.create).toBe('/admin/brands?create');
    expect(links.edit(5)).toBe('/admin/brands?edit=5');
    expect(genericMode(brands, {}, new URLSearchParams('edit=5'))).toEqual({ kind: 'edit', id: '5' });
    expect(genericMode(brands, {}, new URLSearchParams('edit=x'))).toEqual({ kind: 'list' });
    expect(genericMode(brands, {}, new URLSearchParams('create'))).toEqual({ kind: 'create' });
  });

  it("uses a resource's own create and edit routes when the registry has them (pages)", () => {
    const links = resourceLinks(resource('pages'));
    expect(links.create).toBe('/admin/pages/create');
    expect(links.edit(7)).toBe('/admin/pages/7/edit');
    const edit = adminRoutes.find((route) => route.name === 'pages.edit');
    if (!edit) throw new Error('no pages.edit');
    expect(genericMode(edit, { id: '7' }, new URLSearchParams())).toEqual({ kind: 'edit', id: '7' });
  });
});

describe('abilities', () => {
  it("respects a resource's declared operations: contacts are list, get and delete only", () => {
    expect(abilitiesOf(resource('contacts'), ['super_admin'])).toEqual({
      list: true,
      get: true,
      create: false,
      update: false,
      delete: true,
    });
  });

  it('needs read_/write_/modify_/delete_ of the stem', () => {
    expect(abilitiesOf(resource('brands'), ['read_brand', 'modify_brand'])).toEqual({
      list: true,
      get: true,
      create: false,
      update: true,
      delete: false,
    });
  });
});

describe('form values', () => {
  const admins = resource('admins');

  it('leaves create-only fields out of the edit form and reads object references as ids', () => {
    const fields = formFields(admins, 'edit');
    expect(fields.map((f) => f.name)).not.toContain('password');
    const values = initialValues(fields, {
      id: 4,
      name: 'سارا',
      username: 'sara',
      role: { id: 2, label: 'مدیر' },
    });
    expect(values).toMatchObject({ name: 'سارا', username: 'sara', email: '', role: 2 });
  });

  it('reads a role’s permission objects as the names its options hold', () => {
    const fields = formFields(resource('roles'), 'edit');
    const values = initialValues(fields, {
      id: 3,
      name: 'clerk',
      label: 'کارمند',
      permissions: [
        { id: 7, name: 'read_order', label: 'مشاهده سفارش‌ها' },
        { id: 9, name: 'read_customer', label: 'مشاهده مشتریان' },
      ],
    });
    expect(values.permissions).toEqual(['read_order', 'read_customer']);
  });

  it('sends every field on create and only the changed ones on edit, blanks of optional fields as null', () => {
    const fields = formFields(admins, 'edit');
    const initial = initialValues(fields, { id: 4, name: 'سارا', username: 'sara', email: 'a@b.c', role: 2 });
    expect(payloadOf(fields, { ...initial, name: 'سارا ۲', email: '' }, initial)).toEqual({
      name: 'سارا ۲',
      email: null,
    });
    expect(payloadOf(fields, initial, initial)).toEqual({});
    const units = formFields(resource('units'), 'create');
    expect(payloadOf(units, initialValues(units, null), null)).toEqual({
      name: '',
      symbol: null,
      precision: null,
      status: true,
    });
  });
});

describe('optimistic cache edits', () => {
  const page = {
    items: [
      { id: 1, status: 1 },
      { id: 2, status: 0 },
    ],
    currentPage: 1,
    lastPage: 1,
    perPage: 15,
    total: 2,
    from: 1,
    to: 2,
    nextPageUrl: null,
    prevPageUrl: null,
  };

  it('removes rows and keeps the total right; changes one value of one row', () => {
    expect(withoutRows(page, new Set(['2']))).toMatchObject({ items: [{ id: 1 }], total: 1 });
    expect(withRowValue(page, 2, 'status', 1)?.items).toEqual([
      { id: 1, status: 1 },
      { id: 2, status: 1 },
    ]);
  });
});
