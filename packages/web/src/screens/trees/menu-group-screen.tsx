import { isApiError, TOAST, toPersianDigits } from '@shop-admin/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context.tsx';
import { NestableTree } from '../../widgets/nestable/nestable-tree.tsx';
import type { TreeOrder } from '../../widgets/nestable/tree-model.ts';
import type { ScreenProps } from '../types.ts';
import { useMenuGroups } from './menu-groups.ts';
import { MenuItemForm } from './menu-item-form.tsx';
import { countNodes, indexNodes, type ServerNode, toTreeNodes } from './server-tree.ts';
import './trees.css';
import '../generic/generic.css';

/**
 * One menu (/admin/menu/{group}): its items in the nestable tree (pointer and keyboard), each move
 * saved at once through `POST admin/menu_items/sort`; items added, edited and deleted in place.
 */
export function MenuGroupScreen({ route, params }: ScreenProps) {
  const group = params.group ?? 'header';
  const { api, toasts } = useServices();
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const queryClient = useQueryClient();
  const groups = useMenuGroups();
  const [editing, setEditing] = useState<ServerNode | 'new' | null>(null);
  const key = ['menu_items', 'tree', group];
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ menu_items: ServerNode[] }>(`admin/menu_items/groups/${encodeURIComponent(group)}`, {
          signal,
        })
      ).menu_items,
  });
  const items = useMemo(() => toTreeNodes(query.data ?? [], hidden), [query.data, hidden]);
  const byId = useMemo(() => indexNodes(query.data ?? []), [query.data]);
  const title = groups.data?.find((g) => g.id === group)?.title ?? group;

  const reload = () => queryClient.invalidateQueries({ queryKey: ['menu_items'] });

  const save = async (order: TreeOrder[]) => {
    try {
      const answer = await api.raw.post('admin/menu_items/sort', { group, menu_items: order });
      toasts.show(answer.message || 'ترتیب منو ذخیره شد', { kind: 'success' });
      await reload();
    } catch (error) {
      toasts.show(isApiError(error) ? error.message : 'ترتیب ذخیره نشد؛ دوباره تلاش کنید.', {
        kind: 'error',
      });
      await query.refetch();
    }
  };

  /** Deletes after the undo toast's time, as the lists do; the item (and its subtree) hides at once. */
  const remove = (node: ServerNode) => {
    setHidden((current) => new Set([...current, node.id]));
    let undone = false;
    const timer = setTimeout(async () => {
      if (undone) return;
      try {
        await api.delete(`admin/menu_items/${node.id}`);
      } catch (error) {
        toasts.show(isApiError(error) ? error.message : 'حذف نشد.', { kind: 'error' });
      }
      await reload();
      setHidden((current) => new Set([...current].filter((id) => id !== node.id)));
    }, TOAST.durationMs);
    toasts.show(`«${String(node.title)}» حذف شد.`, {
      kind: 'success',
      action: {
        label: 'بازگردانی',
        run: () => {
          undone = true;
          clearTimeout(timer);
          setHidden((current) => new Set([...current].filter((id) => id !== node.id)));
        },
      },
    });
  };

  return (
    <section className="screen tree-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>
          {route.title}: {title}
        </h1>
        {query.data ? <p className="muted">{toPersianDigits(countNodes(query.data))} آیتم</p> : null}
        <button type="button" className="button primary" onClick={() => setEditing('new')}>
          افزودن آیتم
        </button>
        <Link className="button ghost" to="/menu">
          همه منوها
        </Link>
      </header>
      {editing ? (
        <MenuItemForm
          key={editing === 'new' ? 'new' : editing.id}
          group={group}
          item={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void reload();
          }}
        />
      ) : null}
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری منو…
        </div>
      ) : query.isError ? (
        <div className="list-state" role="alert">
          {isApiError(query.error) ? query.error.message : 'منو بارگذاری نشد.'}
        </div>
      ) : items.length === 0 ? (
        <p className="list-state">این منو هنوز آیتمی ندارد.</p>
      ) : (
        <NestableTree
          items={items}
          label={`ترتیب ${title}`}
          onChange={(order) => void save(order)}
          renderMeta={(row) => (byId.get(Number(row.id))?.status === false ? 'غیرفعال' : null)}
          renderActions={(row) => {
            const node = byId.get(Number(row.id));
            if (!node) return null;
            return (
              <>
                <button
                  type="button"
                  className="button ghost small"
                  aria-label={`ویرایش ${row.label}`}
                  onClick={() => setEditing(node)}
                >
                  ویرایش
                </button>
                <button
                  type="button"
                  className="button ghost small"
                  aria-label={`حذف ${row.label}`}
                  onClick={() => remove(node)}
                >
                  حذف
                </button>
              </>
            );
          }}
        />
      )}
    </section>
  );
}
