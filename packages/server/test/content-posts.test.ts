import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLogs,
  faqs,
  pages,
  postComments,
  postProducts,
  posts,
  sliders,
} from '../src/db/schema/index.ts';
import { seedBase } from '../src/seed/base.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { contentPostsStep } from '../src/seed/demo-content-posts.ts';
import { staffStep } from '../src/seed/demo-staff.ts';
import { LARAVEL_PAGINATOR_KEYS } from './support/laravel.ts';
import { apiAs, insertProduct } from './support/reference-api.ts';
import { createTestApp, createTestDatabase } from './support/test-app.ts';

const NOW = new Date('2025-10-23T08:00:00Z');
let t: Awaited<ReturnType<typeof createTestApp>>;
let api: ReturnType<typeof apiAs>;
let staff: Awaited<ReturnType<Awaited<ReturnType<typeof createTestApp>>['adminWith']>>;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW });
  staff = await t.adminWith('super_admin');
  api = apiAs(t, staff.headers);
  const made = await api.post('/admin/post-categories', { name: 'راهنمای خرید', status: true });
  expect(made.status).toBe(201);
  categoryId = made.body.data.postCategory.id;
});
afterAll(async () => t?.close());

const words = (n: number) => Array.from({ length: n }, (_, i) => `واژه${i}`).join(' ');

describe('post categories', () => {
  it('makes a Persian slug from the name, refuses a taken name in Persian, counts posts', async () => {
    const made = await api.post('/admin/post-categories', { name: 'راهنمای هدیه', status: true });
    expect(made.status).toBe(201);
    const list = await api.get('/admin/post-categories');
    expect(list.status).toBe(200);
    expect(Object.keys(list.body.data.postCategories).sort()).toEqual(LARAVEL_PAGINATOR_KEYS);
    const mine = list.body.data.postCategories.data.find(
      (row: { id: number }) => row.id === made.body.data.postCategory.id,
    );
    expect(mine).toMatchObject({ name: 'راهنمای هدیه', slug: 'راهنمای-هدیه', status: true, posts_count: 0 });

    const again = await api.post('/admin/post-categories', { name: 'راهنمای هدیه' });
    expect(again.status).toBe(422);
    expect(again.body.errors.name).toEqual(['این نام قبلا ثبت شده است.']);

    const empty = await api.post('/admin/post-categories', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors.name).toEqual(['نام الزامی است.']);
  });

  it('refuses to delete a category that has posts, with the count in Persian', async () => {
    const other = await api.post('/admin/post-categories', { name: 'اخبار فروشگاه' });
    const id = other.body.data.postCategory.id;
    const post = await api.post('/admin/posts', {
      title: 'خبر تازه',
      post_category_id: id,
      body: '<p>سلام</p>',
    });
    expect(post.status).toBe(201);
    const refused = await api.del(`/admin/post-categories/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('این دسته‌بندی ۱ مطلب دارد');
    await api.del(`/admin/posts/${post.body.data.post.id}`);
    expect((await api.del(`/admin/post-categories/${id}`)).status).toBe(200);
  });
});

describe('posts', () => {
  it('creates a post: sanitised body, reading time, Persian slug, tags, related products, creator', async () => {
    const bag = await insertProduct(t, 'کیف چرمی');
    const shoe = await insertProduct(t, 'کفش دویدن');
    const res = await api.post('/admin/posts', {
      title: 'راهنمای انتخاب کيف چرمی',
      post_category_id: categoryId,
      summary: 'چطور کیف خوب بخریم',
      body: `<p onclick="steal()">${words(450)}</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://cdn.example.com/a.jpg" onerror="x()">`,
      image: '/api/media/content/posts/0123456789abcdef0123456789abcdef.jpg',
      meta_description: 'راهنمای خرید کیف',
      status: 'draft',
      special: true,
      tags: ['کیف', 'چرم', ' کیف '],
      product_ids: [shoe.id, bag.id],
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('مطلب با موفقیت ثبت شد');
    const post = res.body.data.post;
    expect(post).toMatchObject({
      title: 'راهنمای انتخاب کیف چرمی',
      slug: 'راهنمای-انتخاب-کیف-چرمی',
      status: 'draft',
      special: true,
      read_time: 3,
      tags: ['کیف', 'چرم'],
      product_ids: [shoe.id, bag.id],
      creator_id: staff.admin.id,
      creator_name: staff.admin.name,
      category_name: 'راهنمای خرید',
      published_at: null,
    });
    expect(post.body).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(post.body).toContain('<img src="https://cdn.example.com/a.jpg" />');
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row?.body).toBe(post.body);
    const [logged] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'posts'), eq(auditLogs.entityId, String(post.id))))
      .orderBy(desc(auditLogs.id));
    expect(logged).toMatchObject({ action: 'create', adminId: staff.admin.id, after: { title: post.title } });
    expect(await t.db.select().from(postProducts).where(eq(postProducts.postId, post.id))).toHaveLength(2);
  });

  it('takes tags as one comma-separated text too, and keeps slugs unique (-2, typed clash is a 422)', async () => {
    const first = await api.post('/admin/posts', {
      title: 'راهنمای انتخاب کفش',
      post_category_id: categoryId,
      body: '<p>نسخه اول</p>',
    });
    expect(first.body.data.post.slug).toBe('راهنمای-انتخاب-کفش');
    const twin = await api.post('/admin/posts', {
      title: 'راهنمای انتخاب کفش',
      post_category_id: categoryId,
      body: '<p>نسخه دوم</p>',
      tags: 'کیف، هدیه,  تخفیف ',
    });
    expect(twin.status).toBe(201);
    expect(twin.body.data.post.slug).toBe('راهنمای-انتخاب-کفش-2');
    expect(twin.body.data.post.tags).toEqual(['کیف', 'هدیه', 'تخفیف']);
    expect(twin.body.data.post.read_time).toBe(1);

    const typed = await api.put(`/admin/posts/${twin.body.data.post.id}`, {
      slug: 'راهنمای انتخاب کفش',
    });
    expect(typed.status).toBe(422);
    expect(typed.body.errors.slug).toEqual(['این نامک قبلا ثبت شده است.']);
    const own = await api.put(`/admin/posts/${twin.body.data.post.id}`, { slug: 'Bag Guide 2' });
    expect(own.status).toBe(200);
    expect(own.body.data.post.slug).toBe('bag-guide-2');
  });

  it('stamps published_at when a post is published without a time; keeps a given one', async () => {
    const made = await api.post('/admin/posts', {
      title: 'مطلب منتشرشده',
      post_category_id: categoryId,
      body: '<p>متن</p>',
      status: 'pending',
    });
    const id = made.body.data.post.id;
    expect(made.body.data.post.published_at).toBeNull();
    const published = await api.put(`/admin/posts/${id}`, { status: 'published' });
    expect(published.status).toBe(200);
    expect(published.body.data.post).toMatchObject({ status: 'published', published_at: NOW.toISOString() });

    const scheduled = await api.post('/admin/posts', {
      title: 'مطلب زمان‌بندی‌شده',
      post_category_id: categoryId,
      body: '<p>متن</p>',
      status: 'published',
      published_at: '۱۴۰۴/۰۸/۱۰ ۱۰:۰۰',
    });
    expect(scheduled.body.data.post.published_at).toBe('2025-11-01T06:30:00.000Z');
  });

  it('lists with filters (status, category, special, Persian-insensitive search) in the Shopit envelope', async () => {
    // Its own category holds two bag posts (one special) and two published posts.
    const category = await api.post('/admin/post-categories', { name: 'فهرست مطالب' });
    const inCategory = category.body.data.postCategory.id;
    const write = async (post: Record<string, unknown>) => {
      const res = await api.post('/admin/posts', {
        post_category_id: inCategory,
        body: '<p>متن</p>',
        ...post,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };
    await write({ title: 'معرفی كيف مدرسه', special: true });
    await write({ title: 'معرفی کیف سفری' });
    await write({ title: 'مطلب منتشرشده', status: 'published' });
    await write({ title: 'مطلب زمان‌بندی‌شده', status: 'published', published_at: '۱۴۰۴/۰۸/۱۰ ۱۰:۰۰' });
    const mine = `post_category_id=${inCategory}`;
    const all = await api.get(`/admin/posts?${mine}`);
    expect(all.status).toBe(200);
    expect(all.body.data.posts.total).toBe(4);
    expect(all.body.success).toBe(true);
    expect(Object.keys(all.body.data.posts).sort()).toEqual(LARAVEL_PAGINATOR_KEYS);
    const search = await api.get(`/admin/posts?${mine}&search=${encodeURIComponent('كيف')}`);
    const found: string[] = search.body.data.posts.data.map((p: { title: string }) => p.title);
    expect(found.sort()).toEqual(['معرفی کیف سفری', 'معرفی کیف مدرسه']);
    const special = await api.get(`/admin/posts?${mine}&special=1`);
    expect(special.body.data.posts.total).toBe(1);
    const published = await api.get(`/admin/posts?${mine}&status=published&all=1`);
    expect(published.body.data.posts).toHaveLength(2);
    const badStatus = await api.get('/admin/posts?status=gone');
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors.status[0]).toContain('وضعیت');
  });

  it('answers Persian validation errors and stores nothing', async () => {
    const before = (await t.db.select().from(posts)).length;
    const res = await api.post('/admin/posts', {
      post_category_id: 999999,
      body: '<script>only()</script>',
      status: 'live',
      image: 'not a path',
      tags: Array.from({ length: 21 }, (_, i) => `برچسب${i}`),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      title: ['عنوان الزامی است.'],
      status: ['مقدار انتخاب‌شده برای وضعیت معتبر نیست.'],
      image: [
        'تصویر شاخص باید نشانی تصویری باشد که در همین فروشگاه بارگذاری شده (/api/media/…) یا نشانی https از میزبانی مجاز.',
      ],
    });
    const noCategory = await api.post('/admin/posts', {
      title: 'بی‌دسته',
      post_category_id: 999999,
      body: '<p>x</p>',
    });
    expect(noCategory.body.errors.post_category_id).toEqual(['دسته‌بندی انتخاب‌شده وجود ندارد.']);
    const emptyBody = await api.post('/admin/posts', {
      title: 'بی‌متن',
      post_category_id: categoryId,
      body: '<script>only()</script>',
    });
    expect(emptyBody.body.errors.body).toEqual(['متن مطلب پس از پاک‌سازی خالی است.']);
    const manyTags = await api.post('/admin/posts', {
      title: 'برچسب زیاد',
      post_category_id: categoryId,
      body: '<p>x</p>',
      tags: Array.from({ length: 21 }, (_, i) => `برچسب${i}`),
    });
    expect(manyTags.body.errors.tags).toEqual(['برچسب‌ها نباید بیشتر از ۲۰ تا باشند.']);
    const badProduct = await api.post('/admin/posts', {
      title: 'محصول ناموجود',
      post_category_id: categoryId,
      body: '<p>x</p>',
      product_ids: [999999],
    });
    expect(badProduct.body.errors.product_ids).toEqual(['محصول مرتبط انتخاب‌شده وجود ندارد.']);
    expect((await t.db.select().from(posts)).length).toBe(before);
  });

  it('refuses staff without the post permissions (403, Persian)', async () => {
    const reader = apiAs(t, (await t.adminWith(['read_post'])).headers);
    expect((await reader.get('/admin/posts')).status).toBe(200);
    const refused = await reader.post('/admin/posts', {
      title: 'x',
      post_category_id: categoryId,
      body: 'x',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('شما مجوز «افزودن مطالب» (write_post) را ندارید.');
    const nobody = apiAs(t, (await t.adminWith([])).headers);
    expect((await nobody.get('/admin/posts')).status).toBe(403);
    expect((await nobody.get('/admin/post-categories')).status).toBe(403);
    expect((await nobody.get('/admin/comments')).status).toBe(403);
  });
});

describe('post comments', () => {
  let postId: number;
  let commentId: number;
  // Each test gets its own post with a pending and an approved comment.
  beforeEach(async () => {
    const made = await api.post('/admin/posts', {
      title: 'مطلب با دیدگاه',
      post_category_id: categoryId,
      body: '<p>متن</p>',
    });
    postId = made.body.data.post.id;
    const rows = await t.db
      .insert(postComments)
      .values([
        { postId, name: 'سارا', email: 'sara@example.com', body: 'خيلي مفيد بود', status: 'pending' },
        { postId, name: 'رضا', body: 'ممنون', status: 'approved' },
      ])
      .returning();
    commentId = rows[0]?.id as number;
  });

  it('lists all comments and one post’s comments with their replies', async () => {
    const all = await api.get(`/admin/comments?post_id=${postId}&status=pending`);
    expect(all.status).toBe(200);
    expect(all.body.data.comments.data).toHaveLength(1);
    expect(all.body.data.comments.data[0]).toMatchObject({ post_title: 'مطلب با دیدگاه', replies_count: 0 });
    const search = await api.get(
      `/admin/comments?post_id=${postId}&search=${encodeURIComponent('خیلی مفید')}`,
    );
    expect(search.body.data.comments.total).toBe(1);
    const ofPost = await api.get(`/admin/posts/${postId}/comments`);
    expect(ofPost.status).toBe(200);
    expect(ofPost.body.data.post).toMatchObject({ id: postId, title: 'مطلب با دیدگاه' });
    expect(ofPost.body.data.comments.data).toHaveLength(2);
    expect((await api.get('/admin/posts/999999/comments')).status).toBe(404);
  });

  it('stores a staff reply as a child comment by the admin, approving the pending parent', async () => {
    const res = await api.post(`/admin/comments/${commentId}/answer`, { body: 'ممنون از همراهی شما' });
    expect(res.status).toBe(201);
    const comment = res.body.data.comment;
    expect(comment).toMatchObject({ id: commentId, status: 'approved', replies_count: 1 });
    expect(comment.replies[0]).toMatchObject({
      parent_id: commentId,
      post_id: postId,
      body: 'ممنون از همراهی شما',
      status: 'approved',
      admin_id: staff.admin.id,
      creator: { type: 'admin', id: staff.admin.id, name: staff.admin.name },
    });
    const replyId = comment.replies[0].id;
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.entity, 'post_comments'),
          eq(auditLogs.adminId, staff.admin.id),
          inArray(auditLogs.entityId, [String(replyId), String(commentId)]),
        ),
      )
      .orderBy(asc(auditLogs.id));
    expect(audit.map((row) => [row.entityId, row.action])).toEqual([
      [String(replyId), 'answer'],
      [String(commentId), 'status'],
    ]);
    expect(audit[1]).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved' } });
    const nested = await api.post(`/admin/comments/${replyId}/answer`, { body: 'پاسخ به پاسخ' });
    expect(nested.status).toBe(422);
    const empty = await api.post(`/admin/comments/${commentId}/answer`, { body: '', status: 'nope' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({
      body: ['متن پاسخ الزامی است.'],
      status: ['مقدار انتخاب‌شده برای وضعیت پاسخ معتبر نیست.'],
    });
  });

  it('edits a comment’s status and text, deletes it with its replies, and checks permissions', async () => {
    const edited = await api.put(`/admin/comments/${commentId}`, {
      status: 'unapproved',
      body: 'متن ویرایش‌شده',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.comment).toMatchObject({ status: 'unapproved', body: 'متن ویرایش‌شده' });
    const bad = await api.put(`/admin/comments/${commentId}`, { status: 'reject', email: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.email).toEqual(['ایمیل باید یک نشانی ایمیل معتبر باشد.']);

    const reader = apiAs(t, (await t.adminWith(['read_comment'])).headers);
    expect((await reader.post(`/admin/comments/${commentId}/answer`, { body: 'x' })).status).toBe(403);
    expect((await reader.put(`/admin/comments/${commentId}`, { status: 'approved' })).status).toBe(403);
    expect((await reader.del(`/admin/comments/${commentId}`)).status).toBe(403);

    expect((await api.del(`/admin/comments/${commentId}`)).status).toBe(200);
    const left = await t.db.select().from(postComments).where(eq(postComments.postId, postId));
    expect(left.map((row) => row.name)).toEqual(['رضا']);
  });
});

describe('the demo content', () => {
  it('seeds categories, posts with comments (some pending, some answered), pages, FAQs and both header sliders', async () => {
    const demo = await createTestDatabase();
    try {
      const db = demo.database.db;
      await seedBase(db, { username: 'root', password: 'root-password-1' });
      const result = await seedDemo(db, { now: NOW, steps: [staffStep, contentPostsStep] });
      expect(result.counts['content-posts']).toBeGreaterThan(20);
      const postRows = await db.select().from(posts);
      expect(new Set(postRows.map((row) => row.status))).toEqual(
        new Set(['draft', 'pending', 'published', 'unpublished']),
      );
      expect(postRows.every((row) => row.readTime >= 1 && row.slug.length > 0)).toBe(true);
      const comments = await db.select().from(postComments);
      expect(comments.some((row) => row.status === 'pending' && row.parentId === null)).toBe(true);
      expect(comments.some((row) => row.parentId !== null && row.adminId !== null)).toBe(true);
      expect(comments.every((row) => row.createdAt <= NOW)).toBe(true);
      expect((await db.select().from(pages)).map((row) => row.slug)).toEqual([
        'درباره-ما',
        'قوانین-و-مقررات',
        'شیوه-های-ارسال',
      ]);
      expect(await db.select().from(faqs)).toHaveLength(6);
      const slides = await db.select().from(sliders);
      expect(new Set(slides.map((row) => row.group))).toEqual(new Set(['header', 'header-mobile']));
      const again = await createTestDatabase();
      try {
        await seedBase(again.database.db, { username: 'root', password: 'root-password-1' });
        await seedDemo(again.database.db, { now: NOW, steps: [staffStep, contentPostsStep] });
        const other = await again.database.db.select().from(postComments);
        expect(other.map((row) => row.body)).toEqual(comments.map((row) => row.body));
      } finally {
        await again.destroy();
      }
    } finally {
      await demo.destroy();
    }
  });
});
