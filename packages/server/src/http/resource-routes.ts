import { type FieldDef, permissionsOf, type ResourceDef } from '@shop-admin/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import type { AuthAdmin } from '../services/admins.ts';
import { recordAudit } from '../services/audit/record.ts';
import { listExport } from '../services/export/list.ts';
import type { ExportBatches } from '../services/export/sources.ts';
import { ok } from './envelope.ts';
import { notFound } from './errors.ts';
import { fieldsToJsonSchema } from './json-schema.ts';
import { laravelPage, type PageRequest, readPageRequest } from './paginate.ts';
import { validateBody } from './validate-body.ts';

/** What a list handler receives: paging, sort and the raw filters of the query string. */
export interface ListQuery {
  page: PageRequest;
  sortBy: string | null;
  sortDesc: boolean;
  /** The query string minus paging and sort keys (search, status, start_date …). */
  filters: Record<string, string>;
}

/** Who is acting and when, for services that record authorship or check rules about the actor. */
export interface ActionContext {
  admin: AuthAdmin;
  now: Date;
}

/**
 * One generic write: the actor, and the transaction the route opened for the write and its audit row.
 * Every read and write of the action goes through `db` (never the root handle: on PGlite its one
 * connection is held by this transaction, so a statement on the root would wait forever); work that
 * must follow the commit (live events, push) is handed to `afterCommit` and dropped on a rollback.
 */
export interface TxContext extends ActionContext {
  db: Db;
  afterCommit(work: () => unknown): void;
}

/** The persistence side of a resource; route plumbing (permissions, validation, envelopes) is shared. */
export interface ResourceService<Row> {
  list(query: ListQuery): Promise<{ items: Row[]; total: number }>;
  /** One row; given a write's transaction, read through it under the lock the write takes (the row, FOR UPDATE). */
  get(id: number, tx?: Db): Promise<Row | null>;
  create(values: Record<string, unknown>, ctx: TxContext): Promise<Row>;
  update(id: number, values: Record<string, unknown>, ctx: TxContext): Promise<Row>;
  remove(id: number, ctx: TxContext): Promise<void>;
  /** The whole filtered list in batches for a download; without it the list is read page by page. */
  exportBatches?(query: ListQuery): ExportBatches<Row>;
}

const PAGING_KEYS = new Set(['page', 'per_page', 'all', 'sort_by', 'sort_desc', 'export']);
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

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

/** The fields a create accepts (everything writable) or an update accepts (no create-only fields). */
export const writableFields = (resource: ResourceDef, mode: 'create' | 'update'): FieldDef[] =>
  resource.fields.filter((field) => !field.readOnly && (mode === 'create' || !field.createOnly));

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
        if (query.page.all) return ok({ [listKey]: items });
        const path = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
        return ok({ [listKey]: laravelPage(items, total, query.page, { path, query: request.query }) });
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
