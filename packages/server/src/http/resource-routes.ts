import { permissionsOf, type ResourceDef, type ResourceOperation, writableFields } from '@shop-admin/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { recordAudit } from '../services/audit/record.ts';
import { listExport } from '../services/export/list.ts';
import type { ListQuery, ResourceService } from '../services/resource-service.ts';
import { ok } from './envelope.ts';
import { fieldsToJsonSchema } from './json-schema.ts';
import { type RawQuery, readPageRequest } from './paginate.ts';
import { deletedResponseSchema, itemResponseSchema, listResponseSchema } from './response-schema.ts';
import { idParams, orNotFound, pagedList } from './route-kit.ts';
import { validateBody } from './validate-body.ts';
import { inWriteTransaction, versionedWrite } from './write-transaction.ts';

const PAGING_KEYS = new Set(['page', 'per_page', 'all', 'sort_by', 'sort_desc', 'export']);

export function readListQuery(query: RawQuery, resource: ResourceDef): ListQuery {
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

/** What a resource's generic list adds to, or answers instead of, the paged list. */
export interface ListHooks {
  /**
   * Answers the request itself when it returns an answer (a tree instead of a page); `undefined`
   * falls through to the generic list.
   */
  instead?: (request: FastifyRequest) => Promise<unknown> | unknown;
  /** Keys answered beside the list (e.g. the coupons' totals). */
  extras?: (query: ListQuery) => Promise<Record<string, unknown>>;
}

export interface ResourceRouteOptions {
  list?: ListHooks;
  /**
   * Declared operations this area answers with routes of its own (registered by the caller), e.g.
   * varieties' create and update read a combination the generic body cannot.
   */
  custom?: readonly ResourceOperation[];
  /**
   * Why reading (list and one record) is open to any signed-in admin (`permission: null`), e.g.
   * provinces and cities, the reference data of every address filter; writes keep their permissions.
   */
  openRead?: string;
}

const ALL_OPERATIONS: readonly ResourceOperation[] = ['list', 'get', 'create', 'update', 'delete'];

/** Per app (its shared context): each resource whose generic routes it registered, and which operations. */
const registered = new WeakMap<object, Map<string, ResourceOperation[]>>();

/** Per app: the resources whose reads are open to any signed-in admin, with the reason. */
const openReads = new WeakMap<object, Map<string, string>>();

/** The resources whose list and get any signed-in admin may read (`openRead`), with the reason. */
export function openReadResources(app: FastifyInstance): ReadonlyMap<string, string> {
  return openReads.get(app.ctx) ?? new Map();
}

/** The resources an app serves through the generic routes, with their generic operations (the conformance test walks them). */
export function genericResources(app: FastifyInstance): ReadonlyMap<string, readonly ResourceOperation[]> {
  return registered.get(app.ctx) ?? new Map();
}

/**
 * The Shopit resource routes (`GET x`, `GET x/:id`, `POST x`, `PUT x/:id`, `DELETE x/:id`) of a core
 * resource declaration, the ones its `operations` allow, each guarded by
 * read_/read_/write_/modify_/delete_<stem>, validated with the declaration's rules, answering in the
 * envelope under the declaration's response keys.
 */
export function registerResourceRoutes<Row, N extends string>(
  app: FastifyInstance,
  resource: ResourceDef & { readonly name: N },
  // biome-ignore lint/suspicious/noExplicitAny: each service names its own write values (FieldValues<'brands'>); the routes hand it the validated body
  service: ResourceService<Row, any, NoInfer<N>>,
  options: ResourceRouteOptions = {},
): void {
  if (service.resourceName !== resource.name)
    throw new Error(`${resource.name}: served by a service built for "${service.resourceName}"`);
  const base = `/${resource.endpoint}`;
  const perms = permissionsOf(resource.permissionStem);
  const readPermission = options.openRead ? null : perms.read;
  const { list: listKey, item: itemKey } = resource.responseKey;
  const declaredOps = resource.operations ?? ALL_OPERATIONS;
  for (const operation of options.custom ?? [])
    if (!declaredOps.includes(operation))
      throw new Error(`${resource.name}: "${operation}" is answered by a custom route but not declared`);
  const enabled = (operation: ResourceOperation) =>
    declaredOps.includes(operation) && !options.custom?.includes(operation);
  const find = (id: number) => orNotFound(service.get(id));
  /** The record as its GET answers it, read through a write's transaction under its row lock. */
  const locked = (id: number) => (tx: Db) => service.get(id, tx);
  // Every generic write is audited here, once, in the write's own transaction (`before` is read in it,
  // locked, and is what If-Match is checked against); a custom write service calls recordAudit inside
  // its own transaction instead.
  const entity = resource.name;
  const exportBatches = service.exportBatches?.bind(service);
  const hooks = options.list ?? {};
  const served = registered.get(app.ctx) ?? new Map<string, ResourceOperation[]>();
  registered.set(app.ctx, served);
  served.set(resource.name, declaredOps.filter(enabled));
  if (options.openRead) {
    const open = openReads.get(app.ctx) ?? new Map<string, string>();
    openReads.set(app.ctx, open);
    open.set(resource.name, options.openRead);
  }
  // Answers are serialised through schemas derived from the declaration (http/response-schema.ts).
  const itemSchema = itemResponseSchema(resource);

  if (enabled('list')) {
    app.get<{ Querystring: RawQuery }>(
      base,
      // An `instead` hook answers its rows as a plain array (a tree): the schema's all=1 shape.
      { schema: { response: listResponseSchema(resource) }, config: { permission: readPermission } },
      async (request, reply) => {
        const answer = await hooks.instead?.(request);
        if (answer !== undefined) return answer;
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
        const extras = hooks.extras ? await hooks.extras(query) : {};
        return ok({ [listKey]: pagedList(request, query, items, total), ...extras });
      },
    );
  }
  if (enabled('get')) {
    app.get<{ Params: { id: string } }>(
      `${base}/:id`,
      {
        schema: { params: idParams, response: { 200: itemSchema } },
        config: { permission: readPermission },
      },
      async (request) => ok({ [itemKey]: await find(Number(request.params.id)) }),
    );
  }
  if (enabled('create')) {
    const docsBody = fieldsToJsonSchema(writableFields(resource, 'create'));
    const create = {
      schema: { response: { 201: itemSchema } },
      config: { permission: perms.write, docsBody },
    };
    app.post(base, create, async (request, reply) => {
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
        schema: { params: idParams, response: { 200: itemSchema } },
        config: {
          permission: perms.modify,
          versionChecked: true,
          docsBody: fieldsToJsonSchema(writableFields(resource, 'update'), { partial: true }),
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        const row = await versionedWrite(app, request, locked(id), async (ctx, before) => {
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
      {
        schema: { params: idParams, response: { 200: deletedResponseSchema } },
        config: { permission: perms.delete, versionChecked: true },
      },
      async (request) => {
        const id = Number(request.params.id);
        await versionedWrite(app, request, locked(id), async (ctx, before) => {
          await service.remove(id, ctx);
          await recordAudit(ctx.db, { entity, entityId: id, action: 'delete', before });
        });
        return ok(null, `${resource.titleSingular} با موفقیت حذف شد`);
      },
    );
  }
}
