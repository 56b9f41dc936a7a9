import { bulkSummaryText, toPersianDigits } from '@shop-admin/core';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { admins, changeSets } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthAdmin } from '../admins.ts';
import { recordAudit } from '../audit/record.ts';
import { type BulkAnswer, readAccept, rejected, resultOf } from './bulk.ts';
import { applyBulk } from './bulk-apply.ts';
import type { BulkPlan } from './bulk-plan.ts';
import { insertChangeSet, planRecords } from './change-set-record.ts';
import { planUndo, type RecordedChangeSet } from './change-set-undo.ts';

/** What each stock movement of an undo is logged with. */
export const UNDO_STOCK_DESCRIPTION = 'بازگردانی ویرایش گروهی کاتالوگ';
/** How many change sets a list answers at most. */
export const CHANGE_SETS_MAX = 200;

const summaryColumns = {
  id: changeSets.id,
  admin_id: changeSets.adminId,
  admin_name: admins.name,
  admin_username: admins.username,
  source: changeSets.source,
  rows: changeSets.rowCount,
  undo_of: changeSets.undoOf,
  undone_by: changeSets.undoneBy,
  created_at: changeSets.createdAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: unknown };

/** A change set as lists show it: who (id, name, username), when, from where, rows, undone or not. */
function summaryOf(row: SummaryRow) {
  return {
    id: Number(row.id),
    admin:
      row.admin_id === null
        ? null
        : { id: Number(row.admin_id), name: row.admin_name, username: row.admin_username },
    source: row.source,
    rows: Number(row.rows),
    undo_of: row.undo_of === null ? null : Number(row.undo_of),
    undone: row.undone_by !== null,
    undone_by: row.undone_by === null ? null : Number(row.undone_by),
    created_at: (row.created_at as Date).toISOString(),
  };
}

/** `{dry_run?, accept_conflicts?}`, as apply reads them. */
function readUndoBody(body: unknown) {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(input))
    if (key !== 'dry_run' && key !== 'accept_conflicts') errors[key] = [`فیلد ${key} پذیرفته نیست.`];
  const accept = readAccept(input.accept_conflicts);
  if (!accept) errors.accept_conflicts = ['accept_conflicts فهرست شماره ردیف‌ها (از ۰) یا true است.'];
  if (Object.keys(errors).length || !accept) throw validationFailed(errors);
  return { dryRun: [true, 1, '1', 'true'].includes(input.dry_run as never), accept };
}

/** Rows changed since the change set and not accepted: 409 `bulk_conflict` (as apply), nothing written. */
function undoConflicted(plan: BulkPlan, id: number): BulkAnswer {
  const bulk = { ...resultOf(plan, false, false), undo_of: id };
  const errors: Record<string, string[]> = {};
  const show = (value: unknown) => toPersianDigits(JSON.stringify(value ?? null));
  for (const result of plan.results)
    if (result.status === 'conflict')
      for (const [field, c] of Object.entries(result.conflicts ?? {}))
        errors[`rows.${result.row}.${field}`] = [
          `پس از این ویرایش گروهی تغییر کرده است: پس از ویرایش ${show(c.base)}، اکنون ${show(c.current)}، بازگردانی ${show(c.wanted)}.`,
        ];
  const message = `${toPersianDigits(bulk.summary.conflicts)} ردیف پس از این ویرایش گروهی دوباره تغییر کرده است؛ هیچ چیز بازگردانده نشد. آن ردیف‌ها را بپذیرید تا مقدار پیشین روی مقدار کنونی نوشته شود.`;
  return {
    status: 409,
    replayed: false,
    body: { success: false, code: 'bulk_conflict', message, errors, data: { bulk } },
  };
}

/**
 * Change sets: the record of every applied bulk catalogue edit, the list of recent ones, and their
 * undo. An undo runs in one transaction under the change set's row lock (so two undos of one set
 * take turns and the second is refused) and the same row locks as apply; it is a change set itself
 * (`undo_of`), which cannot be undone in turn: applying the edit again is the way forward.
 */
export function changeSetService(ctx: AppContext) {
  const { db } = ctx;

  async function load(tx: Db, id: number, lock: boolean) {
    const query = tx
      .select({
        undoOf: changeSets.undoOf,
        undoneBy: changeSets.undoneBy,
        rows: changeSets.rows,
        records: changeSets.records,
      })
      .from(changeSets)
      .where(eq(changeSets.id, id));
    // Locked first: a second undo of this set waits here, then finds it undone.
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound();
    if (row.undoOf !== null)
      throw new AppError(
        422,
        'change_set_is_undo',
        `ویرایش گروهی ${toPersianDigits(id)} خودش بازگردانی ویرایش ${toPersianDigits(row.undoOf)} است و بازگردانده نمی‌شود؛ برای اعمال دوباره، همان فایل یا جدول را دوباره اعمال کنید.`,
      );
    if (row.undoneBy !== null)
      throw new AppError(
        409,
        'change_set_undone',
        `ویرایش گروهی ${toPersianDigits(id)} پیش‌تر با ${toPersianDigits(row.undoneBy)} بازگردانده شده است؛ دوباره بازگردانده نمی‌شود.`,
      );
    return row as RecordedChangeSet;
  }

  return {
    async list(limit: number) {
      const rows = await db
        .select(summaryColumns)
        .from(changeSets)
        .leftJoin(admins, eq(admins.id, changeSets.adminId))
        .orderBy(desc(changeSets.id))
        .limit(Math.min(Math.max(limit, 1), CHANGE_SETS_MAX));
      return rows.map(summaryOf);
    },

    async get(id: number) {
      const [row] = await db
        .select({ ...summaryColumns, changes: changeSets.rows })
        .from(changeSets)
        .leftJoin(admins, eq(admins.id, changeSets.adminId))
        .where(eq(changeSets.id, id));
      if (!row) throw notFound();
      return { ...summaryOf(row), results: row.changes };
    },

    async undo(input: { id: number; body: unknown; admin: AuthAdmin; source: string }): Promise<BulkAnswer> {
      const { dryRun, accept } = readUndoBody(input.body);
      const now = ctx.clock();
      if (dryRun) {
        const plan = await planUndo(db, await load(db, input.id, false), input.admin, false, accept);
        const bulk = { ...resultOf(plan, true, false), undo_of: input.id };
        const message = `پیش‌نمایش بازگردانی بدون ذخیره: ${bulkSummaryText(bulk.summary)}`;
        return { status: 200, replayed: false, body: { success: true, message, data: { bulk } } };
      }
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const plan = await planUndo(tx, await load(tx, input.id, true), input.admin, true, accept);
        if (!plan.valid) return rejected(plan);
        if (plan.conflicted) return undoConflicted(plan, input.id);
        await applyBulk(tx, plan, {
          notifications: ctx.notifications,
          adminId: input.admin.id,
          now,
          stockDescription: UNDO_STOCK_DESCRIPTION,
        });
        const rows = plan.results.filter((r) => r.status === 'changed');
        const id = await insertChangeSet(tx, {
          adminId: input.admin.id,
          source: input.source,
          rows,
          records: planRecords(plan, rows),
          now,
          undoOf: input.id,
        });
        const bulk = { ...resultOf(plan, false, true), change_set_id: id, undo_of: input.id };
        await recordAudit(tx, { entity: 'change_sets', entityId: input.id, action: 'undo', after: bulk });
        const message = `ویرایش گروهی ${toPersianDigits(input.id)} بازگردانده شد: ${bulkSummaryText(bulk.summary)}`;
        return { status: 200, replayed: false, body: { success: true, message, data: { bulk } } };
      });
    },
  };
}
