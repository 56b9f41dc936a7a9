import {
  type FieldDef,
  permissionsOf,
  WITHDRAW_MOVE_RULES,
  WITHDRAW_MOVES,
  walletMoveFields,
  withdrawMoveFields,
} from '@shop-admin/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok } from '../../http/envelope.ts';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { readListQuery, registerResourceRoutes } from '../../http/resource-routes.ts';
import { declared, idParams, pagedList, permissionsOfResource } from '../../http/route-kit.ts';
import { validateBody } from '../../http/validate-body.ts';
import { versionedWrite } from '../../http/write-transaction.ts';
import { recordAudit } from '../../services/audit/record.ts';
import { listExport } from '../../services/export/list.ts';
import { customersService } from '../../services/people/customers.ts';
import { adminWalletMove } from '../../services/wallet/admin-moves.ts';
import { listTransactions, serializeTransaction } from '../../services/wallet/transactions.ts';
import { withdrawsService } from '../../services/wallet/withdraws.ts';

/**
 * Wallets: staff deposits and debits (customer/deposit, customer/withdraw, `modify_customer`), the
 * ledger with its totals (customers/transactions, `read_transaction`) and withdraw requests
 * (R `withdraws`, `*_withdraw`).
 */
export async function walletRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const customers = customersService(db);

  const move = (kind: 'deposit' | 'withdraw') => async (request: FastifyRequest) => {
    const values = validateBody(request.body, walletMoveFields);
    if (!request.admin) throw new Error('wallet route reached without an admin');
    const result = await adminWalletMove(db, kind, {
      customerId: Number(values.customer_id),
      amount: Number(values.amount),
      description: String(values.description),
      trackingCode:
        values.tracking_code === null || values.tracking_code === undefined
          ? null
          : String(values.tracking_code),
      adminId: request.admin.id,
      now: app.ctx.clock(),
    });
    const customer = await customers.resource.get(result.wallet.customerId);
    return ok(
      { customer, transaction: serializeTransaction(result.transaction) },
      kind === 'deposit' ? 'کیف پول مشتری با موفقیت شارژ شد' : 'مبلغ با موفقیت از کیف پول مشتری برداشت شد',
    );
  };
  const docsBody = fieldsToJsonSchema(walletMoveFields);
  app.post(
    '/admin/customer/deposit',
    { config: { permission: permissionsOfResource('customers').modify, docsBody } },
    move('deposit'),
  );
  app.post(
    '/admin/customer/withdraw',
    { config: { permission: permissionsOfResource('customers').modify, docsBody } },
    move('withdraw'),
  );

  const transactions = declared('transactions');
  app.get<{ Querystring: Record<string, unknown> }>(
    '/admin/customers/transactions',
    { config: { permission: permissionsOf(transactions.permissionStem).read } },
    async (request, reply) => {
      const query = readListQuery(request.query, transactions);
      const download = listExport(request, reply, {
        resource: transactions,
        query,
        now: app.ctx.clock(),
        list: (q) => listTransactions(db, q),
      });
      if (download) return download;
      const result = await listTransactions(db, query);
      return ok({
        transactions: pagedList(request, query, result.items, result.total),
        total_this_page: result.pageTotals,
        total: result.totals,
      });
    },
  );

  const withdraws = withdrawsService(db);
  registerResourceRoutes(app, declared('withdraws'), withdraws);

  // The staff workflow: POST admin/withdraws/{id}/approve|pay|reject|cancel (core's withdraw moves),
  // each in one transaction with its wallet effect and its audit row.
  for (const move of WITHDRAW_MOVES) {
    const fields: readonly FieldDef[] = withdrawMoveFields(move);
    app.post<{ Params: { id: string } }>(
      `/admin/withdraws/:id/${move}`,
      {
        schema: { params: idParams },
        config: {
          permission: permissionsOfResource('withdraws').modify,
          versionChecked: true,
          docsBody: fieldsToJsonSchema(fields),
        },
      },
      async (request) => {
        const id = Number(request.params.id);
        const values = validateBody(request.body ?? {}, fields);
        const text = (name: string) => {
          const value = values[name];
          return value === null || value === undefined || value === '' ? null : String(value);
        };
        const locked = (tx: Db) => withdraws.get(id, tx);
        const withdraw = await versionedWrite(app, request, locked, async (ctx, before) => {
          const after = await withdraws.move(
            id,
            move,
            { reason: text('reason'), trackingCode: text('tracking_code') },
            ctx,
          );
          await recordAudit(ctx.db, { entity: 'withdraws', entityId: id, action: move, before, after });
          return after;
        });
        return ok({ withdraw }, WITHDRAW_MOVE_RULES[move].done);
      },
    );
  }
}
