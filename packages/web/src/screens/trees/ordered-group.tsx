import { isApiError, toPersianDigits } from '@shop-admin/core';
import type { ReactNode } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { OrderedList } from '../../widgets/ordered-list/ordered-list.tsx';

/** One row of an ordered group: a slide, a banner … with its picture. */
export interface OrderedEntry {
  id: number;
  label: string;
  image: string | null;
  /** Shown beside the picture (e.g. «غیرفعال», a weight). */
  note?: ReactNode;
}

export interface OrderedGroupProps<T extends OrderedEntry> {
  /** The screen's heading. */
  heading: ReactNode;
  /** What one row is called (اسلاید، بنر), for the count, the buttons and the messages. */
  noun: string;
  /** The rows in their order; undefined while loading. */
  entries: readonly T[] | undefined;
  error: unknown;
  /** Saves the whole order (every id, first shown first) and answers the server's message. */
  saveOrder: (ids: number[]) => Promise<string | undefined>;
  /** After a save (or a refused one): fetch the rows again. */
  reload: () => Promise<unknown>;
  onAdd: () => void;
  onEdit: (entry: T) => void;
  /** The add / edit panel while open. */
  panel: ReactNode;
  /** Links beside the add button (e.g. back to every slide). */
  links?: ReactNode;
  emptyText: string;
  /** The list's name for assistive technology, e.g. «ترتیب اسلایدهای هدر». */
  listLabel: string;
}

/**
 * The screen of an ordered group of pictured rows (a slider group's slides, a banner position's
 * banners): the rows in the ordered list, moved by drag or keyboard and saved at once as the whole
 * order; a row added or edited in the panel above the list.
 */
export function OrderedGroup<T extends OrderedEntry>(props: OrderedGroupProps<T>) {
  const {
    heading,
    noun,
    entries,
    error,
    saveOrder,
    reload,
    onAdd,
    onEdit,
    panel,
    links,
    emptyText,
    listLabel,
  } = props;
  const { toasts } = useServices();
  const byId = new Map((entries ?? []).map((entry) => [entry.id, entry]));

  const save = async (ids: number[]) => {
    try {
      const message = await saveOrder(ids);
      toasts.show(message || `ترتیب ${noun}‌ها ذخیره شد`, { kind: 'success' });
    } catch (failure) {
      toasts.show(isApiError(failure) ? failure.message : 'ترتیب ذخیره نشد؛ دوباره تلاش کنید.', {
        kind: 'error',
      });
    }
    await reload();
  };

  return (
    <section className="screen tree-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>{heading}</h1>
        {entries ? (
          <p className="muted">
            {toPersianDigits(entries.length)} {noun}
          </p>
        ) : null}
        <button type="button" className="button primary" onClick={onAdd}>
          افزودن {noun}
        </button>
        {links}
      </header>
      {panel}
      {error ? (
        <div className="list-state" role="alert">
          {isApiError(error) ? error.message : `${noun}‌ها بارگذاری نشد.`}
        </div>
      ) : !entries ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری {noun}‌ها…
        </div>
      ) : entries.length === 0 ? (
        <p className="list-state">{emptyText}</p>
      ) : (
        <OrderedList
          items={entries.map((entry) => ({ id: entry.id, label: entry.label }))}
          label={listLabel}
          onChange={(ids) => void save(ids)}
          renderMeta={(row) => {
            const entry = byId.get(Number(row.id));
            return entry ? (
              <>
                {entry.image ? (
                  <img className="ordered-thumb" src={entry.image} alt="" loading="lazy" />
                ) : null}
                {entry.note}
              </>
            ) : null;
          }}
          renderActions={(row) => {
            const entry = byId.get(Number(row.id));
            return entry ? (
              <button
                type="button"
                className="button ghost small"
                aria-label={`ویرایش ${row.label}`}
                onClick={() => onEdit(entry)}
              >
                ویرایش
              </button>
            ) : null;
          }}
        />
      )}
    </section>
  );
}
