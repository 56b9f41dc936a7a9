import { type BulkEditResult, bulkSummaryText, type QueryValue, toPersianDigits } from '@shop-admin/core';
import {
  type KeyboardEvent,
  type ClipboardEvent as ReactClipboardEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useServices } from '../../../app/services-context.tsx';
import './bulk-sheet.css';
import { BulkUndo } from './bulk-undo.tsx';
import { BulkDiffList, conflictText } from './diff-list.tsx';
import { postBulk } from './send-bulk.ts';
import {
  bulkRowOf,
  type CellKey,
  cellEditable,
  cellErrors,
  cellValue,
  type Edits,
  readPastedGrid,
  SHEET_COLUMNS,
  type SheetRow,
  STATUS_OPTIONS,
  sheetRowsOf,
  typedCell,
} from './sheet-model.ts';

const ENDPOINT = 'admin/products/bulk';
/** The most products one sheet loads from a filter. */
const MAX_ROWS = 200;

/** What the sheet edits: the chosen rows of the list, or every product of its current filter. */
export type SheetSource = { rows: Record<string, unknown>[] } | { query: Record<string, QueryValue> };

/**
 * The spreadsheet bulk editor of products: arrows, Enter and Tab move between cells, a paste from Excel
 * fills cells from the focused one, core checks every cell as it is typed; saving shows the server's dry
 * run (changes and conflicts: rows changed since the sheet loaded), then applies it once through the
 * same plan as the CLI's `products apply`, with the rows whose conflicts were accepted. The result
 * stays on screen with «بازگردانی» (undo of its change set) until closed.
 */
export function BulkSheet({ source, onClose }: { source: SheetSource; onClose: (saved: boolean) => void }) {
  const { api, toasts } = useServices();
  const [rows, setRows] = useState<SheetRow[] | null>(
    'rows' in source ? source.rows.flatMap(sheetRowsOf) : null,
  );
  const [edits, setEdits] = useState<Edits>({});
  const [review, setReview] = useState<BulkEditResult | null>(null);
  const [applied, setApplied] = useState<BulkEditResult | null>(null);
  const [accepted, setAccepted] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const table = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if ('rows' in source) return;
    let live = true;
    api
      .get<{ products: { data: Record<string, unknown>[] } }>('admin/products', {
        query: { ...source.query, page: 1, per_page: MAX_ROWS },
      })
      .then((data) => live && setRows(data.products.data.flatMap(sheetRowsOf)))
      .catch(() => live && toasts.show('فهرست محصولات خوانده نشد.', { kind: 'error' }));
    return () => {
      live = false;
    };
  }, [api, source, toasts]);

  const setCell = (rowKey: string, key: CellKey, value: string) =>
    setEdits((old) => ({ ...old, [rowKey]: { ...old[rowKey], [key]: typedCell(key, value) } }));
  /** A row's name in labels and the review: a variety is named with its product. */
  const rowTitle = (row: SheetRow) => {
    if (!row.variety) return row.base.title;
    const product = rows?.find((other) => other.key === row.variety?.productKey);
    return `${product?.base.title ?? ''} – ${row.base.title}`;
  };

  const focusCell = (r: number, c: number) => {
    const cell = table.current?.querySelector<HTMLElement>(`[data-cell="${r}:${c}"]`);
    if (!cell) return;
    cell.focus();
    if (cell instanceof HTMLInputElement) cell.select();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, r: number, c: number) => {
    const input = event.currentTarget instanceof HTMLInputElement ? event.currentTarget : null;
    const whole = !input || input.selectionStart !== input.selectionEnd || input.value === '';
    const atStart = !input || (input.selectionStart === 0 && input.selectionEnd === 0);
    const atEnd = !input || input.selectionStart === input.value.length;
    const move = (dr: number, dc: number) => {
      event.preventDefault();
      focusCell(r + dr, c + dc);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(1, 0);
      case 'ArrowUp':
        return move(-1, 0);
      case 'Enter':
        return move(event.shiftKey ? -1 : 1, 0);
      // Right to left: the next column is to the left.
      case 'ArrowLeft':
        if (whole || atEnd) move(0, 1);
        return;
      case 'ArrowRight':
        if (whole || atStart) move(0, -1);
        return;
      case 'Tab': {
        const last = SHEET_COLUMNS.length - 1;
        if (event.shiftKey) return c > 0 ? move(0, -1) : r > 0 ? move(-1, last - c) : undefined;
        return c < last ? move(0, 1) : move(1, -c);
      }
    }
  };

  const onPaste = (event: ReactClipboardEvent<HTMLElement>, r: number, c: number) => {
    const text = event.clipboardData.getData('text/plain');
    if (!/[\t\n]/.test(text.replace(/\r?\n$/, '')) || !rows) return;
    event.preventDefault();
    const grid = readPastedGrid(text);
    setEdits((old) => {
      const next = { ...old };
      grid.forEach((cells, i) => {
        const row = rows[r + i];
        if (!row) return;
        cells.forEach((value, j) => {
          const column = SHEET_COLUMNS[c + j];
          if (column && cellEditable(row, column.key))
            next[row.key] = { ...next[row.key], [column.key]: typedCell(column.key, value.trim()) };
        });
      });
      return next;
    });
  };

  const changed = (rows ?? []).flatMap((row) => {
    const bulk = bulkRowOf(row, edits[row.key]);
    return bulk ? [{ row, bulk }] : [];
  });
  const changedRows = changed.map((c) => c.bulk);
  const invalid = (rows ?? []).some((row) => Object.keys(cellErrors(row, edits[row.key])).length > 0);

  const send = async (dryRun: boolean) => {
    setBusy(true);
    const body = { rows: changedRows, dry_run: dryRun, accept_conflicts: [...accepted] };
    const headers = dryRun ? undefined : { 'Idempotency-Key': crypto.randomUUID() };
    const request = { url: ENDPOINT, body, ...(headers ? { headers } : {}), failed: 'ذخیره ممکن نشد.' };
    const bulk = await postBulk({ api, toasts }, request, setReview);
    setBusy(false);
    if (!bulk) return;
    if (dryRun) setReview(bulk);
    else {
      toasts.show(bulkSummaryText(bulk.summary), { kind: 'success' });
      setReview(null);
      setApplied(bulk);
    }
  };

  if (!rows) return <p className="bulk-sheet-state">در حال بارگیری محصولات…</p>;
  const conflicts = review?.results.filter((r) => r.status === 'conflict' || r.accepted) ?? [];
  const titleOf = (index: number) => {
    const row = changed[index]?.row;
    return row ? rowTitle(row) : '';
  };
  const products = rows.filter((row) => !row.variety).length;

  return (
    <section className="bulk-sheet" aria-label="ویرایش گروهی محصولات">
      <header className="bulk-sheet-bar">
        <h2>ویرایش صفحه‌گسترده‌ای {toPersianDigits(products)} محصول</h2>
        <span className="bulk-sheet-hint">
          جهت‌نماها، Enter و Tab بین خانه‌ها می‌روند؛ از اکسل کپی و اینجا جای‌گذاری کنید. قیمت هر تنوع همان است که
          مشتری می‌پردازد؛ تنوعی که قیمت محصول را دارد با قیمت محصول تغییر می‌کند.
        </span>
        <button
          type="button"
          className="button primary"
          disabled={busy || invalid || changedRows.length === 0 || applied !== null}
          onClick={() => void send(true)}
        >
          بررسی {toPersianDigits(changedRows.length)} تغییر
        </button>
        <button type="button" className="button ghost" onClick={() => onClose(applied !== null)}>
          بستن
        </button>
      </header>
      <div className="bulk-sheet-scroll">
        <table ref={table} className="bulk-sheet-grid">
          <thead>
            <tr>
              {SHEET_COLUMNS.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col">دسته‌بندی</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => {
              const errors = cellErrors(row, edits[row.key]);
              const title = rowTitle(row);
              return (
                <tr key={row.key} className={row.variety ? 'bulk-sheet-variety' : undefined}>
                  {SHEET_COLUMNS.map((column, c) => {
                    const value = cellValue(row, column.key, edits);
                    const editable = cellEditable(row, column.key);
                    const inherited =
                      column.key === 'unit_price' &&
                      row.variety?.inherits === true &&
                      edits[row.key]?.unit_price === undefined;
                    const error =
                      errors[column.key]?.[0] ??
                      (column.key === 'discount' ? errors.discount_type?.[0] : undefined);
                    // Changed by this row's own edit (an inheriting variety following its product is not).
                    const changed =
                      edits[row.key]?.[column.key] !== undefined && value !== row.base[column.key];
                    const common = {
                      'data-cell': `${r}:${c}`,
                      'aria-label': `${column.label} ${title}`,
                      'aria-invalid': error ? true : undefined,
                      title: error,
                      className: `bulk-cell${changed ? ' changed' : ''}${error ? ' invalid' : ''}`,
                      onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, r, c),
                      onPaste: (event: ReactClipboardEvent<HTMLElement>) => onPaste(event, r, c),
                    };
                    return (
                      <td key={column.key}>
                        {column.kind === 'status' && editable ? (
                          <select
                            {...common}
                            value={value}
                            onChange={(e) => setCell(row.key, column.key, e.target.value)}
                          >
                            {STATUS_OPTIONS.map((o) => (
                              <option key={o.value} value={o.value}>
                                {o.label}
                              </option>
                            ))}
                          </select>
                        ) : (
                          <input
                            {...common}
                            value={value}
                            inputMode={column.kind === 'number' ? 'numeric' : undefined}
                            dir={column.kind === 'text' ? 'auto' : 'ltr'}
                            disabled={!row.variety && !editable}
                            readOnly={row.variety !== null && !editable}
                            placeholder={
                              column.key === 'stock' && !row.variety && !editable
                                ? 'در ردیف تنوع‌ها'
                                : undefined
                            }
                            onFocus={(e) => e.currentTarget.select()}
                            onChange={(e) => setCell(row.key, column.key, e.target.value)}
                          />
                        )}
                        {inherited ? <span className="bulk-cell-note">قیمت محصول</span> : null}
                        {error ? <span className="bulk-cell-error">{error}</span> : null}
                      </td>
                    );
                  })}
                  <td className="bulk-sheet-categories">{row.categories || '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {review ? (
        <div className="bulk-sheet-review" role="dialog" aria-modal="false" aria-label="پیش‌نمایش تغییرها">
          <h3>{bulkSummaryText(review.summary)}</h3>
          <BulkDiffList result={review} titleOf={titleOf} />
          {conflicts.length ? (
            <fieldset className="bulk-sheet-conflicts">
              <legend>این ردیف‌ها پس از بارگیری جدول تغییر کرده‌اند</legend>
              {conflicts.map((result) => (
                <label key={result.row}>
                  <input
                    type="checkbox"
                    checked={accepted.has(result.row)}
                    onChange={(e) =>
                      setAccepted((old) => {
                        const next = new Set(old);
                        if (e.target.checked) next.add(result.row);
                        else next.delete(result.row);
                        return next;
                      })
                    }
                  />
                  {titleOf(result.row)}:{' '}
                  {conflictText(result, { base: 'هنگام بارگیری', current: 'اکنون', wanted: 'مقدار شما' })} —
                  مقدار من جایگزین شود
                </label>
              ))}
            </fieldset>
          ) : null}
          <div className="bulk-sheet-actions">
            <button
              type="button"
              className="button primary"
              disabled={busy || !review.valid}
              onClick={() => void send(false)}
            >
              اعمال تغییرها
            </button>
            <button type="button" className="button ghost" onClick={() => setReview(null)}>
              بازگشت به جدول
            </button>
          </div>
        </div>
      ) : null}
      {applied ? <BulkUndo applied={applied} titleOf={titleOf} onClose={() => onClose(true)} /> : null}
    </section>
  );
}
