import { toPersianDigits } from '../../persian/digits.ts';
import { resourceHead } from '../resource-heads.ts';
import type { FieldOption } from '../types.ts';
import { imagePathField } from './catalogue-reference.ts';
import {
  createdAtColumn,
  createdAtFilter,
  idColumn,
  searchFilter,
  statusColumn,
  statusField,
  statusFilter,
} from './common.ts';
import { field, fieldList, resource, resources } from './define.ts';

/** Blog post statuses (shopit-contract.md e) with their Persian labels. */
export const POST_STATUSES = [
  { value: 'draft', label: 'پیش‌نویس' },
  { value: 'pending', label: 'در انتظار بررسی' },
  { value: 'published', label: 'منتشر شده' },
  { value: 'unpublished', label: 'لغو انتشار' },
] as const satisfies readonly FieldOption[];

export type PostStatus = (typeof POST_STATUSES)[number]['value'];

/** Blog comment statuses (shopit-contract.md e) with their Persian labels. */
export const POST_COMMENT_STATUSES = [
  { value: 'pending', label: 'در انتظار بررسی' },
  { value: 'approved', label: 'تأیید شده' },
  { value: 'unapproved', label: 'تأیید نشده' },
] as const satisfies readonly FieldOption[];

export type PostCommentStatus = (typeof POST_COMMENT_STATUSES)[number]['value'];

/** Limits of a post's tags: how many, and how long each may be. */
export const POST_TAG_LIMITS = { maxTags: 20, maxLength: 50 } as const;

/** Words a reader gets through in a minute; Persian prose is read at about the same pace as English. */
const WORDS_PER_MINUTE = 200;

const ENTITIES: Readonly<Record<string, string>> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * The plain words of an HTML text: tags (and the insides of script/style) dropped, the common
 * entities decoded. For counting only; it is not a sanitiser.
 */
export function htmlWords(html: string): string[] {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d{1,7}|[a-z]+);/gi, (_entity, name: string) => {
      if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? ' ';
      const code = Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    });
  // ZWNJ joins the parts of one Persian word (می‌خوانم), so it is not a separator.
  return text.split(/[\s\u200F\u200E]+/u).filter((word) => /[\p{L}\p{N}]/u.test(word));
}

/** Minutes to read an HTML text at 200 words a minute, rounded up; 0 for a text with no words. */
export function readingMinutes(html: string): number {
  const words = htmlWords(html).length;
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE);
}

/**
 * Tags typed as one text (`کیف، چرم, هدیه`) or sent as a list: trimmed, Persian or Latin commas as
 * separators, blanks and repeats dropped, first spelling kept.
 */
export function splitTags(input: string | readonly string[]): string[] {
  const parts = (typeof input === 'string' ? input.split(/[,،]/) : input.flatMap((tag) => tag.split(/[,،]/)))
    .map((tag) => tag.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return [...new Set(parts)];
}

/** The Persian label of a post status, or the status itself when unknown. */
export function postStatusLabel(status: string): string {
  return POST_STATUSES.find((option) => option.value === status)?.label ?? status;
}

const postFields = fieldList([
  { name: 'title', label: 'عنوان', type: 'text', rules: { required: true, max: 191 } },
  {
    name: 'slug',
    label: 'نامک',
    type: 'text',
    rules: { max: 191 },
    hint: 'خالی بماند از عنوان ساخته می‌شود',
  },
  {
    name: 'post_category_id',
    label: 'دسته‌بندی',
    type: 'reference',
    reference: 'post_categories',
    rules: { required: true },
  },
  { name: 'summary', label: 'خلاصه', type: 'textarea', rules: { max: 1000 } },
  { name: 'body', label: 'متن مطلب', type: 'html', rules: { required: true, max: 200_000 } },
  imagePathField('image', 'تصویر شاخص'),
  { name: 'meta_description', label: 'توضیح سئو', type: 'textarea', rules: { max: 500 } },
  {
    name: 'status',
    label: 'وضعیت',
    type: 'select',
    options: POST_STATUSES,
    rules: { in: POST_STATUSES.map((o) => o.value) },
    hint: 'پیش‌فرض: پیش‌نویس',
  },
  { name: 'special', label: 'مطلب ویژه', type: 'boolean' },
  {
    name: 'published_at',
    label: 'زمان انتشار',
    type: 'datetime',
    hint: 'خالی بماند، زمان انتشار همان لحظه‌ی انتشار است',
  },
  {
    name: 'tags',
    label: 'برچسب‌ها',
    type: 'text',
    rules: { max: 1100 },
    hint: `با ویرگول جدا کنید؛ حداکثر ${toPersianDigits(POST_TAG_LIMITS.maxTags)} برچسب`,
  },
  {
    name: 'product_ids',
    label: 'محصولات مرتبط',
    type: 'multiselect',
    reference: 'products',
    rules: { max: 50 },
  },
  { name: 'read_time', label: 'زمان مطالعه (دقیقه)', type: 'number', readOnly: true },
  { name: 'creator_name', label: 'نویسنده', type: 'text', readOnly: true },
]);

/** Fields of a staff reply to a post comment (`POST admin/comments/{id}/answer`). */
export const postCommentAnswerFields = fieldList([
  { name: 'body', label: 'متن پاسخ', type: 'textarea', rules: { required: true, max: 5000 } },
  {
    name: 'status',
    label: 'وضعیت پاسخ',
    type: 'select',
    options: POST_COMMENT_STATUSES,
    rules: { in: POST_COMMENT_STATUSES.map((o) => o.value) },
    hint: 'پیش‌فرض: تأیید شده',
  },
]);

const commentStatusField = field({
  name: 'status',
  label: 'وضعیت',
  type: 'select',
  options: POST_COMMENT_STATUSES,
  rules: { in: POST_COMMENT_STATUSES.map((o) => o.value) },
});

/** Blog posts, their categories and their comments. */
export const contentPostResources = resources([
  resource({
    ...resourceHead('posts'),
    area: 'content',
    endpoint: 'admin/posts',
    responseKey: { list: 'posts', item: 'post' },
    fields: postFields,
    columns: [
      idColumn,
      { name: 'image', label: 'تصویر', type: 'image' },
      { name: 'title', label: 'عنوان', sortable: true },
      { name: 'category_name', label: 'دسته‌بندی' },
      { name: 'status', label: 'وضعیت', type: 'select' },
      { name: 'special', label: 'ویژه', type: 'boolean' },
      { name: 'read_time', label: 'مطالعه (دقیقه)', type: 'number', align: 'end' },
      { name: 'published_at', label: 'زمان انتشار', type: 'datetime', sortable: true },
      createdAtColumn,
    ],
    filters: [
      searchFilter,
      { name: 'status', label: 'وضعیت', type: 'select', options: POST_STATUSES },
      { name: 'post_category_id', label: 'دسته‌بندی', type: 'reference', reference: 'post_categories' },
      {
        name: 'special',
        label: 'ویژه',
        type: 'select',
        options: [
          { value: 1, label: 'ویژه' },
          { value: 0, label: 'عادی' },
        ],
      },
      createdAtFilter,
    ],
    sortKeys: ['id', 'title', 'published_at', 'created_at'],
    perPage: 15,
    searchField: 'title',
  }),
  resource({
    ...resourceHead('post_categories'),
    area: 'content',
    endpoint: 'admin/post-categories',
    responseKey: { list: 'postCategories', item: 'postCategory' },
    fields: [
      { name: 'name', label: 'نام', type: 'text', rules: { required: true, max: 191 } },
      { name: 'slug', label: 'نامک', type: 'text', readOnly: true, hint: 'از روی نام ساخته می‌شود' },
      statusField,
      { name: 'posts_count', label: 'تعداد مطالب', type: 'number', readOnly: true },
    ],
    columns: [
      idColumn,
      { name: 'name', label: 'نام', sortable: true },
      { name: 'slug', label: 'نامک' },
      { name: 'posts_count', label: 'مطالب', type: 'number', align: 'end' },
      statusColumn,
    ],
    filters: [searchFilter, statusFilter],
    sortKeys: ['id', 'name', 'created_at'],
    perPage: 15,
    searchField: 'name',
  }),
  resource({
    ...resourceHead('post_comments'),
    area: 'content',
    endpoint: 'admin/comments',
    responseKey: { list: 'comments', item: 'comment' },
    fields: [
      { name: 'post_title', label: 'مطلب', type: 'text', readOnly: true },
      { name: 'name', label: 'نام', type: 'text', rules: { required: true, max: 191 } },
      { name: 'email', label: 'ایمیل', type: 'email', rules: { email: true, max: 191 } },
      { name: 'body', label: 'متن دیدگاه', type: 'textarea', rules: { required: true, max: 5000 } },
      commentStatusField,
    ],
    columns: [
      idColumn,
      { name: 'post_title', label: 'مطلب' },
      { name: 'name', label: 'نام' },
      { name: 'body', label: 'متن' },
      { name: 'status', label: 'وضعیت', type: 'select' },
      { name: 'replies_count', label: 'پاسخ‌ها', type: 'number', align: 'end' },
      createdAtColumn,
    ],
    filters: [
      searchFilter,
      { name: 'status', label: 'وضعیت', type: 'select', options: POST_COMMENT_STATUSES },
      { name: 'post_id', label: 'مطلب', type: 'reference', reference: 'posts' },
      createdAtFilter,
    ],
    sortKeys: ['id', 'status', 'created_at'],
    perPage: 15,
    searchField: 'body',
  }),
]);
