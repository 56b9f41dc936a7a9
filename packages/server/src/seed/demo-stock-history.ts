import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows<T>).rows;

/** A movement's signed quantity. */
const DELTA = sql.raw(`case when type = 'increment' then quantity else -quantity end`);

/**
 * Makes these varieties' stock log read as the stock service writes it, once the demo steps have
 * written their movements, each at its own time (the catalogue's first delivery, the online orders and
 * their returns, the in-person sales), in step order rather than time order:
 *
 * 1. Where the history in time order would dip below zero (a sale before a canceled order's units came
 *    back), the first delivery was that much larger, and so is the shelf now.
 * 2. Each variety's rows are renumbered among their own ids in time order, so the log read by id (as
 *    the staff screens list it) is the log read by time.
 * 3. Every row's `balance` is the running total after it, and the last one is the shelf's balance.
 *
 * Throws when the history cannot be made consistent (a movement before any delivery).
 */
export async function settleStockHistory(db: Db, varietyIds: readonly number[]): Promise<void> {
  if (!varietyIds.length) return;
  const scope = sql`(select jsonb_array_elements_text(${JSON.stringify(varietyIds)}::jsonb)::bigint)`;

  const dips = await rowsOf<{ variety_id: string | number; dip: string | number; first_id: string | number }>(
    db,
    sql`
      with run as (
        select variety_id, sum(${DELTA}) over (partition by variety_id order by created_at, id) as running
        from store_transactions where variety_id in ${scope}
      ), dip as (
        select variety_id, -min(running) as dip from run group by variety_id having min(running) < 0
      )
      select dip.variety_id, dip.dip, f.id as first_id
      from dip cross join lateral (
        select id, type from store_transactions t where t.variety_id = dip.variety_id
        order by created_at, id limit 1) f
      where f.type = 'increment'`,
  );
  if (dips.length) {
    const raise = JSON.stringify(
      dips.map((d) => ({ id: Number(d.first_id), v: Number(d.variety_id), d: Number(d.dip) })),
    );
    await db.execute(sql`
      update store_transactions t set quantity = t.quantity + r.d
      from jsonb_to_recordset(${raise}::jsonb) as r(id bigint, v bigint, d int) where t.id = r.id`);
    await db.execute(sql`
      update stores s set balance = s.balance + r.d
      from jsonb_to_recordset(${raise}::jsonb) as r(id bigint, v bigint, d int) where s.variety_id = r.v`);
  }

  // Moved rows go to negative ids first (a permutation of the variety's own ids), then back.
  await db.execute(sql`
    with ranked as (
      select id, variety_id,
        row_number() over (partition by variety_id order by created_at, id) as by_time,
        row_number() over (partition by variety_id order by id) as by_id
      from store_transactions where variety_id in ${scope}
    ), moves as (
      select t.id as old_id, i.id as new_id
      from ranked t join ranked i on i.variety_id = t.variety_id and i.by_id = t.by_time
      where t.id <> i.id
    )
    update store_transactions st set id = -moves.new_id from moves where st.id = moves.old_id`);
  await db.execute(sql`update store_transactions set id = -id where id < 0`);

  await db.execute(sql`
    update store_transactions st set balance = r.running
    from (
      select id, sum(${DELTA}) over (partition by variety_id order by id) as running
      from store_transactions where variety_id in ${scope}
    ) r
    where st.id = r.id and st.balance is distinct from r.running`);

  const [check] = await rowsOf<{ negative: number | string; mismatched: number | string }>(
    db,
    sql`
      select
        (select count(*) from store_transactions where balance < 0 and variety_id in ${scope}) as negative,
        (select count(*) from stores s where s.variety_id in ${scope}
          and s.balance <> coalesce((select t.balance from store_transactions t where t.variety_id = s.variety_id
            order by t.id desc limit 1), 0)) as mismatched`,
  );
  if (Number(check?.negative) || Number(check?.mismatched)) {
    throw new Error(`demo stock history is inconsistent: ${JSON.stringify(check)}`);
  }
}
