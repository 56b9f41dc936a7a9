import { getResource, isApiError, toPersianDigits } from '@shop-admin/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { useServices } from '../../app/services-context.tsx';
import { NestableTree } from '../../widgets/nestable/nestable-tree.tsx';
import type { TreeNode, TreeOrder } from '../../widgets/nestable/tree-model.ts';
import { useAbilities } from '../generic/permissions.ts';
import { resourceLinks } from '../generic/resource-links.ts';
import type { ScreenProps } from '../types.ts';
import { countNodes, type ServerNode, toTreeNodes } from './server-tree.ts';
import './trees.css';
import '../generic/generic.css';

// biome-ignore lint/style/noNonNullAssertion: the registry declares categories
const categories = getResource('categories')!;

/**
 * The category tree (/admin/categories): every category at every depth in the nestable tree, moved
 * with the pointer or the keyboard and saved at once through `POST admin/category/sort`; create and
 * edit go to the form, whose parent picker lists the whole tree.
 */
export function CategoryTreeScreen({ route }: ScreenProps) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const abilities = useAbilities(categories);
  const links = resourceLinks(categories, route);
  const [saving, setSaving] = useState(false);
  const query = useQuery({
    queryKey: ['categories', 'tree'],
    queryFn: async ({ signal }) =>
      (await api.get<{ categories: ServerNode[] }>('admin/categories', { signal })).categories,
  });
  const items = useMemo(() => toTreeNodes(query.data ?? []), [query.data]);
  const inactive = useMemo(() => {
    const off = new Set<string | number>();
    const walk = (nodes: readonly ServerNode[]) => {
      for (const node of nodes) {
        if (node.status === false || node.status === 0) off.add(node.id);
        walk(node.children ?? []);
      }
    };
    walk(query.data ?? []);
    return off;
  }, [query.data]);

  const save = async (order: TreeOrder[], _tree: TreeNode[]) => {
    setSaving(true);
    try {
      const answer = await api.raw.post('admin/category/sort', { categories: order });
      toasts.show(answer.message || 'ترتیب دسته‌بندی‌ها ذخیره شد', { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['categories'] });
    } catch (error) {
      toasts.show(isApiError(error) ? error.message : 'ترتیب ذخیره نشد؛ دوباره تلاش کنید.', {
        kind: 'error',
      });
      await query.refetch();
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="screen tree-screen" data-screen-kind="custom" aria-busy={saving || undefined}>
      <header className="screen__header">
        <h1>{route.title}</h1>
        {query.data ? <p className="muted">{toPersianDigits(countNodes(query.data))} دسته‌بندی</p> : null}
        {abilities.create ? (
          <Link className="button primary" to={toRouterPath(links.create)}>
            افزودن دسته‌بندی
          </Link>
        ) : null}
      </header>
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری دسته‌بندی‌ها…
        </div>
      ) : query.isError ? (
        <div className="list-state" role="alert">
          {isApiError(query.error) ? query.error.message : 'دسته‌بندی‌ها بارگذاری نشد.'}
        </div>
      ) : items.length === 0 ? (
        <p className="list-state">هنوز دسته‌بندی‌ای نیست.</p>
      ) : (
        <NestableTree
          items={items}
          label="درخت دسته‌بندی‌ها"
          onChange={(order, tree) => void save(order, tree)}
          renderMeta={(row) => (inactive.has(row.id) ? 'غیرفعال' : null)}
          renderActions={(row) =>
            abilities.update ? (
              <Link
                className="button ghost small"
                to={toRouterPath(links.edit(row.id))}
                aria-label={`ویرایش ${row.label}`}
              >
                ویرایش
              </Link>
            ) : null
          }
        />
      )}
    </section>
  );
}
