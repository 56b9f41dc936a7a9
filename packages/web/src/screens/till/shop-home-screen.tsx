import { can, formatJalali, isApiError, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { HotkeyLabel } from '../../hotkeys/hotkey-label.tsx';
import { toman } from '../dashboard/format.ts';
import type { ScreenProps } from '../types.ts';
import { OfflineMark } from './offline-mark.tsx';
import type { Sale } from './sale-types.ts';
import './till.css';

/** Today's figures of the in-person shop, by payment kind. */
export function dayFigures(sales: readonly Sale[]) {
  const sum = (pick: (s: Sale) => number) => sales.reduce((total, s) => total + pick(s), 0);
  return {
    count: sales.length,
    total: sum((s) => s.total),
    cash: sum((s) => s.cash_amount),
    card: sum((s) => s.card_amount),
    wallet: sum((s) => s.from_wallet_amount),
    refunds: sum((s) => Math.max(-s.total, 0)),
  };
}

/** /admin/shop: today's in-person sales (Tehran day) with totals per payment kind, and the way into the till. */
export function ShopHomeScreen({ route }: ScreenProps) {
  const { api } = useServices();
  const permissions = usePermissions();
  const today = formatJalali(new Date(), 'YYYY/MM/DD', { digits: 'latin' });
  const sales = useQuery({
    queryKey: ['admin/mini_orders', 'today', today],
    queryFn: ({ signal }) =>
      api.get<{ mini_orders: Sale[] }>('admin/mini_orders', {
        query: { start_date: today, end_date: today, all: 1 },
        signal,
      }),
  });
  const list = sales.data?.mini_orders ?? [];
  const figures = dayFigures(list);
  return (
    <section className="screen shop-home">
      <header className="screen-header till-header">
        <div>
          <h1>{route.title}</h1>
          <p className="muted">امروز، {formatJalali(new Date(), 'dddd D MMMM YYYY')}</p>
        </div>
        <div className="till-actions">
          {can(permissions, 'mini_order') && (
            <Link className="button primary" to={toRouterPath('/admin/shop/create')}>
              باز کردن صندوق <HotkeyLabel hotkey="c h" />
            </Link>
          )}
          <Link className="button" to={toRouterPath('/admin/shop/orders')}>
            همه فروش‌های حضوری
          </Link>
        </div>
      </header>
      {sales.isError && (
        <p className="form-error" role="alert">
          {isApiError(sales.error) ? sales.error.message : 'فروش‌های امروز بارگذاری نشد.'}
        </p>
      )}
      <section className="shop-figures" aria-label="جمع امروز">
        <div className="shop-figure">
          <span>فروش‌های امروز</span>
          <strong data-figure="count">{toPersianDigits(figures.count)}</strong>
        </div>
        <div className="shop-figure">
          <span>جمع خالص (تومان)</span>
          <strong data-figure="total">{toman(figures.total)}</strong>
        </div>
        <div className="shop-figure">
          <span>نقدی</span>
          <strong data-figure="cash">{toman(figures.cash)}</strong>
        </div>
        <div className="shop-figure">
          <span>کارت</span>
          <strong data-figure="card">{toman(figures.card)}</strong>
        </div>
        <div className="shop-figure">
          <span>کیف پول</span>
          <strong data-figure="wallet">{toman(figures.wallet)}</strong>
        </div>
        <div className="shop-figure">
          <span>بازپرداخت مرجوعی</span>
          <strong data-figure="refunds">{toman(figures.refunds)}</strong>
        </div>
      </section>
      <h2>فروش‌های امروز</h2>
      {list.length === 0 ? (
        <p className="muted">امروز هنوز فروش حضوری ثبت نشده است.</p>
      ) : (
        <div className="table-scroll">
          <table className="sale-table">
            <thead>
              <tr>
                <th scope="col">شماره</th>
                <th scope="col">ساعت</th>
                <th scope="col">مشتری</th>
                <th scope="col">اقلام</th>
                <th scope="col">نقدی</th>
                <th scope="col">کارت</th>
                <th scope="col">کیف پول</th>
                <th scope="col">مبلغ کل</th>
              </tr>
            </thead>
            <tbody>
              {list.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Link to={toRouterPath(`/admin/shop/orders/${s.id}`)}>{toPersianDigits(s.id)}</Link>
                  </td>
                  <td>
                    {formatJalali(s.created_at, 'HH:mm')} <OfflineMark sale={s} format="HH:mm" />
                  </td>
                  <td>{s.customer_name || (s.customer_mobile ? toPersianDigits(s.customer_mobile) : '—')}</td>
                  <td>{toPersianDigits(s.items_count)}</td>
                  <td>{toman(s.cash_amount)}</td>
                  <td>{toman(s.card_amount)}</td>
                  <td>{toman(s.from_wallet_amount)}</td>
                  <td>{toman(s.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
