import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products, units } from '../src/db/schema/index.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t, (await t.adminWith(['read_unit', 'write_unit', 'modify_unit', 'delete_unit'])).headers);
});
afterAll(async () => t?.close());
// Each test starts from no units (products keep theirs as null) and adds the ones it needs.
beforeEach(async () => {
  await t.db.delete(units);
});

/** Kilogram (0.1) and metre (0.01), active, and the inactive piece (1), as the first test creates them. */
async function insertUnits() {
  await t.db.insert(units).values([
    { name: 'کیلوگرم', symbol: 'kg', precision: 0.1 },
    { name: 'متر', precision: 0.01 },
    { name: 'عدد', precision: 1, status: false },
  ]);
}

describe('units', () => {
  it('creates units with precision 1, 0.1 and 0.01 (any digit script) and reads them back as numbers', async () => {
    const kg = await api.post('/admin/units', { name: 'كيلوگرم', symbol: 'kg', precision: '۰.۱' });
    expect(kg.status).toBe(201);
    expect(kg.body.data.unit).toMatchObject({ name: 'کیلوگرم', symbol: 'kg', precision: 0.1, status: true });
    const meter = await api.post('/admin/units', { name: 'متر', precision: 0.01 });
    expect(meter.body.data.unit.precision).toBe(0.01);
    const piece = await api.post('/admin/units', { name: 'عدد', precision: 1, status: 0 });
    expect(piece.body.data.unit).toMatchObject({ precision: 1, status: false });
    const shown = await api.get(`/admin/units/${kg.body.data.unit.id}`);
    expect(shown.body.data.unit).toMatchObject({ name: 'کیلوگرم', precision: 0.1 });
  });

  it('refuses any other precision, a missing name and a taken name in Persian', async () => {
    await insertUnits();
    const bad = await api.post('/admin/units', { name: '', precision: 0.5 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ['نام واحد الزامی است.'],
      precision: ['مقدار انتخاب‌شده برای دقت معتبر نیست.'],
    });
    const taken = await api.post('/admin/units', { name: 'متر', precision: 1 });
    expect(taken.body.errors.name).toEqual(['این نام واحد قبلا ثبت شده است.']);
    expect((await t.db.select().from(units)).length).toBe(3);
  });

  it('lists with status filter, search (Arabic letters, symbol) and sort', async () => {
    const names = async (query: string) =>
      (await api.get(`/admin/units?${query}`)).body.data.units.data.map(
        (unit: { name: string }) => unit.name,
      );
    // Litre first: then neither id order is the name order, whatever the database's collation.
    await t.db.insert(units).values({ name: 'لیتر', precision: 0.1 });
    await insertUnits();
    const ascending = await names('status=1&sort_by=name');
    // The database's own order of names (its collation), which is not the order they were added in.
    const byName = await t.db
      .select({ name: units.name })
      .from(units)
      .where(eq(units.status, true))
      .orderBy(asc(units.name));
    expect(ascending).toEqual(byName.map((unit) => unit.name));
    expect(ascending).not.toEqual(['لیتر', 'کیلوگرم', 'متر']);
    expect(ascending).not.toEqual(['متر', 'کیلوگرم', 'لیتر']);
    expect(await names('status=1&sort_by=name&sort_desc=1')).toEqual([...ascending].reverse());
    expect(await names('status=0')).toEqual(['عدد']);
    const bySymbol = await api.get('/admin/units?search=KG');
    expect(bySymbol.body.data.units.data.map((unit: { name: string }) => unit.name)).toEqual(['کیلوگرم']);
    const arabic = await api.get(`/admin/units?search=${encodeURIComponent('كيلو')}`);
    expect(arabic.body.data.units.total).toBe(1);
  });

  it('updates the precision and refuses deleting a unit products use', async () => {
    await insertUnits();
    const [meter] = await t.db.select().from(units).where(eq(units.name, 'متر'));
    const updated = await api.put(`/admin/units/${meter?.id}`, { precision: 1 });
    expect(updated.body.data.unit).toMatchObject({ name: 'متر', precision: 1 });
    const product = await insertProduct(t, 'پارچه');
    await t.db.update(products).set({ unitId: meter?.id }).where(eq(products.id, product.id));
    const refused = await api.del(`/admin/units/${meter?.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('حذف نمی‌شود');
    const [piece] = await t.db.select().from(units).where(eq(units.name, 'عدد'));
    expect((await api.del(`/admin/units/${piece?.id}`)).status).toBe(200);
  });

  it('refuses staff without modify_unit', async () => {
    await insertUnits();
    const reader = apiAs(t, (await t.adminWith(['read_unit', 'write_unit'])).headers);
    const [kg] = await t.db.select().from(units).where(eq(units.symbol, 'kg'));
    expect((await reader.put(`/admin/units/${kg?.id}`, { precision: 1 })).status).toBe(403);
    expect((await reader.del(`/admin/units/${kg?.id}`)).status).toBe(403);
  });
});
