import { resourceNamed, toPersianDigits } from '@shop-admin/core';
import { ListScreen } from '../generic/list/list-screen.tsx';
import '../generic/generic.css';
import type { ScreenProps } from '../types.ts';
import { BulkStatus } from './bulk-status.tsx';
import { printPath } from './order-api.ts';
import './orders.css';

const orders = resourceNamed('orders');

/**
 * The orders list: the generic list of the `orders` resource, plus an unread tab (the server's
 * `unread=1`), a bulk status change and print for the selection (CSV / Excel of the current filter come with every generic list).
 */
export function OrdersListScreen({ route }: ScreenProps) {
  return (
    <ListScreen
      route={route}
      resource={orders}
      extras={{
        above: ({ params, setFilter }) => {
          const unread = params.filters.unread === '1';
          return (
            <nav className="orders-tabs" aria-label="نمای سفارش‌ها">
              <button
                type="button"
                className="button ghost"
                aria-pressed={!unread}
                onClick={() => setFilter('unread', '')}
              >
                همه سفارش‌ها
              </button>
              <button
                type="button"
                className="button ghost"
                aria-pressed={unread}
                onClick={() => setFilter('unread', '1')}
              >
                خوانده‌نشده‌ها
              </button>
            </nav>
          );
        },
        bulk: ({ chosen, clear }) => {
          const ids = chosen.map((row) => Number(row.id));
          return (
            <>
              <BulkStatus ids={ids} onDone={clear} />
              <a
                className="button ghost"
                href={`${printPath(ids)}&autoprint=1`}
                target="_blank"
                rel="noopener"
              >
                چاپ فاکتور {toPersianDigits(ids.length)} سفارش
              </a>
            </>
          );
        },
      }}
    />
  );
}
