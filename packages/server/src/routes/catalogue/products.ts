import { can, extraPermission, PRODUCT_STATUSES, permissionsOf } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { readListQuery } from '../../http/resource-routes.ts';
import { actionOf, declared, idParams, orNotFound, pagedList } from '../../http/route-kit.ts';
import { versionedWrite } from '../../http/write-transaction.ts';
import { recordAudit } from '../../services/audit/record.ts';
import type { ProductImagesService } from '../../services/catalogue/images.ts';
import { productFormOptions } from '../../services/catalogue/products-form.ts';
import { docsBodyOf, inputFields, readInput, unwrapBody } from '../../services/catalogue/products-input.ts';
import { productReads } from '../../services/catalogue/products-read.ts';
import {
  syncVarieties,
  updateVarietiesField,
  type VarietyRowInput,
} from '../../services/catalogue/products-varieties-sync.ts';
import { productWrites } from '../../services/catalogue/products-write.ts';
import { varietiesService } from '../../services/catalogue/varieties.ts';
import { listExport } from '../../services/export/list.ts';
import { tagsAsText } from '../../services/tags.ts';

type IdRequest = { Params: { id: string } };

/** A searched product without its purchase prices (the shop's cost), for staff who may not read products. */
function withoutCostPrices<P extends { purchase_price: unknown; varieties: { purchase_price: unknown }[] }>(
  product: P,
) {
  const { purchase_price: _cost, varieties, ...rest } = product;
  return { ...rest, varieties: varieties.map(({ purchase_price: _c, ...variety }) => variety) };
}

/**
 * Products (shopit-contract.md c): list with filters and `statusCounts`, the form options, the quick
 * search, show, create, update, delete, approve and disapprove. Bodies may come as Shopit's
 * `{product: {…}}` or plain; both are checked with core's field declarations.
 */
export async function productsRoutes(app: FastifyInstance, options: { images: ProductImagesService }) {
  const resource = declared('products');
  const perms = permissionsOf(resource.permissionStem);
  const reads = productReads(app.ctx.db, options.images, app.ctx.clock);
  const writes = productWrites(app.ctx, options.images);
  const show = async (id: number) => orNotFound(reads.get(id));
  /** The product as GET answers it, read in a write's transaction under its row lock (the If-Match check). */
  const locked = (id: number) => (tx: Db) => reads.get(id, tx);
  const varietyService = varietiesService(app.ctx);
  const updateFields = [...inputFields('products', 'update'), updateVarietiesField];

  app.get('/admin/products/create', { config: { permission: null } }, async () =>
    ok(await productFormOptions(app.ctx.db)),
  );

  app.get<{ Querystring: { q?: string } }>(
    '/admin/products/search',
    {
      config: { permission: null },
      schema: { querystring: { type: 'object', properties: { q: { type: 'string', maxLength: 200 } } } },
    },
    async (request) => {
      const found = await reads.search(request.query.q ?? '');
      const admin = request.admin;
      // The order, till, flash and gift forms search products; cost prices only for product readers.
      if (admin && can(admin.permissions, perms.read, { role: admin.role?.name })) return ok(found);
      return ok({ ...found, products: found.products.map(withoutCostPrices) });
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/admin/products',
    { config: { permission: perms.read } },
    async (request, reply) => {
      const query = readListQuery(request.query, resource);
      const now = app.ctx.clock();
      const download = listExport(request, reply, { resource, query, now, list: reads.list });
      if (download) return download;
      const { items, total, statusCounts } = await reads.list(query);
      return ok({
        products: pagedList(request, query, items, total),
        statusCounts,
        statuses: PRODUCT_STATUSES,
      });
    },
  );

  app.get<IdRequest>(
    '/admin/products/:id',
    { schema: { params: idParams }, config: { permission: perms.read } },
    async (request) => ok({ product: await show(Number(request.params.id)) }),
  );

  app.post(
    '/admin/products',
    { config: { permission: perms.write, docsBody: docsBodyOf(inputFields('products', 'create')) } },
    async (request, reply) => {
      const values = readInput(
        tagsAsText(unwrapBody(request.body, 'product')),
        inputFields('products', 'create'),
        {
          table: products,
        },
      );
      const id = await writes.create(values, actionOf(request, app.ctx.clock()));
      const product = await show(id);
      await recordAudit(app.ctx.db, { entity: 'products', entityId: id, action: 'create', after: product });
      return reply.status(201).send(ok({ product }, 'محصول با موفقیت ثبت شد'));
    },
  );

  app.put<IdRequest>(
    '/admin/products/:id',
    {
      schema: { params: idParams },
      config: {
        permission: perms.modify,
        versionChecked: true,
        docsBody: docsBodyOf(updateFields, { partial: true }),
      },
    },
    async (request) => {
      const id = Number(request.params.id);
      const values = readInput(tagsAsText(unwrapBody(request.body, 'product')), updateFields, {
        partial: true,
        table: products,
      });
      const { varieties: rows, ...own } = values;
      // One transaction: the product's fields and, when sent, all its varieties, or nothing.
      const product = await versionedWrite(app, request, locked(id), async (ctx, before) => {
        if (rows) {
          const price = typeof own.unit_price === 'number' ? own.unit_price : undefined;
          await syncVarieties(app.ctx, varietyService, ctx, id, rows as VarietyRowInput[], price);
        }
        await writes.update(id, own, ctx, ctx.db);
        const after = await orNotFound(reads.get(id, ctx.db));
        await recordAudit(ctx.db, { entity: 'products', entityId: id, action: 'update', before, after });
        return after;
      });
      return ok({ product }, 'محصول با موفقیت ویرایش شد');
    },
  );

  app.delete<IdRequest>(
    '/admin/products/:id',
    { schema: { params: idParams }, config: { permission: perms.delete, versionChecked: true } },
    async (request) => {
      const id = Number(request.params.id);
      await versionedWrite(app, request, locked(id), async (ctx, before) => {
        await writes.remove(id, ctx);
        await recordAudit(ctx.db, { entity: 'products', entityId: id, action: 'delete', before });
      });
      return ok(null, 'محصول با موفقیت حذف شد');
    },
  );

  for (const [action, approved, message] of [
    ['approve', true, 'محصول تأیید شد'],
    ['disapprove', false, 'تأیید محصول برداشته شد'],
  ] as const) {
    app.post<IdRequest>(
      `/admin/products/:id/${action}`,
      {
        schema: { params: idParams },
        config: { permission: extraPermission('approved_products'), versionChecked: true },
      },
      async (request) => {
        const id = Number(request.params.id);
        const product = await versionedWrite(app, request, locked(id), async (ctx, before) => {
          await writes.setApproved(id, approved, ctx);
          const after = await orNotFound(reads.get(id, ctx.db));
          await recordAudit(ctx.db, { entity: 'products', entityId: id, action, before, after });
          return after;
        });
        return ok({ product }, message);
      },
    );
  }
}
