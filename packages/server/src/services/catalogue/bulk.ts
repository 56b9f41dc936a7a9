import { createHash } from 'node:crypto';
import {
  BULK_EDIT_MAX_ROWS,
  type BulkEditResult,
  bulkSummaryText,
  type ErrorCode,
  toPersianDigits,
} from '@shop-admin/core';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { bulkEditRequests } from '../../db/schema/index.ts';
import { AppError, validationFailed } from '../../http/errors.ts';
import type { AuthAdmin } from '../admins.ts';
import { recordAudit } from '../audit/record.ts';
import { applyBulk } from './bulk-apply.ts';
import { type AcceptedConflicts, type BulkPlan, planBulk } from './bulk-plan.ts';
import { insertChangeSet, planRecords } from './change-set-record.ts';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** A ready HTTP answer: status and envelope body. */
export interface BulkAnswer {
  status: number;
  body: Record<string, unknown>;
  replayed: boolean;
}

/** Printable ASCII without spaces, as Stripe-style clients send (UUIDs, ULIDs, hashes). */
const KEY = /^[\x21-\x7E]{1,255}$/;

/** JSON with object keys sorted, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `accept_conflicts`: row indexes from 0, or true for every row. */
export function readAccept(value: unknown): AcceptedConflicts | null {
  if (value === undefined || value === false) return new Set();
  if (value === true) return 'all';
  if (Array.isArray(value) && value.every((i) => Number.isSafeInteger(i) && (i as number) >= 0))
    return new Set(value as number[]);
  return null;
}

/** Checks the request body's shape: `{rows: [...], dry_run?, accept_conflicts?}` with 1..BULK_EDIT_MAX_ROWS rows. */
function readBody(body: unknown): { rows: unknown[]; dryRun: boolean; accept: AcceptedConflicts } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validationFailed({ rows: ['ردیف‌ها را در rows بفرستید.'] });
  const input = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(input))
    if (key !== 'rows' && key !== 'dry_run' && key !== 'accept_conflicts')
      errors[key] = [`فیلد ${key} پذیرفته نیست.`];
  const rows = input.rows;
  if (!Array.isArray(rows) || rows.length === 0) errors.rows = ['دست‌کم یک ردیف لازم است.'];
  else if (rows.length > BULK_EDIT_MAX_ROWS)
    errors.rows = [`هر درخواست حداکثر ${toPersianDigits(BULK_EDIT_MAX_ROWS)} ردیف دارد.`];
  const dry = input.dry_run;
  if (dry !== undefined && ![true, false, 1, 0, '1', '0', 'true', 'false'].includes(dry as never))
    errors.dry_run = ['مقدار dry_run معتبر نیست.'];
  const accept = readAccept(input.accept_conflicts);
  if (!accept) errors.accept_conflicts = ['accept_conflicts فهرست شماره ردیف‌ها (از ۰) یا true است.'];
  if (Object.keys(errors).length || !accept) throw validationFailed(errors);
  return { rows: rows as unknown[], dryRun: [true, 1, '1', 'true'].includes(dry as never), accept };
}

export function resultOf(plan: BulkPlan, dryRun: boolean, applied: boolean): BulkEditResult {
  const count = (status: string) => plan.results.filter((r) => r.status === status).length;
  return {
    dry_run: dryRun,
    applied,
    valid: plan.valid,
    replayed: false,
    summary: {
      rows: plan.results.length,
      changed: count('changed'),
      unchanged: count('unchanged'),
      failed: count('failed'),
      conflicts: count('conflict'),
    },
    results: plan.results,
  };
}

export function rejected(plan: BulkPlan): BulkAnswer {
  const bulk = resultOf(plan, false, false);
  const errors: Record<string, string[]> = {};
  for (const result of plan.results)
    for (const [field, messages] of Object.entries(result.errors ?? {}))
      errors[`rows.${result.row}.${field}`] = messages;
  return {
    status: 422,
    replayed: false,
    body: {
      success: false,
      code: 'bulk_rejected' satisfies ErrorCode,
      message: `${toPersianDigits(bulk.summary.failed)} ردیف خطا دارد؛ هیچ تغییری ذخیره نشد.`,
      errors,
      data: { bulk },
    },
  };
}

/** Rows changed since their base values and not accepted: 409, nothing written, every conflict named. */
function conflicted(plan: BulkPlan): BulkAnswer {
  const bulk = resultOf(plan, false, false);
  const errors: Record<string, string[]> = {};
  for (const result of plan.results)
    if (result.status === 'conflict')
      for (const [field, c] of Object.entries(result.conflicts ?? {}))
        errors[`rows.${result.row}.${field}`] = [
          `از زمان خواندن تغییر کرده است: پایه ${toPersianDigits(String(c.base))}، اکنون ${toPersianDigits(String(c.current))}، ردیف ${toPersianDigits(String(c.wanted))}.`,
        ];
  return {
    status: 409,
    replayed: false,
    body: {
      success: false,
      code: 'bulk_conflict' satisfies ErrorCode,
      message: `${toPersianDigits(bulk.summary.conflicts)} ردیف پس از خواندن تغییر کرده است؛ هیچ تغییری ذخیره نشد. آن ردیف‌ها را بپذیرید یا کنار بگذارید.`,
      errors,
      data: { bulk },
    },
  };
}

class Rejected extends Error {
  readonly answer: BulkAnswer;
  constructor(answer: BulkAnswer) {
    super('bulk rejected');
    this.answer = answer;
  }
}

/**
 * POST admin/products/bulk: many product and variety changes in one transaction, all or nothing.
 * A dry run plans without locks and writes nothing. With an Idempotency-Key, the key is claimed inside
 * the transaction (a concurrent retry waits on it), and the answer is stored with the SHA-256 of the
 * body: the same key and body later get that answer again (`replayed: true`), another body a 422.
 * Rejected requests (a failing row) store nothing, so they can be fixed and sent again with the key.
 */
export function bulkEditService(ctx: AppContext) {
  const { db } = ctx;

  async function stored(adminId: number, key: string, hash: string): Promise<BulkAnswer | null> {
    const [row] = await db
      .select()
      .from(bulkEditRequests)
      .where(and(eq(bulkEditRequests.adminId, adminId), eq(bulkEditRequests.key, key)));
    if (!row) return null;
    if (row.bodyHash !== hash) {
      throw new AppError(
        422,
        'idempotency_key_reused',
        'این Idempotency-Key پیش‌تر با بدنه دیگری به کار رفته است؛ برای درخواست تازه کلید تازه بفرستید.',
      );
    }
    const body = row.response as { data?: { bulk?: BulkEditResult } };
    if (body.data?.bulk) body.data.bulk.replayed = true;
    return { status: row.statusCode, body: body as Record<string, unknown>, replayed: true };
  }

  return {
    async run(input: {
      body: unknown;
      admin: AuthAdmin;
      key: string | null;
      source: string;
    }): Promise<BulkAnswer> {
      const { rows, dryRun, accept } = readBody(input.body);
      const now = ctx.clock();
      if (dryRun) {
        const plan = await planBulk(db, rows, input.admin, now, false, accept);
        const bulk = resultOf(plan, true, false);
        const message = `پیش‌نمایش بدون ذخیره: ${bulkSummaryText(bulk.summary)}`;
        return { status: 200, replayed: false, body: { success: true, message, data: { bulk } } };
      }
      const key = input.key;
      if (key !== null && !KEY.test(key)) {
        throw new AppError(
          400,
          'invalid_idempotency_key',
          'Idempotency-Key باید ۱ تا ۲۵۵ نویسه چاپی بدون فاصله باشد.',
        );
      }
      const hash = createHash('sha256').update(canonical(input.body)).digest('hex');
      if (key !== null) {
        await db
          .delete(bulkEditRequests)
          .where(lt(bulkEditRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
        const previous = await stored(input.admin.id, key, hash);
        if (previous) return previous;
      }
      try {
        return await db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          if (key !== null) {
            // Claimed first: a concurrent request with the same key blocks here until this one ends.
            await tx.insert(bulkEditRequests).values({
              adminId: input.admin.id,
              key,
              bodyHash: hash,
              statusCode: 0,
              response: {},
              createdAt: now,
            });
          }
          const plan = await planBulk(tx, rows, input.admin, now, true, accept);
          if (!plan.valid) throw new Rejected(rejected(plan));
          if (plan.conflicted) throw new Rejected(conflicted(plan));
          await applyBulk(tx, plan, { notifications: ctx.notifications, adminId: input.admin.id, now });
          const bulk = resultOf(plan, false, true);
          // The change set an undo reverts, in this same transaction (none when nothing changed).
          const changed = plan.results.filter((r) => r.status === 'changed');
          bulk.change_set_id = changed.length
            ? await insertChangeSet(tx, {
                adminId: input.admin.id,
                source: input.source,
                rows: changed,
                records: planRecords(plan, changed),
                now,
              })
            : null;
          // One log row per applied request, holding every row's diff (10,000 rows stay one insert).
          await recordAudit(tx, { entity: 'products', entityId: 'bulk', action: 'bulk', after: bulk });
          const body = { success: true, message: bulkSummaryText(bulk.summary), data: { bulk } };
          if (key !== null) {
            await tx
              .update(bulkEditRequests)
              .set({ statusCode: 200, response: body })
              .where(and(eq(bulkEditRequests.adminId, input.admin.id), eq(bulkEditRequests.key, key)));
          }
          return { status: 200, replayed: false, body };
        });
      } catch (error) {
        if (error instanceof Rejected) return error.answer;
        if (key !== null && isUniqueViolation(error)) {
          const previous = await stored(input.admin.id, key, hash);
          if (previous) return previous;
        }
        throw error;
      }
    },
  };
}
