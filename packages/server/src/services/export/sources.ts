/** Rows of a download, in batches, so no export holds more than one batch in memory. */
export type ExportBatches<Row> = AsyncIterable<readonly Row[]>;

/** The batch size of every download. */
export const EXPORT_BATCH = 1000;

/**
 * Batches by keyset: `fetch(after, size)` returns the rows after the last one's key (`after` is
 * null for the first batch). Each batch is an index range scan, so a million rows cost the same per
 * row as the first thousand, and no transaction stays open between batches.
 */
export async function* keysetBatches<Row, Key>(
  fetch: (after: Key | null, size: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetch(after, size);
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = keyOf(last);
  }
}

/**
 * Batches by page: `fetch(page, size)` returns one page (1-based). The fallback for list services that
 * only page by OFFSET; memory stays one batch, time grows with the offset on very large tables.
 */
export async function* pagedBatches<Row>(
  fetch: (page: number, size: number) => Promise<Row[]>,
  size = EXPORT_BATCH,
): AsyncGenerator<Row[]> {
  for (let page = 1; ; page += 1) {
    const rows = await fetch(page, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

/** An in-memory result (a report's rows) as batches. */
export async function* arrayBatches<Row>(rows: readonly Row[], size = EXPORT_BATCH): AsyncGenerator<Row[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}
