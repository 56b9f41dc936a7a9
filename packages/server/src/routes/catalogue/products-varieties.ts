import { permissionsOf } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { varieties } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, idParams } from '../../http/route-kit.ts';
import { inWriteTransaction, versionedWrite } from '../../http/write-transaction.ts';
import { recordAudit } from '../../services/audit/record.ts';
import { docsBodyOf, inputFields, readInput, unwrapBody } from '../../services/catalogue/products-input.ts';
import { varietiesService } from '../../services/catalogue/varieties.ts';

/**
 * Varieties (admin/varieties): list, show and soft delete through the generic resource routes; create
 * and update read their combination (colour, attribute value ids) and dates with the products' input
 * reader. Guarded by the product permissions, as Shopit edits varieties inside the product.
 */
export async function productVarietiesRoutes(app: FastifyInstance) {
  const resource = declared('varieties');
  const perms = permissionsOf(resource.permissionStem);
  const service = varietiesService(app.ctx);
  registerResourceRoutes(app, resource, service, { custom: ['create', 'update'] });

  app.post(
    '/admin/varieties',
    { config: { permission: perms.write, docsBody: docsBodyOf(inputFields('varieties', 'create')) } },
    async (request, reply) => {
      const values = readInput(unwrapBody(request.body, 'variety'), inputFields('varieties', 'create'), {
        table: varieties,
      });
      const variety = await inWriteTransaction(app, request, async (ctx) => {
        const created = await service.create(values, ctx);
        await recordAudit(ctx.db, {
          entity: 'varieties',
          entityId: created.id,
          action: 'create',
          after: created,
        });
        return created;
      });
      return reply.status(201).send(ok({ variety }, 'تنوع محصول با موفقیت ثبت شد'));
    },
  );

  app.put<{ Params: { id: string } }>(
    '/admin/varieties/:id',
    {
      schema: { params: idParams },
      config: {
        permission: perms.modify,
        versionChecked: true,
        docsBody: docsBodyOf(inputFields('varieties', 'update'), { partial: true }),
      },
    },
    async (request) => {
      const values = readInput(unwrapBody(request.body, 'variety'), inputFields('varieties', 'update'), {
        partial: true,
        table: varieties,
      });
      const id = Number(request.params.id);
      const locked = (tx: Db) => service.get(id, tx);
      const variety = await versionedWrite(app, request, locked, async (ctx, before) => {
        const after = await service.update(id, values, ctx);
        await recordAudit(ctx.db, { entity: 'varieties', entityId: id, action: 'update', before, after });
        return after;
      });
      return ok({ variety }, 'تنوع محصول با موفقیت ویرایش شد');
    },
  );
}
