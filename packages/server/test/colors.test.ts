import { PRESET_COLORS } from '@shop-admin/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colors } from '../src/db/schema/index.ts';
import { apiAs } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t, (await t.adminWith(['read_color', 'write_color', 'modify_color', 'delete_color'])).headers);
});
afterAll(async () => t?.close());

describe('colours', () => {
  it('stores the 16 presets with their hex codes', async () => {
    for (const preset of PRESET_COLORS) {
      const res = await api.post('/admin/colors', { name: preset.name, code: preset.hex });
      expect(res.status, preset.name).toBe(201);
      expect(res.body.data.color).toMatchObject({ name: preset.name, code: preset.hex, status: true });
    }
    const all = await api.get('/admin/colors?all=1');
    expect(all.body.data.colors).toHaveLength(16);
  });

  it('normalises codes with core parseColor: case, short forms and a full alpha', async () => {
    const short = await api.post('/admin/colors', { name: 'طلایی', code: ' #FC0 ' });
    expect(short.body.data.color.code).toBe('#ffcc00');
    const opaque = await api.post('/admin/colors', { name: 'لیمویی', code: '#C0FF00FF' });
    expect(opaque.body.data.color.code).toBe('#c0ff00');
  });

  it('keeps an alpha below 1 as #rrggbbaa and accepts #rgba', async () => {
    const glass = await api.post('/admin/colors', { name: 'شیشه‌ای', code: '#00000080' });
    expect(glass.body.data.color.code).toBe('#00000080');
    const mist = await api.post('/admin/colors', { name: 'مه', code: '#abc8' });
    expect(mist.body.data.color.code).toBe('#aabbcc88');
  });

  it('refuses invalid hex codes in Persian and writes nothing', async () => {
    const before = (await t.db.select().from(colors)).length;
    for (const code of ['red', '#12', '#12345', '#gggggg', '123456', '#1234567', 'rgb(0,0,0)']) {
      const res = await api.post('/admin/colors', { name: `رنگ ${code}`, code });
      expect(res.status, code).toBe(422);
      expect(res.body.errors.code, code).toEqual(['قالب کد رنگ درست نیست.']);
    }
    const missing = await api.post('/admin/colors', { name: 'بی‌کد' });
    expect(missing.body.errors.code).toEqual(['کد رنگ الزامی است.']);
    expect((await t.db.select().from(colors)).length).toBe(before);
  });

  it('keeps name and code unique, the code compared after normalising', async () => {
    const sameCode = await api.post('/admin/colors', { name: 'مشکی', code: '#000' });
    expect(sameCode.status).toBe(422);
    expect(sameCode.body.errors.code).toEqual(['این کد رنگ قبلا ثبت شده است.']);
    const sameName = await api.post('/admin/colors', { name: 'سياه', code: '#010101' });
    expect(sameName.body.errors.name).toEqual(['این نام رنگ قبلا ثبت شده است.']);
  });

  it('filters the list by q (Persian-normalised, or by code) and by status', async () => {
    const blue = await api.get(`/admin/colors?q=${encodeURIComponent('آبي')}`);
    expect(blue.body.data.colors.data.map((c: { name: string }) => c.name).sort()).toEqual(
      ['آبی', 'سبزآبی'].sort(),
    );
    const byCode = await api.get('/admin/colors?q=%23DC2626');
    expect(byCode.body.data.colors.data.map((c: { name: string }) => c.name)).toEqual(['قرمز']);
    const zwnj = await api.get(`/admin/colors?q=${encodeURIComponent('فیروزه ای')}`);
    expect(zwnj.body.data.colors.total).toBe(1);
    const green = (await api.get(`/admin/colors?q=${encodeURIComponent('سبز')}&sort_by=name`)).body.data
      .colors;
    expect(green.data.map((c: { name: string }) => c.name)).toEqual(['سبز', 'سبزآبی']);
    const inactive = await api.get('/admin/colors?status=0');
    expect(inactive.body.data.colors.total).toBe(0);
  });

  it('updates, deactivates and deletes a colour', async () => {
    const { body } = await api.post('/admin/colors', { name: 'موقت', code: '#123456' });
    const id = body.data.color.id;
    const updated = await api.put(`/admin/colors/${id}`, { code: '#654321', status: false });
    expect(updated.body.data.color).toMatchObject({ name: 'موقت', code: '#654321', status: false });
    const inactive = await api.get('/admin/colors?status=0');
    expect(inactive.body.data.colors.data.map((c: { id: number }) => c.id)).toEqual([id]);
    const badUpdate = await api.put(`/admin/colors/${id}`, { code: '#zzzzzz' });
    expect(badUpdate.status).toBe(422);
    expect((await api.del(`/admin/colors/${id}`)).status).toBe(200);
    expect((await api.get(`/admin/colors/${id}`)).status).toBe(404);
  });

  it('refuses staff without write_color', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_color'])).headers);
    expect((await reader.post('/admin/colors', { name: 'x', code: '#fff' })).status).toBe(403);
  });
});
