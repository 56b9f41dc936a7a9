import { customerAddressFields, stemPermission } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { notFound } from '../../http/errors.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, idParams, permissionsOfResource } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { versionedWrite } from '../../http/write-transaction.ts';
import { addressesService } from '../../services/people/addresses.ts';
import { customersService } from '../../services/people/customers.ts';
import { customerRolesService, sellersService } from '../../services/people/people-tables.ts';

const twoIds = {
  type: 'object',
  required: ['customer', 'address'],
  properties: {
    customer: { type: 'string', pattern: '^[0-9]{1,15}$' },
    address: { type: 'string', pattern: '^[0-9]{1,15}$' },
  },
} as const;

/**
 * Customers (Shopit R `customers`, `*_customer`), their quick search (`read_customer`) and addresses (`*_address`),
 * customer roles (`*_customer_role`) and sellers (`*_seller`).
 */
export async function peopleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const customers = customersService(db);
  const addresses = addressesService(db);
  /** An address as its writes answer it, in a write's transaction under its row lock (If-Match). */
  const lockedAddress = (id: number) => (tx: Db) => addresses.get(id, tx);

  app.get<{ Querystring: { q?: string } }>(
    '/admin/customers/search',
    { config: { permission: permissionsOfResource('customers').read } },
    async (request) => ok(await customers.quickSearch(String(request.query.q ?? ''))),
  );
  registerResourceRoutes(app, declared('customers'), customers.resource);

  app.get<{ Params: { id: string } }>(
    '/admin/customers/:id/addresses',
    { schema: { params: idParams }, config: { permission: permissionsOfResource('customers').read } },
    async (request) => {
      const id = Number(request.params.id);
      if (!(await customers.resource.get(id))) throw notFound();
      return ok({ addresses: await addresses.listOf(id) });
    },
  );
  app.post(
    '/admin/customers/addresses',
    {
      config: {
        permission: stemPermission('address', 'write'),
        docsBody: fieldsToJsonSchema(customerAddressFields),
      },
    },
    async (request, reply) => {
      const values = validateBody(request.body, customerAddressFields);
      const address = await addresses.create(values, app.ctx.clock());
      return reply.status(201).send(ok({ address }, 'نشانی با موفقیت ثبت شد'));
    },
  );
  app.put<{ Params: { id: string } }>(
    '/admin/customers/addresses/:id',
    {
      schema: { params: idParams },
      config: {
        permission: stemPermission('address', 'modify'),
        versionChecked: true,
        docsBody: fieldsToJsonSchema(customerAddressFields, { partial: true }),
      },
    },
    async (request) => {
      const values = validateBody(request.body, customerAddressFields, { partial: true });
      const id = Number(request.params.id);
      const address = await versionedWrite(app, request, lockedAddress(id), (ctx) =>
        addresses.update(id, values, ctx.now, ctx.db),
      );
      return ok({ address }, 'نشانی با موفقیت ویرایش شد');
    },
  );
  app.delete<{ Params: { customer: string; address: string } }>(
    '/admin/customers/addresses/:customer/:address',
    {
      schema: { params: twoIds },
      config: { permission: stemPermission('address', 'delete'), versionChecked: true },
    },
    async (request) => {
      const id = Number(request.params.address);
      await versionedWrite(app, request, lockedAddress(id), (ctx) =>
        addresses.remove(Number(request.params.customer), id, ctx.now, ctx.db),
      );
      return ok(null, 'نشانی با موفقیت حذف شد');
    },
  );

  registerResourceRoutes(app, declared('customer_roles'), customerRolesService(db));
  registerResourceRoutes(app, declared('sellers'), sellersService(db));
}
