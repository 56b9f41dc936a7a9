import { resourceNamed, toPersianDigits } from '@shop-admin/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ListScreen } from '../generic/list/list-screen.tsx';
import '../generic/generic.css';
import type { ScreenProps } from '../types.ts';
import type { SheetSource } from './bulk-sheet/bulk-sheet.tsx';

const products = resourceNamed('products');
/** The spreadsheet is its own chunk, fetched when it opens. */
const BulkSheet = lazy(() => import('./bulk-sheet/bulk-sheet.tsx').then((m) => ({ default: m.BulkSheet })));

/**
 * The products list: the generic list of `products`, plus a spreadsheet mode for the chosen products or
 * every product of the current filter (title, price, discount and its end, stock, status).
 */
export function ProductsListScreen({ route }: ScreenProps) {
  const [sheet, setSheet] = useState<SheetSource | null>(null);
  const queries = useQueryClient();
  if (sheet)
    return (
      <Suspense fallback={<p>در حال بارگیری جدول…</p>}>
        <BulkSheet
          source={sheet}
          onClose={(saved) => {
            setSheet(null);
            if (saved) void queries.invalidateQueries({ queryKey: ['products'] });
          }}
        />
      </Suspense>
    );
  return (
    <ListScreen
      route={route}
      resource={products}
      extras={{
        tools: ({ query }) => (
          <button type="button" className="button ghost" onClick={() => setSheet({ query: { ...query } })}>
            ویرایش صفحه‌گسترده‌ای
          </button>
        ),
        bulk: ({ chosen }) => (
          <button type="button" className="button ghost" onClick={() => setSheet({ rows: chosen })}>
            ویرایش صفحه‌گسترده‌ای {toPersianDigits(chosen.length)} محصول
          </button>
        ),
      }}
    />
  );
}
