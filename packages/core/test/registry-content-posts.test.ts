import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adminRoutes,
  getResource,
  htmlWords,
  POST_TAG_LIMITS,
  postStatusLabel,
  readingMinutes,
  SLIDER_GROUPS,
  sliderGroupLabel,
  splitTags,
  validate,
} from '../src/index.ts';

describe('reading time', () => {
  it('counts the words of the text, not of the markup, at 200 a minute rounded up', () => {
    expect(readingMinutes('')).toBe(0);
    expect(readingMinutes('<p><img src="/a.jpg"></p>')).toBe(0);
    expect(readingMinutes('<p>سلام</p>')).toBe(1);
    const words = (n: number) => Array.from({ length: n }, () => 'واژه').join(' ');
    expect(readingMinutes(`<p class="x">${words(200)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(201)}</p>`)).toBe(2);
    expect(readingMinutes(`<script>${words(5000)}</script><p>${words(10)}</p>`)).toBe(1);
  });

  it('keeps ZWNJ-joined Persian words whole and decodes entities', () => {
    expect(htmlWords('<p>می‌خوانم&nbsp;کتاب‌ها را</p>')).toEqual(['می‌خوانم', 'کتاب‌ها', 'را']);
    expect(htmlWords('a<br>b&amp;c &#1587;&#1604;&#1575;&#1605; &#9999999; - ،')).toEqual([
      'a',
      'b&c',
      'سلام',
    ]);
  });

  it('never throws and is never negative, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const minutes = readingMinutes(text);
        expect(Number.isInteger(minutes) && minutes >= 0).toBe(true);
      }),
    );
  });
});

describe('tags', () => {
  it('splits on Persian and Latin commas, trims, drops blanks and repeats', () => {
    expect(splitTags('کیف، چرم ,  کیف ,, هدیه  ویژه')).toEqual(['کیف', 'چرم', 'هدیه ویژه']);
    expect(splitTags(['کیف', ' کیف', 'a,b'])).toEqual(['کیف', 'a', 'b']);
    expect(splitTags('')).toEqual([]);
    expect(POST_TAG_LIMITS.maxTags).toBe(20);
  });
});

describe('content declarations', () => {
  it('labels post statuses and slider groups in Persian', () => {
    expect(postStatusLabel('published')).toBe('منتشر شده');
    expect(postStatusLabel('other')).toBe('other');
    expect(SLIDER_GROUPS.map((g) => g.value)).toEqual(['header', 'header-mobile', 'footer', 'inner']);
    expect(sliderGroupLabel('header-mobile')).toBe('هدر موبایل');
  });

  it('declares posts, post categories, comments and sliders with Shopit endpoints and keys', () => {
    expect(getResource('posts')).toMatchObject({
      endpoint: 'admin/posts',
      responseKey: { list: 'posts', item: 'post' },
    });
    expect(getResource('post_categories')).toMatchObject({
      endpoint: 'admin/post-categories',
      permissionStem: 'post-category',
      responseKey: { list: 'postCategories', item: 'postCategory' },
    });
    expect(getResource('post_comments')).toMatchObject({
      endpoint: 'admin/comments',
      permissionStem: 'comment',
      responseKey: { list: 'comments', item: 'comment' },
    });
    expect(getResource('sliders')).toMatchObject({
      endpoint: 'admin/sliders',
      responseKey: { list: 'sliders' },
    });
    const byName = new Map(adminRoutes.map((route) => [route.name, route.resource]));
    expect(byName.get('posts.index')).toBe('posts');
    expect(byName.get('posts.edit')).toBe('posts');
    expect(byName.get('postCategories.index')).toBe('post_categories');
    expect(byName.get('sliders.index')).toBe('sliders');
  });

  it('validates a post in Persian with the same rules the server runs', () => {
    const fields = getResource('posts')?.fields ?? [];
    const result = validate(
      { title: '', status: 'live', image: 'no path' },
      fields.filter((f) => !f.readOnly),
    );
    expect(result.errors).toMatchObject({
      title: ['عنوان الزامی است.'],
      body: ['متن مطلب الزامی است.'],
      status: ['مقدار انتخاب‌شده برای وضعیت معتبر نیست.'],
      image: [
        'تصویر شاخص باید نشانی تصویری باشد که در همین فروشگاه بارگذاری شده (/api/media/…) یا نشانی https از میزبانی مجاز.',
      ],
    });
  });
});
