import { isApiError, toPersianDigits } from '@shop-admin/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context.tsx';
import { OrderedList } from '../../widgets/ordered-list/ordered-list.tsx';
import type { ScreenProps } from '../types.ts';
import { ProductSearchPicker } from './product-search-picker.tsx';
import './trees.css';
import '../generic/generic.css';

interface GroupAnswer {
  recommendation_group: { id: number; name: string; label: string };
  recommendations: {
    id: number;
    product_id: number;
    product: { id: number; title: string; status: boolean };
  }[];
}

/**
 * The products of one recommendation group (/admin/recommendation/{group}) in their order: moved by
 * drag or keyboard and saved at once (`POST admin/recommendation/{group}/sort`), added with a
 * searching product picker and removed in place.
 */
export function RecommendationGroupScreen({ route, params }: ScreenProps) {
  const group = params.group ?? '';
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const key = ['recommendation_groups', 'products', group];
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) =>
      api.get<GroupAnswer>(`admin/recommendation/${encodeURIComponent(group)}`, { signal }),
  });
  const rows = query.data?.recommendations ?? [];
  const items = useMemo(() => rows.map((r) => ({ id: r.id, label: r.product.title })), [rows]);
  const reload = () => queryClient.invalidateQueries({ queryKey: ['recommendation_groups'] });

  const run = async (action: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    try {
      const answer = await action();
      toasts.show(answer.message || fallback, { kind: 'success' });
    } catch (error) {
      toasts.show(isApiError(error) ? error.message : 'انجام نشد؛ دوباره تلاش کنید.', { kind: 'error' });
    } finally {
      await reload();
      setBusy(false);
    }
  };

  const groupId = query.data?.recommendation_group.id;
  const label = query.data?.recommendation_group.label ?? group;
  return (
    <section className="screen tree-screen" data-screen-kind="custom" aria-busy={busy || undefined}>
      <header className="screen__header">
        <h1>
          {route.title}: {label}
        </h1>
        {query.data ? <p className="muted">{toPersianDigits(rows.length)} محصول</p> : null}
        <Link className="button ghost" to="/recommendation-groups">
          همه گروه‌ها
        </Link>
      </header>
      {groupId ? (
        <div className="tree-panel">
          <ProductSearchPicker
            disabled={busy}
            onPick={(product) =>
              void run(
                () => api.raw.post('admin/recommendations', { group_id: groupId, product_id: product.id }),
                'محصول به گروه افزوده شد',
              )
            }
          />
        </div>
      ) : null}
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری محصولات…
        </div>
      ) : query.isError ? (
        <div className="list-state" role="alert">
          {isApiError(query.error) ? query.error.message : 'گروه بارگذاری نشد.'}
        </div>
      ) : items.length === 0 ? (
        <p className="list-state">این گروه هنوز محصولی ندارد.</p>
      ) : (
        <OrderedList
          items={items}
          label={`ترتیب محصولات ${label}`}
          onChange={(ids) =>
            void run(
              () => api.raw.post(`admin/recommendation/${encodeURIComponent(group)}/sort`, { ids }),
              'ترتیب ذخیره شد',
            )
          }
          renderActions={(row) => (
            <button
              type="button"
              className="button ghost small"
              aria-label={`برداشتن ${row.label}`}
              disabled={busy}
              onClick={() =>
                void run(() => api.raw.delete(`admin/recommendations/${row.id}`), 'محصول از گروه برداشته شد')
              }
            >
              برداشتن
            </button>
          )}
        />
      )}
    </section>
  );
}
