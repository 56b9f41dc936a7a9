import type { Db } from '../../db/client.ts';
import { pages } from '../../db/schema/index.ts';
import type { ResourceService } from '../resource-service.ts';
import { tableService } from '../table-service.ts';
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
export function pagesService(db: Db): ResourceService<PageJson> {
  const table = tableService(db, {
    table: pages,
    id: pages.id,
    columns: { title: pages.title, slug: pages.slug, text: pages.text },
    searchColumns: [pages.title, pages.slug],
    sortColumns: { id: pages.id, title: pages.title, created_at: pages.createdAt },
    createdAt: pages.createdAt,
    updatedAt: pages.updatedAt,
    uniqueLabels: { slug: 'نامک' },
    serialize: (row) => serializePage(row as PageRow),
  });
  const clean = (values: Record<string, unknown>) =>
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
