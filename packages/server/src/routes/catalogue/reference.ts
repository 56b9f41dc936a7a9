import { permissionsOf, sortIdsFields, specificationValueFields } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, idParams } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { versionedWrite } from '../../http/write-transaction.ts';
import { recordAudit } from '../../services/audit/record.ts';
import { attributesService, specificationsService } from '../../services/catalogue/option-lists.ts';
import { readIds } from '../../services/catalogue/reference-common.ts';
import {
  brandsService,
  colorsService,
  giftsService,
  recommendationGroupsService,
  unitsService,
} from '../../services/catalogue/reference-lists.ts';
import { sizeChartsService, sizeChartTypesService } from '../../services/catalogue/size-charts.ts';
import { categoriesRoutes } from './categories.ts';
import { merchandisingRoutes } from './merchandising.ts';
import { referenceUploadRoutes } from './reference-uploads.ts';

/**
 * The catalogue's reference resources (shopit-contract.md c "Catalog reference data"): brands, units,
 * colours, attributes, specifications (+ values and sort), size charts and their types, gifts,
 * recommendation groups, categories, and the merchandising routes (sets, flash sales,
 * recommendations, product comments). Each is served from its core declaration.
 */
export async function catalogueReferenceRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  registerResourceRoutes(app, declared('brands'), brandsService(db));
  registerResourceRoutes(app, declared('units'), unitsService(db));
  registerResourceRoutes(app, declared('colors'), colorsService(db));
  registerResourceRoutes(app, declared('attributes'), attributesService(db));
  registerResourceRoutes(app, declared('size_charts'), sizeChartsService(db));
  registerResourceRoutes(app, declared('size_chart_types'), sizeChartTypesService(db));
  registerResourceRoutes(app, declared('gifts'), giftsService(db));
  registerResourceRoutes(app, declared('recommendation_groups'), recommendationGroupsService(db));

  const specifications = specificationsService(db);
  const specificationPerms = permissionsOf('specification');
  // Registered before the resource so `sort` is never read as an id (it would not match the id pattern anyway).
  app.post(
    '/admin/specifications/sort',
    { config: { permission: specificationPerms.modify, docsBody: fieldsToJsonSchema(sortIdsFields) } },
    async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      // Shopit's screen sends `specifications` (ids in order); `ids` is accepted too.
      const input = Object.hasOwn(body, 'specifications') ? { ids: body.specifications } : body;
      const { ids } = validateBody(input, sortIdsFields);
      const order = readIds(ids, 'ids', 'ترتیب');
      await specifications.sort(order, app.ctx.clock());
      await recordAudit(db, { entity: 'specifications', entityId: 'order', action: 'sort', after: order });
      return ok(null, 'ترتیب مشخصات فنی ذخیره شد');
    },
  );
  registerResourceRoutes(app, declared('specifications'), specifications.resource);

  const valuePerms = permissionsOf('specification-value');
  // No GET answers a value alone: its writes check If-Match against the value under its row lock.
  const lockedValue = (id: number) => (tx: Db) => specifications.value(id, tx);
  app.put<{ Params: { id: string } }>(
    '/admin/specification-values/:id',
    {
      schema: { params: idParams },
      config: {
        permission: valuePerms.modify,
        versionChecked: true,
        docsBody: fieldsToJsonSchema(specificationValueFields),
      },
    },
    async (request) => {
      const { value } = validateBody(request.body, specificationValueFields);
      const id = Number(request.params.id);
      const row = await versionedWrite(app, request, lockedValue(id), async (ctx, before) => {
        const after = await specifications.updateValue(id, String(value), ctx.now, ctx.db);
        await recordAudit(ctx.db, {
          entity: 'specification_values',
          entityId: id,
          action: 'update',
          before,
          after,
        });
        return after;
      });
      return ok({ specification_value: row }, 'مقدار با موفقیت ویرایش شد');
    },
  );
  app.delete<{ Params: { id: string } }>(
    '/admin/specification-values/:id',
    { schema: { params: idParams }, config: { permission: valuePerms.delete, versionChecked: true } },
    async (request) => {
      const id = Number(request.params.id);
      await versionedWrite(app, request, lockedValue(id), async (ctx, before) => {
        await specifications.removeValue(id, ctx.db);
        await recordAudit(ctx.db, { entity: 'specification_values', entityId: id, action: 'delete', before });
      });
      return ok(null, 'مقدار با موفقیت حذف شد');
    },
  );

  await app.register(categoriesRoutes);
  await app.register(referenceUploadRoutes);
  await app.register(merchandisingRoutes);
}
