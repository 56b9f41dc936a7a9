import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, categoryProduct } from '../src/db/schema/index.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp } from './support/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp();
  api = apiAs(
    t,
    (await t.adminWith(['read_category', 'write_category', 'modify_category', 'delete_category'])).headers,
  );
});
afterAll(async () => t?.close());

interface Node {
  id: number;
  title: string;
  level: number;
  children: Node[];
}

async function create(title: string, parentId: number | null = null, extra: Record<string, unknown> = {}) {
  const res = await api.post('/admin/categories', { title, parent_id: parentId, ...extra });
  if (res.status !== 201) throw new Error(`create ${title}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.category as { id: number; slug: string; level: number };
}

/** Every category's parent, priority and level, to prove a refused request changed nothing. */
const snapshot = () =>
  t.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      priority: categories.priority,
      level: categories.level,
    })
    .from(categories)
    .orderBy(asc(categories.id));

/** A chain of `depth` categories, each under the previous; returns their ids, root first. */
async function chain(prefix: string, depth: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= depth; i++) ids.push((await create(`${prefix} ${i}`, ids.at(-1) ?? null)).id);
  return ids;
}

/** The nested sort body of a chain: each id the only child of the one before. */
const nested = (ids: readonly number[]): { id: number; children: unknown[] }[] =>
  ids.length ? [{ id: ids[0] as number, children: nested(ids.slice(1)) }] : [];

/** A word per tree, so each test's titles, slugs and searches meet only its own rows. */
const TREE_TAGS = ['سبز', 'آبی', 'زرد', 'سرخ', 'سفید', 'سیاه', 'نارنجی', 'بنفش', 'طلایی', 'نقره‌ای'];
let trees = 0;

/** A tree of one test's own: clothing › men › shirts (special), and home beside clothing, all tagged. */
async function makeTree() {
  const tag = TREE_TAGS[trees++ % TREE_TAGS.length] as string;
  const clothing = (await create(`پوشاک ${tag}`)).id;
  const men = (await create(`مردانه ${tag}`, clothing)).id;
  const shirts = (await create(`پیراهن و تی‌شرت ${tag}`, men, { special: true })).id;
  const home = (await create(`خانه و آشپزخانه ${tag}`)).id;
  return { tag, clothing, men, shirts, home };
}

describe('categories: the tree', () => {
  it('creates three levels with Persian slugs, levels and SEO fields', async () => {
    const root = await create('پوشاك', null, { en_title: 'Clothing', meta_title: 'خرید پوشاک' });
    expect(root).toMatchObject({ slug: 'clothing', level: 1, title: 'پوشاک', meta_title: 'خرید پوشاک' });
    const menRow = await create('مردانه', root.id);
    expect(menRow).toMatchObject({ slug: 'مردانه', level: 2, parent_id: root.id });
    const shirtRow = await create('پیراهن و تی‌شرت', menRow.id, { special: true, show_in_home: 1 });
    expect(shirtRow).toMatchObject({ slug: 'پیراهن-و-تی-شرت', level: 3, special: true, show_in_home: true });
  });

  it('makes generated slugs unique and refuses a taken explicit one', async () => {
    const first = await create('بچگانه');
    const again = await create('بچگانه', first.id);
    expect(first.slug).toBe('بچگانه');
    expect(again.slug).toBe('بچگانه-2');
    const toys = await create('اسباب‌بازی', null, { en_title: 'Toys' });
    expect(toys.slug).toBe('toys');
    const taken = await api.post('/admin/categories', { title: 'x', slug: 'Toys' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual(['این نامک قبلا ثبت شده است.']);
  });

  it('returns the whole tree from the index, children nested in priority order', async () => {
    const { tag, clothing, men, shirts, home } = await makeTree();
    const women = (await create(`زنانه ${tag}`, clothing)).id;
    const res = await api.get('/admin/categories');
    expect(res.status).toBe(200);
    const tree = res.body.data.categories as Node[];
    // Other tests' roots are in the tree too: ours keep their order among them.
    expect(tree.map((node) => node.id).filter((id) => id === clothing || id === home)).toEqual([
      clothing,
      home,
    ]);
    const clothingNode = tree.find((node) => node.id === clothing) as Node;
    expect(clothingNode.children.map((node) => node.id)).toEqual([men, women]);
    expect(clothingNode.children[0]?.children.map((node) => node.id)).toEqual([shirts]);
    expect(clothingNode.children[0]?.children[0]).toMatchObject({ level: 3, children: [] });
  });

  it('answers a search with a flat, Persian-normalised list', async () => {
    const { tag, shirts } = await makeTree();
    const typed = `پيراهن و تي شرت ${tag}`.replaceAll('ی', 'ي').replaceAll('ک', 'ك');
    const res = await api.get(`/admin/categories?search=${encodeURIComponent(typed)}`);
    expect(res.body.data.categories.map((c: { id: number }) => c.id)).toEqual([shirts]);
    // Of the four rows the tag finds, only the special one.
    const all = await api.get(`/admin/categories?search=${encodeURIComponent(tag)}`);
    expect(all.body.data.categories).toHaveLength(4);
    const special = await api.get(`/admin/categories?special=1&search=${encodeURIComponent(tag)}`);
    expect(special.body.data.categories.map((c: { id: number }) => c.id)).toEqual([shirts]);
  });

  it('reads no created_at range in the flat list (Shopit ignores start_date / end_date there)', async () => {
    const { tag } = await makeTree();
    const res = await api.get(
      `/admin/categories?search=${encodeURIComponent(tag)}&start_date=1500/01/01&end_date=1500/01/02`,
    );
    expect(res.body.data.categories).toHaveLength(4);
  });

  it('shows a category with its path and the attributes, brands and specifications it offers', async () => {
    const { tag, clothing, men, shirts } = await makeTree();
    const brand = await apiAs(t, (await t.adminWith('super_admin')).headers).post('/admin/brands', {
      name: 'LC Waikiki',
    });
    const updated = await api.put(`/admin/categories/${shirts}`, { brand_ids: [brand.body.data.brand.id] });
    expect(updated.status).toBe(200);
    const shown = await api.get(`/admin/categories/${shirts}`);
    expect(shown.body.data.category).toMatchObject({
      path: [
        { id: clothing, title: `پوشاک ${tag}` },
        { id: men, title: `مردانه ${tag}` },
        { id: shirts, title: `پیراهن و تی‌شرت ${tag}` },
      ],
      brand_ids: [brand.body.data.brand.id],
      attribute_ids: [],
      children_count: 0,
    });
    const unknown = await api.put(`/admin/categories/${shirts}`, { attribute_ids: [999999] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.attribute_ids).toEqual(['ویژگی‌ها با شناسه ۹۹۹۹۹۹ وجود ندارد.']);
  });

  it('moves a subtree and updates the levels under it', async () => {
    const { men, shirts, home } = await makeTree();
    const moved = await api.put(`/admin/categories/${men}`, { parent_id: home });
    expect(moved.body.data.category).toMatchObject({ parent_id: home, level: 2 });
    const [shirt] = (await snapshot()).filter((row) => row.id === shirts);
    expect(shirt?.level).toBe(3);
    const root = await api.put(`/admin/categories/${men}`, { parent_id: null });
    expect(root.body.data.category.level).toBe(1);
    expect((await snapshot()).find((row) => row.id === shirts)?.level).toBe(2);
  });

  it('refuses a parent that is the category itself or under it, or unknown', async () => {
    const { clothing, men, shirts } = await makeTree();
    const before = await snapshot();
    const self = await api.put(`/admin/categories/${men}`, { parent_id: men });
    expect(self.status).toBe(422);
    expect(self.body.errors.parent_id).toEqual(['دسته‌بندی نمی‌تواند زیرمجموعه خودش یا زیردسته‌هایش باشد.']);
    const below = await api.put(`/admin/categories/${clothing}`, { parent_id: shirts });
    expect(below.status).toBe(422);
    const unknown = await api.put(`/admin/categories/${men}`, { parent_id: 987654 });
    expect(unknown.body.errors.parent_id).toEqual(['دسته‌بندی والد با شناسه ۹۸۷۶۵۴ وجود ندارد.']);
    expect(await snapshot()).toEqual(before);
  });

  it('allows ten levels and refuses an eleventh, on create and on move', async () => {
    const ids = await chain('عمق', 10);
    expect((await snapshot()).find((row) => row.id === ids[9])?.level).toBe(10);
    const eleventh = await api.post('/admin/categories', { title: 'عمق ۱۱', parent_id: ids[9] });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.message).toBe('درخت دسته‌بندی‌ها حداکثر ۱۰ سطح دارد.');
    // Moving a two-level subtree under level 9 would put its child at level 11.
    const pair = await chain('جفت', 2);
    const move = await api.put(`/admin/categories/${pair[0]}`, { parent_id: ids[8] });
    expect(move.status).toBe(422);
    expect(move.body.code).toBe('category_tree_too_deep');
  });

  it('validates in Persian', async () => {
    const res = await api.post('/admin/categories', { title: '', status: 'maybe', image: 'file.png' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      title: ['عنوان الزامی است.'],
      status: ['مقدار وضعیت معتبر نیست.'],
      image: [
        'تصویر باید نشانی تصویری باشد که در همین فروشگاه بارگذاری شده (/api/media/…) یا نشانی https از میزبانی مجاز.',
      ],
    });
  });

  it('refuses to delete a category with children or products, and deletes a leaf', async () => {
    const { men, shirts } = await makeTree();
    const withChildren = await api.del(`/admin/categories/${men}`);
    expect(withChildren.status).toBe(422);
    expect(withChildren.body.message).toContain('زیردسته دارد');
    const product = await insertProduct(t, 'پیراهن مردانه');
    await t.db.insert(categoryProduct).values({ productId: product.id, categoryId: shirts });
    const withProducts = await api.del(`/admin/categories/${shirts}`);
    expect(withProducts.body.message).toBe('این دسته‌بندی ۱ محصول دارد و حذف نمی‌شود.');
    const leaf = await create('برگ');
    expect((await api.del(`/admin/categories/${leaf.id}`)).status).toBe(200);
    expect((await api.get(`/admin/categories/${leaf.id}`)).status).toBe(404);
  });
});

describe('categories: the drag-and-drop sort', () => {
  let a: number;
  let b: number;
  let c: number;

  beforeAll(async () => {
    a = (await create('مرتب الف')).id;
    b = (await create('مرتب ب')).id;
    c = (await create('مرتب ج')).id;
  });

  it('applies a nested order: parents, priorities and levels, at Shopit’s path and the plural one', async () => {
    const res = await api.post('/admin/category/sort', {
      categories: [{ id: c, children: [{ id: a }, { id: b, children: [] }] }],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('ترتیب دسته‌بندی‌ها ذخیره شد');
    const rows = await snapshot();
    expect(rows.find((row) => row.id === c)).toMatchObject({ parentId: null, priority: 0, level: 1 });
    expect(rows.find((row) => row.id === a)).toMatchObject({ parentId: c, priority: 0, level: 2 });
    expect(rows.find((row) => row.id === b)).toMatchObject({ parentId: c, priority: 1, level: 2 });
    const plural = await api.post('/admin/categories/sort', {
      categories: [{ id: b }, { id: c, children: [{ id: a }] }],
    });
    expect(plural.status).toBe(200);
    const after = await snapshot();
    expect(after.find((row) => row.id === b)).toMatchObject({ parentId: null, priority: 0, level: 1 });
  });

  it('accepts a tree exactly ten levels deep', async () => {
    const ids = await chain('مرتب عمق', 10);
    const res = await api.post('/admin/category/sort', { categories: nested([...ids].reverse()) });
    expect(res.status).toBe(200);
    const rows = await snapshot();
    expect(rows.find((row) => row.id === ids[0])?.level).toBe(10);
    expect(rows.find((row) => row.id === ids[9])?.level).toBe(1);
  });

  it('refuses eleven levels, and writes nothing', async () => {
    const ids = await chain('یازده', 11 - 1);
    const before = await snapshot();
    const res = await api.post('/admin/category/sort', { categories: nested([...ids, a]) });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      code: 'category_tree_too_deep',
      message: 'درخت دسته‌بندی‌ها حداکثر ۱۰ سطح دارد.',
      errors: { categories: ['درخت دسته‌بندی‌ها حداکثر ۱۰ سطح دارد.'] },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('counts the depth of categories the body leaves out under a moved one', async () => {
    const deep = await chain('زیر', 3);
    const top = await chain('بالا', 8);
    const before = await snapshot();
    // deep[0] goes to level 9, so its untouched grandchild deep[2] would land on level 11.
    const res = await api.post('/admin/category/sort', { categories: nested([...top, deep[0] as number]) });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('category_tree_too_deep');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a cycle, a duplicate, an unknown id and a malformed node, writing nothing', async () => {
    const before = await snapshot();
    const cycle = await api.post('/admin/category/sort', {
      categories: [{ id: a, children: [{ id: b, children: [{ id: a }] }] }],
    });
    expect(cycle.status).toBe(422);
    expect(cycle.body.code).toBe('category_tree_cycle');
    expect(cycle.body.message).toContain('زیرمجموعه خودش');
    const duplicate = await api.post('/admin/category/sort', {
      categories: [{ id: a }, { id: c, children: [{ id: a }] }],
    });
    expect(duplicate.body.code).toBe('duplicate_category');
    const unknown = await api.post('/admin/category/sort', { categories: [{ id: a }, { id: 424242 }] });
    expect(unknown.body.message).toBe('دسته‌بندی با شناسه ۴۲۴۲۴۲ وجود ندارد.');
    const malformed = await api.post('/admin/category/sort', { categories: [{ id: a, children: 'x' }] });
    expect(malformed.body.code).toBe('invalid_tree');
    const missing = await api.post('/admin/category/sort', {});
    expect(missing.status).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('needs modify_category', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_category', 'write_category'])).headers);
    const res = await reader.post('/admin/category/sort', { categories: [{ id: a }] });
    expect(res.status).toBe(403);
  });
});
