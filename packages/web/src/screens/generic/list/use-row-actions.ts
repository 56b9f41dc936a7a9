import { isApiError, type Page, type ResourceDef, TOAST, toPersianDigits } from '@shop-admin/core';
import { useServices } from '../../../app/services-context.tsx';
import { type Row, recordLabel, resourceKeys, withoutRows, withRowValue } from '../resource-api.ts';

type Snapshot = [readonly unknown[], Page<Row> | undefined][];

const messageOf = (error: unknown) => (isApiError(error) ? error.message : 'خطایی رخ داد؛ دوباره تلاش کنید.');

/**
 * Optimistic row actions with undo. Delete removes the rows from every cached page at once and sends
 * the DELETE only when the undo toast's time (core's TOAST, 3000 ms) has passed, so "بازگردانی" really
 * undoes it; a failure brings the rows back with the server's message. A switch flips at once, is sent
 * at once, and its undo sends the old value back.
 */
export function useRowActions(resource: ResourceDef) {
  const { api, queryClient, toasts } = useServices();
  const lists = resourceKeys.lists(resource);

  const snapshot = (): Snapshot => queryClient.getQueriesData<Page<Row>>({ queryKey: lists });
  const restore = (saved: Snapshot) => {
    for (const [key, data] of saved) queryClient.setQueryData(key, data);
  };

  const remove = (rows: readonly Row[], onDone?: () => void) => {
    if (rows.length === 0) return;
    const saved = snapshot();
    const ids = new Set(rows.map((row) => String(row.id)));
    queryClient.setQueriesData<Page<Row>>({ queryKey: lists }, (page) => withoutRows(page, ids));
    let undone = false;
    const timer = setTimeout(async () => {
      if (undone) return;
      const failures: unknown[] = [];
      for (const id of ids) {
        try {
          await api.delete(`${resource.endpoint}/${id}`);
        } catch (error) {
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        restore(saved);
        toasts.show(messageOf(failures[0]), { kind: 'error' });
      }
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(resource) });
      onDone?.();
    }, TOAST.durationMs);
    const what =
      rows.length === 1
        ? `«${recordLabel(rows[0], resource)}» حذف شد.`
        : `${toPersianDigits(rows.length)} ${resource.titleSingular} حذف شد.`;
    toasts.show(what, {
      kind: 'success',
      action: {
        label: 'بازگردانی',
        run: () => {
          undone = true;
          clearTimeout(timer);
          restore(saved);
        },
      },
    });
  };

  const setValue = async (row: Row, name: string, value: unknown, label: string, undoable = true) => {
    const previous = row[name];
    const saved = snapshot();
    queryClient.setQueriesData<Page<Row>>({ queryKey: lists }, (page) =>
      withRowValue(page, row.id, name, value),
    );
    try {
      await api.put(`${resource.endpoint}/${row.id}`, { [name]: value });
    } catch (error) {
      restore(saved);
      toasts.show(messageOf(error), { kind: 'error' });
      return;
    }
    void queryClient.invalidateQueries({ queryKey: resourceKeys.detail(resource, row.id) });
    toasts.show(`${label} «${recordLabel(row, resource)}» تغییر کرد.`, {
      kind: 'success',
      ...(undoable
        ? {
            action: {
              label: 'بازگردانی',
              run: () => void setValue({ ...row, [name]: value }, name, previous, label, false),
            },
          }
        : {}),
    });
  };

  return { remove, setValue };
}
