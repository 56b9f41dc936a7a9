import { type FieldDef, permissionsOf, type ResourceDef } from '@shop-admin/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/** The persistence side of a resource; route plumbing (permissions, validation, envelopes) is shared. */
export interface ResourceService<Row> {
  list(query: ListQuery): Promise<{ items: Row[]; total: number }>;
  get(id: number): Promise<Row | null>;
  create(values: Record<string, unknown>, ctx: ActionContext): Promise<Row>;
  update(id: number, values: Record<string, unknown>, ctx: ActionContext): Promise<Row>;
  remove(id: number, ctx: ActionContext): Promise<void>;
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

function actor(request: FastifyRequest, now: Date): ActionContext {
  if (!request.admin) throw new Error('resource route reached without an admin');
  return { admin: request.admin, now };
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
  const findOr404 = async (id: number) => (await service.get(id)) ?? Promise.reject(notFound());
  // Every generic write is audited here, once, after the service's write (services own their
  // transactions; a custom write service calls recordAudit inside its own transaction instead).
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
      const values = validateBody(request.body, writableFields(resource, 'create'));
      const row = await service.create(values, actor(request, app.ctx.clock()));
      await recordAudit(app.ctx.db, { entity, entityId: rowId(row), action: 'create', after: row });
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
        const before = await findOr404(id);
        const values = validateBody(request.body, writableFields(resource, 'update'), { partial: true });
        const row = await service.update(id, values, actor(request, app.ctx.clock()));
        await recordAudit(app.ctx.db, { entity, entityId: id, action: 'update', before, after: row });
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
        const before = await findOr404(id);
        await service.remove(id, actor(request, app.ctx.clock()));
        await recordAudit(app.ctx.db, { entity, entityId: id, action: 'delete', before });
        return ok(null, `${resource.titleSingular} با موفقیت حذف شد`);
      },
    );
  }
}
