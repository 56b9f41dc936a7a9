import { BULK_EDIT_MAX_ROWS, bulkEditRowFields, PRODUCT_STATUSES } from '@shop-admin/core';
import type { FastifyInstance } from 'fastify';
import { fieldsToJsonSchema } from '../../http/json-schema.ts';
import { actionOf, permissionsOfResource } from '../../http/route-kit.ts';
import { bulkEditService } from '../../services/catalogue/bulk.ts';
import { changeSetSource } from '../../services/catalogue/change-set-record.ts';

/** A 10,000-row request is about 1–2 MB of JSON; the default 1 MB limit would refuse it. */
const BULK_BODY_LIMIT = 32 * 1024 * 1024;

const rowSchema = {
  ...fieldsToJsonSchema(bulkEditRowFields, { partial: true }),
  description:
    'Exactly one of id (product), variety_id or sku (a variety SKU first, else a product SKU) addresses the row. ' +
    'An absent key or "" leaves a value unchanged; null clears purchase_price, discount, discount_type, discount_until. ' +
    'Numbers may use Persian digits and thousands separators; categories_* take an id array or "1;2;3"; ' +
    'discount_until takes Jalali (1404/08/01 14:30) or Gregorian/ISO text or a Unix time. ' +
    'Rows addressing a product set the product; with one live variety, stock goes to it.',
} as const;

const change = { type: 'object', properties: { before: {}, after: {} } } as const;

const resultSchema = {
  type: 'object',
  properties: {
    dry_run: { type: 'boolean' },
    applied: { type: 'boolean', description: 'true when the changes were written' },
    valid: { type: 'boolean', description: 'true when every row passed' },
    change_set_id: {
      type: ['integer', 'null'],
      description:
        'the change set this apply recorded (undo it with POST admin/products/change-sets/{id}/undo); null when nothing changed or not applied',
    },
    undo_of: { type: 'integer', description: 'on an undo: the change set it reverts' },
    replayed: {
      type: 'boolean',
      description: 'true for the stored answer of an earlier request with this Idempotency-Key',
    },
    summary: {
      type: 'object',
      properties: {
        rows: { type: 'integer' },
        changed: { type: 'integer' },
        unchanged: { type: 'integer' },
        failed: { type: 'integer' },
        conflicts: { type: 'integer' },
      },
    },
    results: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          row: { type: 'integer', description: 'index in rows, from 0' },
          status: { type: 'string', enum: ['changed', 'unchanged', 'failed', 'conflict'] },
          accepted: { type: 'boolean', description: 'the row had conflicts the user accepted' },
          conflicts: {
            type: 'object',
            description: 'field → {base, current, wanted}: the record changed since the row was read',
            additionalProperties: { type: 'object', properties: { base: {}, current: {}, wanted: {} } },
          },
          product_id: { type: ['integer', 'null'] },
          variety_id: { type: ['integer', 'null'] },
          sku: { type: ['string', 'null'] },
          changes: {
            type: 'object',
            description:
              'field → {before, after}: title, sku, unit_price, purchase_price, discount, discount_type, discount_until, status, ' +
              'stock (the balance), approved (boolean), categories (sorted id list). A product emptied by the request ' +
              'shows status → out_of_stock on its last stock row.',
            additionalProperties: change,
          },
          errors: {
            type: 'object',
            description: 'column → Persian messages (failed rows only)',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

const envelope = (success: boolean) => ({
  type: 'object',
  properties: {
    success: { type: 'boolean', enum: [success] },
    message: { type: 'string' },
    ...(success
      ? {}
      : {
          code: {
            type: 'string',
            description: 'bulk_rejected, bulk_conflict, validation_failed or idempotency_key_reused',
          },
          errors: {
            type: 'object',
            description: '`rows.<index>.<column>` → messages',
            additionalProperties: { type: 'array', items: { type: 'string' } },
          },
        }),
    data: { type: ['object', 'null'], properties: { bulk: resultSchema } },
  },
});

/**
 * POST admin/products/bulk: the atomic catalogue editor the CLI's `products apply` and the web's
 * multi-row edits use. Permission modify_product; rows with `approved` also need approved_products,
 * rows with `stock`/`stock_adjust` also write_store (a failing row, not a 403 for the request).
 */
export async function productsBulkRoutes(app: FastifyInstance) {
  const service = bulkEditService(app.ctx);
  app.post(
    '/admin/products/bulk',
    {
      bodyLimit: BULK_BODY_LIMIT,
      schema: {
        summary: 'Bulk catalogue edit (all or nothing, dry run, Idempotency-Key)',
        description:
          'Applies every row in one transaction or none. `dry_run: true` returns the exact diff and the errors ' +
          'without writing (200, `applied: false`). A failing row rejects the whole request with 422 `bulk_rejected` ' +
          'and the per-row results. A row carrying base_unit_price / base_stock whose record changed since is a ' +
          '`conflict` (with base, current and wanted values): the apply answers 409 `bulk_conflict` and writes nothing ' +
          'unless `accept_conflicts` names those rows. Header `Idempotency-Key` (1–255 printable characters): the same key and body ' +
          'within 24 hours returns the first answer (`replayed: true`, header `idempotency-replayed: true`); the ' +
          `same key with another body is a 422 \`idempotency_key_reused\`. At most ${BULK_EDIT_MAX_ROWS} rows. ` +
          `Statuses: ${PRODUCT_STATUSES.map((s) => s.value).join(', ')}.`,
        headers: {
          type: 'object',
          properties: { 'idempotency-key': { type: 'string', maxLength: 255 } },
        },
        response: { 200: envelope(true), 409: envelope(false), 422: envelope(false) },
      },
      config: {
        permission: permissionsOfResource('products').modify,
        docsBody: {
          type: 'object',
          required: ['rows'],
          additionalProperties: false,
          properties: {
            rows: { type: 'array', minItems: 1, maxItems: BULK_EDIT_MAX_ROWS, items: rowSchema },
            dry_run: { type: 'boolean', description: 'check and diff only; nothing is written' },
            accept_conflicts: {
              description:
                'rows (indexes from 0) whose conflicts are accepted (their values overwrite the current ones), or true for all',
              oneOf: [{ type: 'array', items: { type: 'integer', minimum: 0 } }, { type: 'boolean' }],
            },
          },
        },
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : null;
      const answer = await service.run({
        body: request.body,
        admin: actionOf(request, app.ctx.clock()).admin,
        key,
        source: changeSetSource(request.headers['user-agent']),
      });
      if (answer.replayed) reply.header('idempotency-replayed', 'true');
      return reply.status(answer.status as 200 | 409 | 422).send(answer.body as never);
    },
  );
}
