import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sizeCharts, sizeChartTypeValues } from '../src/db/schema/index.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (await t.adminWith(['read_size_chart', 'write_size_chart', 'modify_size_chart', 'delete_size_chart']))
      .headers,
  );
});
afterAll(async () => t?.close());

const shirtChart = [
  ['سایز', 'دور سینه', 'قد'],
  ['M', '۹۸', 72],
  ['L', '104', '74'],
];

/** A size chart type of one test's own, under the given (unique) name. */
async function makeType(name: string, values = ['دور سینه', 'قد', 'آستین']) {
  const res = await api.post('/admin/size_chart_types', { name, values });
  expect(res.status).toBe(201);
  return res.body.data.size_chart_type as { id: number; name: string };
}

describe('size chart types', () => {
  it('creates a type with its value names and replaces them on update, keeping ids of kept names', async () => {
    const res = await api.post('/admin/size_chart_types', {
      name: 'پيراهن مردانه',
      values: ['دور سينه', 'قد', 'سرشانه'],
    });
    expect(res.status).toBe(201);
    const type = res.body.data.size_chart_type;
    const typeId = type.id;
    expect(type.name).toBe('پیراهن مردانه');
    expect(type.values.map((v: { name: string }) => v.name)).toEqual(['دور سینه', 'قد', 'سرشانه']);
    const chest = type.values[0].id;
    const updated = await api.put(`/admin/size_chart_types/${typeId}`, {
      values: ['قد', 'دور سینه', 'آستین'],
    });
    const values = updated.body.data.size_chart_type.values;
    expect(values.map((v: { name: string }) => v.name)).toEqual(['قد', 'دور سینه', 'آستین']);
    expect(values.find((v: { name: string }) => v.name === 'دور سینه').id).toBe(chest);
    const stored = await t.db
      .select()
      .from(sizeChartTypeValues)
      .where(eq(sizeChartTypeValues.typeId, typeId));
    expect(stored.map((row) => row.name).sort()).toEqual(['آستین', 'دور سینه', 'قد'].sort());
  });

  it('refuses repeated or empty values and a taken name', async () => {
    const { id: typeId } = await makeType('پیراهن زنانه');
    const dup = await api.put(`/admin/size_chart_types/${typeId}`, { values: ['قد', 'قد', ' '] });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.values).toEqual(['مقدار خالی پذیرفته نیست.', 'مقدار «قد» تکراری است.']);
    const taken = await api.post('/admin/size_chart_types', { name: 'پیراهن زنانه' });
    expect(taken.body.errors.name).toEqual(['این نام نوع جدول سایز قبلا ثبت شده است.']);
    const list = await api.get(`/admin/size_chart_types?search=${encodeURIComponent('پيراهن زنانه')}`);
    expect(list.body.data.size_chart_types.data).toHaveLength(1);
    expect(list.body.data.size_chart_types.data[0].values).toHaveLength(3);
  });

  it('size charts: create, read, list by type and search, update, delete', async () => {
    const { id: typeId } = await makeType('پیراهن بچگانه');
    const created = await api.post('/admin/size_chart', {
      title: 'جدول سايز پيراهن',
      type_id: typeId,
      chart: shirtChart,
    });
    expect(created.status).toBe(201);
    const chart = created.body.data.sizeChart;
    expect(chart).toMatchObject({ title: 'جدول سایز پیراهن', type_id: typeId, type_name: 'پیراهن بچگانه' });
    // Cells are text: numbers become text, Persian digits are kept as typed.
    expect(chart.chart).toEqual([
      ['سایز', 'دور سینه', 'قد'],
      ['M', '۹۸', '72'],
      ['L', '104', '74'],
    ]);
    await api.post('/admin/size_chart', {
      title: 'شلوار جین',
      chart: [
        ['سایز', 'دور کمر'],
        ['32', '82'],
      ],
    });
    const byType = await api.get(`/admin/size_chart?type_id=${typeId}`);
    expect(byType.body.data.sizeCharts.data.map((c: { title: string }) => c.title)).toEqual([
      'جدول سایز پیراهن',
    ]);
    const search = await api.get(`/admin/size_chart?search=${encodeURIComponent('جين')}`);
    expect(search.body.data.sizeCharts.data.map((c: { title: string }) => c.title)).toEqual(['شلوار جین']);
    expect((await api.get('/admin/size_chart?type_id=abc')).status).toBe(422);
    const updated = await api.put(`/admin/size_chart/${chart.id}`, { chart: [['سایز'], ['S'], ['M']] });
    expect(updated.body.data.sizeChart.chart).toEqual([['سایز'], ['S'], ['M']]);
    expect((await api.get(`/admin/size_chart/${chart.id}`)).body.data.sizeChart.title).toBe(
      'جدول سایز پیراهن',
    );
    expect((await api.del(`/admin/size_chart/${chart.id}`)).status).toBe(200);
    expect((await api.get(`/admin/size_chart/${chart.id}`)).status).toBe(404);
  });

  it('refuses ragged, empty, non-string and oversized tables, an unknown type and a taken title', async () => {
    const own = await api.post('/admin/size_chart', { title: 'کت کتان', chart: [['سایز'], ['L']] });
    expect(own.status).toBe(201);
    const before = (await t.db.select().from(sizeCharts)).length;
    const ragged = await api.post('/admin/size_chart', { title: 'ناقص', chart: [['a', 'b'], ['1']] });
    expect(ragged.status).toBe(422);
    expect(ragged.body.errors.chart).toEqual(['سطر ۲ جدول ۱ خانه دارد؛ باید ۲ خانه باشد.']);
    const empty = await api.post('/admin/size_chart', { title: 'خالی', chart: [[]] });
    expect(empty.body.errors.chart).toEqual(['جدول باید دست‌کم یک سطر و یک ستون داشته باشد.']);
    const missing = await api.post('/admin/size_chart', { title: 'بی‌جدول', chart: [] });
    expect(missing.body.errors.chart).toEqual(['جدول الزامی است.']);
    const objects = await api.post('/admin/size_chart', { title: 'شیء', chart: [[{ a: 1 }]] });
    expect(objects.body.errors.chart).toEqual(['مقدار جدول معتبر نیست.']);
    const header = await api.post('/admin/size_chart', {
      title: 'سرستون',
      chart: [
        ['', 'b'],
        ['1', '2'],
      ],
    });
    expect(header.body.errors.chart).toEqual(['همه سرستون‌های جدول (سطر اول) باید نام داشته باشند.']);
    const tall = await api.post('/admin/size_chart', {
      title: 'بلند',
      chart: Array.from({ length: 51 }, () => ['x']),
    });
    expect(tall.status).toBe(422);
    const unknownType = await api.post('/admin/size_chart', { title: 'نوع', type_id: 99999, chart: [['a']] });
    expect(unknownType.body.errors.type_id).toEqual(['نوع جدول سایز با شناسه ۹۹۹۹۹ وجود ندارد.']);
    const taken = await api.post('/admin/size_chart', { title: 'كت كتان', chart: [['a']] });
    expect(taken.body.errors.title).toEqual(['این عنوان جدول سایز قبلا ثبت شده است.']);
    expect((await t.db.select().from(sizeCharts)).length).toBe(before);
  });

  it('refuses staff without the size_chart permissions', async () => {
    const { id: typeId } = await makeType('کت مردانه');
    const other = apiAs(t, (await t.adminWith(['read_size_chart'])).headers);
    expect((await other.post('/admin/size_chart', { title: 'x', chart: [['a']] })).status).toBe(403);
    expect((await other.del(`/admin/size_chart_types/${typeId}`)).status).toBe(403);
    expect((await api.del(`/admin/size_chart_types/${typeId}`)).status).toBe(200);
    expect((await api.get(`/admin/size_chart_types/${typeId}`)).status).toBe(404);
  });
});
