import { type FieldDef, permissionsOf, type ResourceDef } from '@shop-admin/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthAdmin } from '../services/admins.ts';
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
}

const PAGING_KEYS = new Set(['page', 'per_page', 'all', 'sort_by', 'sort_desc']);
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

  if (enabled('list')) {
    app.get<{ Querystring: Record<string, unknown> }>(
      base,
      { config: { permission: perms.read } },
      async (request) => {
        const query = readListQuery(request.query, resource);
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
        await findOr404(id);
        const values = validateBody(request.body, writableFields(resource, 'update'), { partial: true });
        const row = await service.update(id, values, actor(request, app.ctx.clock()));
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
        await findOr404(id);
        await service.remove(id, actor(request, app.ctx.clock()));
        return ok(null, `${resource.titleSingular} با موفقیت حذف شد`);
      },
    );
  }
}
