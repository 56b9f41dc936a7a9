import { permissionsOf, type StoreTransactionType, writableFields } from '@shop-admin/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { varieties } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { notFound, validationFailed } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { readListQuery } from '../../http/resource-routes.ts';
import { actionOf, declared, idParams, pagedList } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { recordAudit } from '../../services/audit/record.ts';
import { stockLists } from '../../services/catalogue/stock-lists.ts';
import { listExport } from '../../services/export/list.ts';

/**
 * The warehouse (shopit-contract.md c "Store"): balances per variety, one store with its movements, a
 * manual movement (increment or decrement, never below zero) and the movement log with its filters.
 */
export async function warehouseRoutes(app: FastifyInstance) {
  const stores = declared('stores');
  const log = declared('store_transactions');
  const perms = permissionsOf(stores.permissionStem);
  const lists = stockLists(app.ctx.db);
  const moveFields = writableFields(stores, 'create');

  app.get<{ Querystring: Record<string, unknown> }>(
    '/admin/stores',
    { config: { permission: perms.read } },
    async (request, reply) => {
      const query = readListQuery(request.query, stores);
      const now = app.ctx.clock();
      const download = listExport(request, reply, { resource: stores, query, now, list: lists.stores });
      if (download) return download;
      const { items, total } = await lists.stores(query);
      return ok({ stores: pagedList(request, query, items, total) });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/admin/stores/:id',
    { schema: { params: idParams }, config: { permission: perms.read } },
    async (request) => {
      const store = await lists.store(Number(request.params.id));
      if (!store) throw notFound();
      return ok({ store });
    },
  );

  app.post(
    '/admin/stores',
    { config: { permission: perms.write, docsBody: fieldsToJsonSchema(moveFields) } },
    async (request, reply) => {
      const values = validateBody(request.body, moveFields);
      const varietyId = values.variety_id as number;
      const [variety] = await app.ctx.db
        .select({ id: varieties.id })
        .from(varieties)
        .where(and(eq(varieties.id, varietyId), isNull(varieties.deletedAt)));
      if (!variety) throw validationFailed({ variety_id: ['تنوع محصول یافت نشد.'] });
      const action = actionOf(request, app.ctx.clock());
      const moved = await app.ctx.db.transaction(async (tx) => {
        const result = await app.ctx.stock.move(tx, {
          varietyId,
          type: values.type as StoreTransactionType,
          quantity: values.quantity as number,
          description: (values.description as string | null) ?? null,
          creatorId: action.admin.id,
        });
        await recordAudit(tx, { entity: 'stores', entityId: varietyId, action: 'move', after: result });
        return result;
      });
      return reply
        .status(201)
        .send(ok({ store: moved.store, transaction: moved.transaction }, 'موجودی انبار با موفقیت ثبت شد'));
    },
  );

  app.get<{ Querystring: Record<string, unknown> }>(
    '/admin/store_transactions',
    { config: { permission: perms.read } },
    async (request, reply) => {
      const query = readListQuery(request.query, log);
      const now = app.ctx.clock();
      const download = listExport(request, reply, { resource: log, query, now, list: lists.transactions });
      if (download) return download;
      const { items, total } = await lists.transactions(query);
      return ok({ storeTransactions: pagedList(request, query, items, total) });
    },
  );
}
