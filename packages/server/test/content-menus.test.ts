import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, menuItems } from '../src/db/schema/index.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { catalogueReferenceStep } from '../src/seed/demo-catalogue-reference.ts';
import { contentMarketingStep } from '../src/seed/demo-content-marketing.ts';
import { contentPostsStep } from '../src/seed/demo-content-posts.ts';
import { staffStep } from '../src/seed/demo-staff.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(t, (await t.adminWith(['read_menu', 'write_menu', 'modify_menu', 'delete_menu'])).headers);
});
afterAll(async () => t?.close());

const audits = (entity: string, action: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.entity, entity), eq(auditLogs.action, action)))
    .orderBy(asc(auditLogs.id));

interface Node {
  id: number;
  title: string;
  children: Node[];
}

async function create(title: string, extra: Record<string, unknown> = {}) {
  const res = await api.post('/admin/menu_items', { title, group: 'header', ...extra });
  if (res.status !== 201) throw new Error(`create ${title}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.menu_item as { id: number; parent_id: number | null; order: number };
}

const snapshot = () =>
  t.db
    .select({ id: menuItems.id, parentId: menuItems.parentId, order: menuItems.order })
    .from(menuItems)
    .orderBy(asc(menuItems.id));

const shape = (nodes: Node[]): unknown[] =>
  nodes.map((node) => (node.children.length ? { [node.title]: shape(node.children) } : node.title));

describe('menus', () => {
  it('lists the groups with Persian labels and the linkable types', async () => {
    const groups = await api.get('/admin/menu_items/groups');
    expect(groups.body.data.groups).toContainEqual({ id: 'header', title: 'منوی هدر' });
    expect(groups.body.data.group_labels.footer).toBe('منوی فوتر');
    const create = await api.get('/admin/menu_items/create');
    const types = create.body.data.linkable_types.map((entry: { type: string }) => entry.type);
    expect(types).toEqual(expect.arrayContaining(['post', 'category', 'product', 'flash', 'page']));
  });

  it('creates nested items, linked to a record or a typed link, and returns the group tree', async () => {
    const product = await insertProduct(t, 'كفش ورزشي نايك');
    const shop = await create('فروشگاه', { link: '/shop' });
    const shoes = await create('کفش', {
      parent_id: shop.id,
      linkable_type: 'product',
      linkable_id: product.id,
    });
    await create('درباره ما', { linkable_type: 'index_about_us', new_tab: true });
    expect(shoes).toMatchObject({ parent_id: shop.id, order: 0 });
    const tree = await api.get('/admin/menu_items?group=header');
    expect(shape(tree.body.data.menu_items)).toEqual([{ فروشگاه: ['کفش'] }, 'درباره ما']);
    const alias = await api.get('/admin/menu_items/groups/header');
    expect(alias.body.data.menu_items).toEqual(tree.body.data.menu_items);
    expect((await api.get('/admin/menu_items/groups/sidebar')).status).toBe(404);
    const flat = await api.get(`/admin/menu_items?search=${encodeURIComponent('فروشگاه')}`);
    expect(flat.body.data.menu_items).toMatchObject({ total: 1, current_page: 1 });
    expect(flat.body.data.menu_items.data[0]).toMatchObject({ title: 'فروشگاه', group_label: 'منوی هدر' });

    const linkables = await api.get(
      `/admin/menu_items/linkables?type=product&search=${encodeURIComponent('کفش')}`,
    );
    expect(linkables.body.data.linkables).toEqual([{ id: product.id, title: 'كفش ورزشي نايك' }]);
    const pages = await api.get('/admin/menu_items/linkables?type=page');
    expect(pages.status).toBe(200);
    expect((await api.get('/admin/menu_items/linkables?type=nope')).status).toBe(422);
  });

  it('refuses bad input in Persian and writes nothing', async () => {
    const before = await snapshot();
    const missing = await api.post('/admin/menu_items', {});
    expect(Object.keys(missing.body.errors).sort()).toEqual(['group', 'title']);
    const both = await api.post('/admin/menu_items', {
      title: 'x',
      group: 'header',
      link: '/a',
      linkable_type: 'page',
      linkable_id: 1,
    });
    expect(both.body.errors.link).toEqual(['یا پیوند را بنویسید یا یک مورد پیوندی انتخاب کنید، نه هر دو.']);
    const unknown = await api.post('/admin/menu_items', {
      title: 'x',
      group: 'header',
      linkable_type: 'product',
      linkable_id: 999999,
    });
    expect(unknown.body.errors.linkable_id).toEqual(['محصول با شناسه ۹۹۹۹۹۹ وجود ندارد.']);
    const noId = await api.post('/admin/menu_items', {
      title: 'x',
      group: 'header',
      linkable_type: 'category',
    });
    expect(noId.body.errors.linkable_id).toEqual(['شناسه دسته‌بندی محصولات را وارد کنید.']);
    const badLink = await api.post('/admin/menu_items', {
      title: 'x',
      group: 'header',
      link: 'javascript:alert(1)',
    });
    expect(badLink.status).toBe(422);
    expect(badLink.body.errors.link).toBeDefined();
    const footer = await create('فوتر', { group: 'footer' });
    const crossGroup = await api.post('/admin/menu_items', {
      title: 'x',
      group: 'header',
      parent_id: footer.id,
    });
    expect(crossGroup.body.errors.parent_id).toEqual(['آیتم والد باید در همین گروه منو باشد.']);
    await api.del(`/admin/menu_items/${footer.id}`);
    expect(await snapshot()).toEqual(before);
  });

  it('applies a drag-and-drop tree, refusing depth 11, cycles, duplicates and other groups with nothing written', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 11; i++) ids.push((await create(`سطح ${i}`)).id);
    const chain = (list: number[]): { id: number; children: unknown[] }[] => {
      const [first, ...rest] = list;
      return first === undefined ? [] : [{ id: first, children: chain(rest) }];
    };
    const before = await snapshot();
    const deep = await api.post('/admin/menu_items/sort', { group: 'header', menu_items: chain(ids) });
    expect(deep.status).toBe(422);
    expect(deep.body.errors.menu_items).toEqual(['منو حداکثر ۱۰ سطح دارد.']);
    expect(await snapshot()).toEqual(before);

    const first = ids[0] as number;
    const second = ids[1] as number;
    const twice = await api.post('/admin/menu_items/sort', {
      group: 'header',
      menu_items: [{ id: first, children: [{ id: second }] }, { id: second }],
    });
    expect(twice.body.errors.menu_items[0]).toContain('بیش از یک بار');
    const cycle = await api.post('/admin/menu_items/sort', {
      group: 'header',
      menu_items: [{ id: first, children: [{ id: first }] }],
    });
    expect(cycle.body.errors.menu_items[0]).toContain('زیرمنوی خودش');
    const footer = await create('پیوندها', { group: 'footer' });
    const otherGroup = await api.post('/admin/menu_items/sort', {
      group: 'header',
      menu_items: [{ id: footer.id }],
    });
    expect(otherGroup.body.errors.menu_items[0]).toContain('در این گروه وجود ندارد');
    const noGroup = await api.post('/admin/menu_items/sort', { menu_items: [] });
    expect(noGroup.body.errors.group).toBeDefined();
    expect(await snapshot()).toEqual([...before, expect.objectContaining({ id: footer.id })]);

    // Exactly ten levels pass; the eleventh item stays a root, listed first.
    const ten = chain(ids.slice(0, 10));
    const last = ids[10] as number;
    const ok = await api.post('/admin/menu_items/sort', {
      group: 'header',
      menu_items: [{ id: last }, ...ten],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.changed).toBeGreaterThan(0);
    const [sortLog] = await audits('menu_items', 'sort');
    expect(sortLog).toMatchObject({ entityId: 'header', adminId: expect.any(Number) });
    expect(sortLog?.after).toContainEqual(expect.objectContaining({ id: last, parent_id: null, order: 0 }));
    expect(await audits('menu_items', 'create')).toHaveLength(ids.length + 5);
    const rows = new Map((await snapshot()).map((row) => [row.id, row]));
    expect(rows.get(last)).toMatchObject({ parentId: null, order: 0 });
    expect(rows.get(ids[9] as number)).toMatchObject({ parentId: ids[8] });
    // A single item placed under the tenth level would be the eleventh.
    const deeper = await api.post('/admin/menu_items', { title: 'عمیق', group: 'header', parent_id: ids[9] });
    expect(deeper.body.errors.parent_id).toEqual(['منو حداکثر ۱۰ سطح دارد.']);
    const move = await api.put(`/admin/menu_items/${first}`, { parent_id: last });
    expect(move.body.errors.parent_id).toEqual(['منو حداکثر ۱۰ سطح دارد.']);
    const intoOwn = await api.put(`/admin/menu_items/${first}`, { parent_id: second });
    expect(intoOwn.body.errors.parent_id).toEqual(['آیتم منو نمی‌تواند زیرمنوی خودش یا زیرمنوهایش باشد.']);
  });

  it('updates an item, refuses deleting one with children, deletes a leaf', async () => {
    const parent = await create('والد');
    const child = await create('فرزند', { parent_id: parent.id });
    const updated = await api.put(`/admin/menu_items/${child.id}`, {
      title: 'فرزند تازه',
      status: false,
      icon: '/api/media/content/menus/0123456789abcdef0123456789abcdef.webp',
    });
    expect(updated.body.data.menu_item).toMatchObject({
      title: 'فرزند تازه',
      status: false,
      icon: '/api/media/content/menus/0123456789abcdef0123456789abcdef.webp',
    });
    const refused = await api.del(`/admin/menu_items/${parent.id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('این آیتم ۱ زیرمنو دارد؛ ابتدا آن‌ها را جابه‌جا یا حذف کنید.');
    expect((await api.del(`/admin/menu_items/${child.id}`)).status).toBe(200);
    expect((await api.del(`/admin/menu_items/${parent.id}`)).status).toBe(200);
    expect((await api.get(`/admin/menu_items/${parent.id}`)).status).toBe(404);
  });

  it('refuses staff without the menu permissions', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_menu'])).headers);
    expect((await reader.get('/admin/menu_items/groups')).status).toBe(200);
    expect((await reader.post('/admin/menu_items', { title: 'x', group: 'header' })).status).toBe(403);
    expect((await reader.post('/admin/menu_items/sort', { group: 'header', menu_items: [] })).status).toBe(
      403,
    );
    const nobody = apiAs(t, (await t.adminWith([])).headers);
    expect((await nobody.get('/admin/menu_items?group=header')).status).toBe(403);
  });
});

describe('demo content', () => {
  it('seeds nested header and footer menus, weighted banners, newsletters, subscribers and a feed', async () => {
    const demo = await createTestApp();
    try {
      const steps = [staffStep, catalogueReferenceStep, contentPostsStep, contentMarketingStep];
      const result = await seedDemo(demo.db, { now: new Date('2025-11-22T08:00:00.000Z'), steps });
      expect(result.counts['content-marketing']).toBeGreaterThan(40);
      const root = apiAs(demo, (await demo.adminWith('super_admin')).headers);
      const header = (await root.get('/admin/menu_items?group=header')).body.data.menu_items as Node[];
      expect(header.map((node) => node.title)).toContain('دسته‌بندی محصولات');
      expect(header.some((node) => node.children.some((child) => child.children.length > 0))).toBe(true);
      const footer = (await root.get('/admin/menu_items?group=footer')).body.data.menu_items as Node[];
      expect(footer.every((node) => node.children.length > 0)).toBe(true);
      const positions = (await root.get('/admin/positions')).body.data.positions.data;
      expect(positions.map((p: { advertisements_count: number }) => p.advertisements_count)).toEqual([
        1, 3, 2,
      ]);
      const home = (await root.get(`/admin/positions/${positions[2].id}`)).body.data.position;
      expect(
        home.advertisements.reduce((sum: number, b: { possibility: number }) => sum + b.possibility, 0),
      ).toBe(100);
      const newsletters = (await root.get('/admin/newsletters')).body.data.newsletters;
      expect(newsletters.data.map((n: { status: string }) => n.status).sort()).toEqual([
        'pending',
        'success',
        'success',
        'success',
      ]);
      expect((await root.get('/admin/newsletters/users')).body.data.userNewsletters.total).toBeGreaterThan(
        30,
      );
      expect((await root.get('/admin/instagram')).body.data.instagram).toHaveLength(6);
      expect((await root.get('/admin/htaccess')).body.data.htaccess.content).toContain('RewriteEngine On');
    } finally {
      await demo.close();
    }
  });
});
