import type { FieldValues } from '@shop-admin/core';
import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema/index.ts';
import type { ResourceService } from '../resource-service.ts';
import { declaredTableService } from '../table-service.ts';
import { cleanHtml, freeSlug } from './content-common.ts';

type PageRow = typeof pages.$inferSelect;

const serializePage = (row: PageRow) => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  text: row.text,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

export type PageJson = ReturnType<typeof serializePage>;

/**
 * The storefront's static pages (Shopit `pages`): the slug is made from the title on create with
 * core's Persian slugify (made unique with -2, -3 …) and kept when the title changes, so links to
 * the page keep working; the text is sanitised with the server's HTML allow-list.
 */
export function pagesService(db: Db): ResourceService<PageJson, FieldValues<'pages'>, 'pages'> {
  const table = declaredTableService(db, 'pages', pages, {
    alsoSearch: ['slug'],
    serialize: serializePage,
  });
  const clean = (values: FieldValues<'pages'>) =>
    Object.hasOwn(values, 'text')
      ? { ...values, text: cleanHtml(String(values.text ?? ''), 'text', 'متن') }
      : values;
  return {
    ...table,
    async create(values, ctx) {
      const cleaned = clean(values);
      const slug = await freeSlug(
        ctx.db,
        { table: pages, id: pages.id, slug: pages.slug },
        String(values.title),
        'page',
      );
      return table.create({ ...cleaned, slug }, ctx);
    },
    update: (id, values, ctx) => table.update(id, clean(values), ctx),
  };
}
