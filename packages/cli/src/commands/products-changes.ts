import type { BulkEditResult } from '@shop-admin/core/base';
import type { Command } from 'commander';
import type { CliContext } from '../context.ts';
import { usageError } from '../errors/cli-error.ts';
import { endpointUnavailable } from '../errors/from-api.ts';
import type { ColumnView } from '../output/cells.ts';
import { outputFormat } from '../output/format.ts';
import { renderList } from '../output/render.ts';
import { jsonOption } from './options.ts';
import { readAccept, reportBulk, resultOf } from './products-apply.ts';

/** The change sets of bulk applies (GET) and the undo of one (POST …/{id}/undo). */
const CHANGE_SETS = 'admin/products/change-sets';

interface ChangeSet {
  id: number;
  admin: { id: number; name: string; username: string } | null;
  source: string;
  rows: number;
  undo_of: number | null;
  undone: boolean;
  undone_by: number | null;
  created_at: string;
}

const COLUMNS: ColumnView[] = [
  { key: 'id', label: 'شناسه', align: 'end' },
  { key: 'who', label: 'کاربر' },
  { key: 'created_at', label: 'زمان', type: 'datetime' },
  { key: 'source', label: 'از' },
  { key: 'rows', label: 'ردیف', align: 'end' },
  { key: 'state', label: 'وضعیت' },
];

/** A change set's state in a table: undone (by which), an undo (of which), or live. */
const stateOf = (set: ChangeSet) =>
  set.undone ? `undone by ${set.undone_by}` : set.undo_of !== null ? `undo of ${set.undo_of}` : 'applied';

/** `rows.2.unit_price` → `row 3, unit_price`: the apply's row numbers, from 1. */
/** A row key (`rows.2.unit_price`, counted from 1 as every report's) as the undo's messages say it. */
const describeRow = (key: string) =>
  key.replace(/^rows\.(\d+)\.?(.*)$/, (_, row: string, field: string) =>
    field ? `row ${row}, ${field}` : `row ${row}`,
  );

function readId(value: string): number {
  const id = Number(value);
  if (!/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id) || id < 1)
    throw usageError(`"${value}" is not a change set id (a number from \`shop-admin products changes\`).`);
  return id;
}

/**
 * `products changes` (recent change sets: id, who, when in Jalali Tehran time, source, rows, undone)
 * and `products undo <change-set> [--yes] [--accept rows]` (a dry run first, as apply).
 */
export function registerProductsChanges(products: Command, ctx: CliContext): void {
  jsonOption(
    products
      .command('changes')
      .description('recent bulk applies (change sets), newest first: who, when, rows, undone or not')
      .option('--limit <n>', 'at most this many change sets (1–200)', '20'),
  ).action(async (options: Record<string, unknown>) => {
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    const limit = Number(options.limit);
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > 200) throw usageError('--limit takes 1 to 200.');
    const { api } = await ctx.connect();
    let sets: ChangeSet[];
    try {
      sets = (await api.get<{ change_sets: ChangeSet[] }>(CHANGE_SETS, { query: { limit } })).change_sets;
    } catch (error) {
      throw endpointUnavailable(error, `change sets (${CHANGE_SETS})`);
    }
    const rows =
      format.kind === 'json'
        ? sets.map((set) => ({ ...set }))
        : sets.map((set) => ({ ...set, who: set.admin?.username ?? '', state: stateOf(set) }));
    ctx.out(await renderList(rows, COLUMNS, format, await ctx.displayFor(format)));
  });

  jsonOption(
    products
      .command('undo')
      .argument('<change-set>', 'the change set id (`products changes`, or the one apply printed)')
      .description(
        'undo a bulk apply: shows what goes back (dry run); --yes puts every value back in one transaction',
      )
      .option('--yes', 'undo it: rows changed since the change set refuse the whole undo unless accepted')
      .option(
        '--accept <rows>',
        'rows (numbered from 1, as in the apply) or "all" whose values changed since: the before values overwrite them',
      ),
  ).action(async (value: string, options: Record<string, unknown>) => {
    const format = outputFormat(options, Boolean(ctx.io.stdout.isTTY));
    const id = readId(value);
    const accept = readAccept(options.accept);
    const apply = Boolean(options.yes);
    const { api } = await ctx.connect();
    let result: BulkEditResult;
    try {
      const body = { dry_run: !apply, ...(accept ? { accept_conflicts: accept } : {}) };
      result = (await api.post<{ bulk: BulkEditResult }>(`${CHANGE_SETS}/${id}/undo`, body)).bulk;
    } catch (error) {
      const refused = resultOf(error);
      if (!refused) throw error;
      result = refused;
    }
    await reportBulk(ctx, result, { format, apply, describe: describeRow });
  });
}
