import { getResource, type ResourceDef } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../src/db/schema/index.ts';
import { declaredTableService } from '../src/services/table-service.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const brandsDeclared = getResource('brands') as ResourceDef;
/** The worked example of ARCHITECTURE.md: a `slogan` field added to the brands declaration. */
const withSlogan: ResourceDef = {
  ...brandsDeclared,
  fields: [...brandsDeclared.fields, { name: 'slogan', label: 'شعار', type: 'text', rules: { max: 191 } }],
};

describe('the table service read from the declaration', () => {
  it('refuses to start when a declared writable field has no column (never a value lost at request time)', () => {
    expect(() => declaredTableService(t.db, withSlogan, brands)).toThrow(
      'brands: the writable field "slogan" has no column in the table',
    );
  });

  it('refuses to start when a declared sort key or filter has no column', () => {
    expect(() => declaredTableService(t.db, { ...brandsDeclared, sortKeys: ['id', 'rank'] }, brands)).toThrow(
      'brands: the sort key "rank" has no column in the table',
    );
    const filters = [...brandsDeclared.filters, { name: 'tier', label: 'رده', type: 'number' as const }];
    expect(() => declaredTableService(t.db, { ...brandsDeclared, filters }, brands)).toThrow(
      'brands: the filter "tier" has no column in the table',
    );
  });

  it('writes, answers and searches a new field once the table has its column, with no other code', async () => {
    // The schema change and its migration, as drizzle-kit would generate them for a `slogan` column.
    const brandsWithSlogan = pgTable('brands', {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      name: varchar('name', { length: 191 }).notNull().unique(),
      status: boolean('status').notNull().default(true),
      showIndex: boolean('show_index').notNull().default(false),
      description: text('description'),
      image: varchar('image', { length: 500 }),
      slogan: varchar('slogan', { length: 191 }),
      createdAt: timestamp('created_at', { withTimezone: true }),
      updatedAt: timestamp('updated_at', { withTimezone: true }),
    });
    await t.db.execute(sql`ALTER TABLE brands ADD COLUMN slogan varchar(191)`);
    const service = declaredTableService(t.db, withSlogan, brandsWithSlogan);
    const now = new Date('2025-11-01T10:00:00Z');
    const created = (await t.db.transaction((tx) =>
      service.create(
        { name: 'نمونه', slogan: 'همیشه تازه' },
        { db: tx as never, now, admin: {} as never, afterCommit: () => {} },
      ),
    )) as Record<string, unknown>;
    expect(created).toMatchObject({ name: 'نمونه', slogan: 'همیشه تازه', status: true, created_at: now });
    const read = (await service.get(created.id as number)) as Record<string, unknown>;
    expect(read.slogan).toBe('همیشه تازه');
  });

  it("names its options by the table's columns and the declaration, so a misspelt one fails typechecking", () => {
    // Each call below misspells one name; tsc fails when one of them stops being an error. The column
    // and filter checks also stop the server at start-up (run here), the others only typechecking.
    expect(() =>
      // @ts-expect-error: brands has no column 'nmae'
      declaredTableService(t.db, 'brands', brands, { alsoSearch: ['nmae'] }),
    ).toThrow('"nmae" has no column');
    expect(() =>
      // @ts-expect-error: brands has no column 'nmae'
      declaredTableService(t.db, 'brands', brands, { alsoFilter: ['nmae'] }),
    ).toThrow('"nmae" has no column');
    expect(() =>
      // @ts-expect-error: brands declares no filter 'state'
      declaredTableService(t.db, 'brands', brands, { ownFilters: ['state'] }),
    ).toThrow('"state" is not declared');
    const typedOnly = () => [
      // @ts-expect-error: brands declares no field 'slogan'
      declaredTableService(t.db, 'brands', brands, { notColumns: ['slogan'] }),
      // @ts-expect-error: brands has no column 'nmae'
      declaredTableService(t.db, 'brands', brands, { uniqueLabels: { nmae: 'نام' } }),
      // @ts-expect-error: a brand row has `name`, not `nmae`
      declaredTableService(t.db, 'brands', brands, { serialize: (row) => ({ title: row.nmae }) }),
      // Without `serialize` a row answers every column under its SQL name, typed from the table.
      async () =>
        (await declaredTableService(t.db, 'brands', brands).get(1))?.show_index satisfies boolean | undefined,
      // @ts-expect-error: the answer names the column by its SQL name, not the Drizzle property
      async () => (await declaredTableService(t.db, 'brands', brands).get(1))?.showIndex,
      declaredTableService(t.db, 'brands', brands, {
        alsoSearch: ['description'],
        notColumns: ['image'],
        uniqueLabels: { name: 'نام برند' },
        serialize: (row) => ({ title: row.name, shown: row.showIndex }),
      }),
    ];
    expect(typedOnly).toBeTypeOf('function');
  });
});
