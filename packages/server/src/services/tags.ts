import { POST_TAG_LIMITS, splitTags, toPersianDigits } from '@shop-admin/core';
import { validationFailed } from '../http/errors.ts';

/**
 * Tags of a post or a product from the validated text (`کیف، چرم`) or list: at most 20, each up to 50
 * characters, blanks and repeats dropped; a Persian 422 on `tags` otherwise.
 */
export function readTags(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const tags = splitTags(Array.isArray(value) ? value.map(String) : String(value));
  if (tags.length > POST_TAG_LIMITS.maxTags)
    throw validationFailed({
      tags: [`برچسب‌ها نباید بیشتر از ${toPersianDigits(POST_TAG_LIMITS.maxTags)} تا باشند.`],
    });
  const long = tags.find((tag) => [...tag].length > POST_TAG_LIMITS.maxLength);
  if (long)
    throw validationFailed({
      tags: [`هر برچسب حداکثر ${toPersianDigits(POST_TAG_LIMITS.maxLength)} نویسه است: «${long}»`],
    });
  return tags;
}

/**
 * Core declares tags as one comma-separated text (what a form and a CLI row type); a list of strings
 * (Shopit's `tags[]`, the web editor) is joined before core's rules read it, and split again after.
 */
export function tagsAsText(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('tags' in body)) return body;
  const { tags } = body;
  if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return body;
  return { ...body, tags: tags.join('،') };
}
