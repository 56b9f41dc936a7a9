import { permissionsOf, type ResourceDef, writableFields } from '@shop-admin/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../services/audit/record.ts';
import { listExport } from '../services/export/list.ts';
import type { ListQuery, ResourceService, TxContext } from '../services/resource-service.ts';
import { ok } from './envelope.ts';
import { notFound } from './errors.ts';
import { fieldsToJsonSchema } from './json-schema.ts';
import { readPageRequest } from './paginate.ts';
import { idParams, pagedList } from './route-kit.ts';
import { validateBody } from './validate-body.ts';

const PAGING_KEYS = new Set(['page', 'per_page', 'all', 'sort_by', 'sort_desc', 'export']);

export function readListQuery(query: Record<string, unknown>, resource: ResourceDef): ListQuery {
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (!PAGING_KEYS.has(key) && typeof value === 'string') filters[key] = value;
  }
  const sortBy =
    typeof query.sort_by === 'string' && resource.sortKeys.includes(query.sort_by) ? query.sort_by : null;
  const sortDesc = ['1', 'true'].includes(String(query.sort_desc ?? '').toLowerCase());
  return { page: readPageRequest(query, resource.perPage), sortBy, sortDesc, filters };
}

/** The id of a created row as the service answered it. */
const rowId = (row: unknown): number | string => {
  const id = (row as { id?: unknown } | null)?.id;
  return typeof id === 'number' || typeof id === 'string' ? id : '';
};

/**
 * Runs one audited write in one transaction: `work` gets the transaction (through which it writes and
 * records its audit row, so both commit or neither does); its `afterCommit` work runs once committed.
 * A failure there is logged, not answered: the write itself has happened.
 */
export async function inWriteTransaction<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (ctx: TxContext) => Promise<T>,
): Promise<T> {
  const { admin } = request;
  if (!admin) throw new Error('a write route reached without an admin');
  const now = app.ctx.clock();
  const committed: (() => unknown)[] = [];
  const result = await app.ctx.db.transaction((tx) =>
    work({ admin, now, db: tx as unknown as Db, afterCommit: (then) => void committed.push(then) }),
  );
  for (const then of committed) {
    try {
      await then();
    } catch (error) {
      request.log.error({ err: error }, 'work after a committed write failed');
    }
  }
  return result;
}

/**
 * The five Shopit resource routes (`GET x`, `GET x/:id`, `POST x`, `PUT x/:id`, `DELETE x/:id`) of a
 * core resource declaration, each guarded by read_/read_/write_/modify_/delete_<stem>, validated with
 * the declaration's rules, answering in the envelope under the declaration's response keys.
 */
export function registerResourceRoutes<Row>(
  app: FastifyInstance,
  resource: ResourceDef,
  service: ResourceService<Row>,
  options: { only?: readonly ('list' | 'show' | 'create' | 'update' | 'delete')[] } = {},
): void {
  const base = `/${resource.endpoint}`;
  const perms = permissionsOf(resource.permissionStem);
  const { list: listKey, item: itemKey } = resource.responseKey;
  const enabled = (action: 'list' | 'show' | 'create' | 'update' | 'delete') =>
    !options.only || options.only.includes(action);
  const findOr404 = async (id: number, tx?: Db) => (await service.get(id, tx)) ?? Promise.reject(notFound());
  // Every generic write is audited here, once, in the write's own transaction (`before` is read in it,
  // locked); a custom write service calls recordAudit inside its own transaction instead.
  const entity = resource.name;
  const exportBatches = service.exportBatches?.bind(service);

  if (enabled('list')) {
    app.get<{ Querystring: Record<string, unknown> }>(
      base,
      { config: { permission: perms.read } },
      async (request, reply) => {
        const query = readListQuery(request.query, resource);
        const download = listExport(request, reply, {
          resource,
          query,
          now: app.ctx.clock(),
          list: (q) => service.list(q),
          ...(exportBatches ? { batches: () => exportBatches(query) } : {}),
        });
        if (download) return download;
        const { items, total } = await service.list(query);
        return ok({ [listKey]: pagedList(request, query, items, total) });
      },
    );
  }
  if (enabled('show')) {
    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      { schema: { params: idParams }, config: { permission: perms.read } },
      async (request) => ok({ [itemKey]: await findOr404(Number(request.params.id)) }),
    );
  }
  if (enabled('create')) {
    const docsBody = fieldsToJsonSchema(writableFields(resource, 'create'));
    app.post(base, { config: { permission: perms.write, docsBody } }, async (request, reply) => {
      const values = validateBody(request.body, writableFields(resource, 'create'), {
        imageHosts: app.ctx.config.imageHosts,
      });
      const row = await inWriteTransaction(app, request, async (ctx) => {
        const created = await service.create(values, ctx);
        await recordAudit(ctx.db, { entity, entityId: rowId(created), action: 'create', after: created });
        return created;
      });
      return reply.status(201).send(ok({ [itemKey]: row }, `${resource.titleSingular} با موفقیت ثبت شد`));
    });
  }
  if (enabled('update')) {
    app.put<{ Params: { id: string } }>(
      `${base}/:id`,
      {
        schema: { params: idParams },
        config: {
          permission: perms.modify,
          docsBody: fieldsToJsonSchema(writableFields(resource, 'update'), { partial: true }),
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        const row = await inWriteTransaction(app, request, async (ctx) => {
          const before = await findOr404(id, ctx.db);
          const values = validateBody(request.body, writableFields(resource, 'update'), {
            partial: true,
            imageHosts: app.ctx.config.imageHosts,
          });
          const after = await service.update(id, values, ctx);
          await recordAudit(ctx.db, { entity, entityId: id, action: 'update', before, after });
          return after;
        });
        return ok({ [itemKey]: row }, `${resource.titleSingular} با موفقیت ویرایش شد`);
      },
    );
  }
  if (enabled('delete')) {
    app.delete<{ Params: { id: string } }>(
      `${base}/:id`,
      { schema: { params: idParams }, config: { permission: perms.delete } },
      async (request) => {
        const id = Number(request.params.id);
        await inWriteTransaction(app, request, async (ctx) => {
          const before = await findOr404(id, ctx.db);
          await service.remove(id, ctx);
          await recordAudit(ctx.db, { entity, entityId: id, action: 'delete', before });
        });
        return ok(null, `${resource.titleSingular} با موفقیت حذف شد`);
      },
    );
  }
}
