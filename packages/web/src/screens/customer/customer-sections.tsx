import {
  can,
  formatJalali,
  isApiError,
  permissionsOf,
  resourceNamed,
  toPersianDigits,
} from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { toman } from '../dashboard/format.ts';
import type { Sale } from '../till/sale-types.ts';
import {
  type AddressRow,
  type AuditRow,
  type LedgerRow,
  type OrderRow,
  rowsOf,
  type WithdrawRow,
} from './customer-types.ts';

export const when = (value: string) => formatJalali(value, 'YYYY/MM/DD HH:mm');

/** May this admin read the list of a resource? */
export function useMayRead(resource: Parameters<typeof resourceNamed>[0]): boolean {
  const permissions = usePermissions();
  return can(permissions, permissionsOf(resourceNamed(resource).permissionStem).read);
}

/** One section of the story: its title, and its list once loaded (or why not). */
export function Section({
  id,
  title,
  query,
  empty,
  children,
  allowed = true,
}: {
  id: string;
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  children: ReactNode;
  allowed?: boolean;
}) {
  return (
    <section className="panel story-section" aria-labelledby={`story-${id}`} data-section={id}>
      <h2 id={`story-${id}`}>{title}</h2>
      {!allowed ? (
        <p className="muted">دسترسی دیدن این بخش را ندارید.</p>
      ) : query.isPending ? (
        <p className="muted">در حال بارگذاری…</p>
      ) : query.isError ? (
        <p className="form-error">{isApiError(query.error) ? query.error.message : 'بارگذاری نشد.'}</p>
      ) : empty ? (
        <p className="muted">موردی نیست.</p>
      ) : (
        <div className="table-scroll">{children}</div>
      )}
    </section>
  );
}

/** Online orders with their statuses (links to /admin/order/{id}). */
export function CustomerOrders({ customerId }: { customerId: number }) {
  const { api } = useServices();
  const allowed = useMayRead('orders');
  const query = useQuery({
    queryKey: ['customer-story', customerId, 'orders'],
    enabled: allowed,
    queryFn: ({ signal }) =>
      api.get<{ orders: { data: OrderRow[] } }>('admin/orders', {
        query: { customer_id: customerId },
        signal,
      }),
  });
  const rows = rowsOf(query.data?.orders);
  return (
    <Section id="orders" title="سفارش‌های آنلاین" query={query} empty={!rows.length} allowed={allowed}>
      <table className="story-table">
        <thead>
          <tr>
            <th scope="col">شماره</th>
            <th scope="col">تاریخ</th>
            <th scope="col">وضعیت</th>
            <th scope="col">مبلغ (تومان)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id}>
              <td>
                <Link to={toRouterPath(`/admin/order/${o.id}`)}>{toPersianDigits(o.id)}</Link>
              </td>
              <td>{when(o.created_at)}</td>
              <td>
                <span className="badge-status">{o.status_label}</span>
              </td>
              <td>{toman(o.total_amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** In-person sales (links to /admin/shop/orders/{id}). */
export function CustomerSales({ customerId }: { customerId: number }) {
  const { api } = useServices();
  const allowed = useMayRead('mini_orders');
  const query = useQuery({
    queryKey: ['customer-story', customerId, 'sales'],
    enabled: allowed,
    queryFn: ({ signal }) =>
      api.get<{ mini_orders: { data: Sale[] } }>('admin/mini_orders', {
        query: { customer_id: customerId },
        signal,
      }),
  });
  const rows = rowsOf(query.data?.mini_orders);
  return (
    <Section id="sales" title="خریدهای حضوری" query={query} empty={!rows.length} allowed={allowed}>
      <table className="story-table">
        <thead>
          <tr>
            <th scope="col">شماره</th>
            <th scope="col">تاریخ</th>
            <th scope="col">اقلام</th>
            <th scope="col">مبلغ (تومان)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr key={s.id}>
              <td>
                <Link to={toRouterPath(`/admin/shop/orders/${s.id}`)}>{toPersianDigits(s.id)}</Link>
              </td>
              <td>{when(s.created_at)}</td>
              <td>{toPersianDigits(s.items_count)}</td>
              <td>{toman(s.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The customer's addresses. */
export function CustomerAddresses({ customerId }: { customerId: number }) {
  const { api } = useServices();
  const query = useQuery({
    queryKey: ['customer-story', customerId, 'addresses'],
    queryFn: ({ signal }) =>
      api.get<{ addresses: AddressRow[] }>(`admin/customers/${customerId}/addresses`, { signal }),
  });
  const rows = query.data?.addresses ?? [];
  return (
    <Section id="addresses" title="آدرس‌ها" query={query} empty={!rows.length}>
      <ul className="story-list">
        {rows.map((a) => (
          <li key={a.id}>
            <strong>{[a.city?.province?.name, a.city?.name].filter(Boolean).join('، ')}</strong> {a.address}
            <span className="muted">
              {' '}
              · گیرنده: {[a.first_name, a.last_name].filter(Boolean).join(' ') || '—'}
              {a.mobile ? ` · ${toPersianDigits(a.mobile)}` : ''}
              {a.postal_code ? ` · کد پستی ${toPersianDigits(a.postal_code)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The customer's wallet ledger (GET customers/transactions?customer_id=), newest first. */
function useLedger(customerId: number) {
  const { api } = useServices();
  const allowed = useMayRead('transactions');
  const query = useQuery({
    queryKey: ['customer-story', customerId, 'ledger'],
    enabled: allowed,
    queryFn: ({ signal }) =>
      api.get<{ transactions: { data: LedgerRow[] } }>('admin/customers/transactions', {
        query: { customer_id: customerId },
        signal,
      }),
  });
  return { allowed, query, rows: rowsOf(query.data?.transactions) };
}

/** The wallet's ledger: every deposit and withdrawal with its reason. */
export function CustomerLedger({ customerId }: { customerId: number }) {
  const { allowed, query, rows } = useLedger(customerId);
  return (
    <Section id="ledger" title="دفتر کیف پول" query={query} empty={!rows.length} allowed={allowed}>
      <table className="story-table">
        <thead>
          <tr>
            <th scope="col">تاریخ</th>
            <th scope="col">نوع</th>
            <th scope="col">مبلغ (تومان)</th>
            <th scope="col">شرح</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((t) => (
            <tr key={t.id} data-ledger={t.id}>
              <td>{when(t.created_at)}</td>
              <td>{t.type === 'deposit' ? 'واریز' : 'برداشت'}</td>
              <td className={t.type === 'deposit' ? 'story-plus' : 'story-minus'}>
                <span dir="ltr">
                  {t.type === 'deposit' ? '+' : '−'}
                  {toman(t.amount)}
                </span>
              </td>
              <td>{t.description ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** Withdraw requests and their statuses. */
export function CustomerWithdraws({ customerId }: { customerId: number }) {
  const { api } = useServices();
  const allowed = useMayRead('withdraws');
  const query = useQuery({
    queryKey: ['customer-story', customerId, 'withdraws'],
    enabled: allowed,
    queryFn: ({ signal }) =>
      api.get<{ withdraws: { data: WithdrawRow[] } }>('admin/withdraws', {
        query: { customer_id: customerId },
        signal,
      }),
  });
  const rows = rowsOf(query.data?.withdraws);
  return (
    <Section id="withdraws" title="درخواست‌های برداشت" query={query} empty={!rows.length} allowed={allowed}>
      <table className="story-table">
        <tbody>
          {rows.map((w) => (
            <tr key={w.id}>
              <td>{when(w.created_at)}</td>
              <td>{toman(w.amount)} تومان</td>
              <td>{w.status_label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** The record's audit history (GET admin/logs/customers/{id}) and its wallet moves' entries. */
export function CustomerHistory({ customerId }: { customerId: number }) {
  const { api } = useServices();
  const ledger = useLedger(customerId);
  const allowed = useMayRead('logs');
  const record = useQuery({
    queryKey: ['customer-story', customerId, 'audit'],
    enabled: allowed,
    queryFn: ({ signal }) =>
      api.get<{ logs: { data: AuditRow[] } }>(`admin/logs/customers/${customerId}`, { signal }),
  });
  const wallet = useQuery({
    queryKey: ['customer-story', customerId, 'audit-wallet'],
    enabled: allowed,
    queryFn: ({ signal }) =>
      api.get<{ logs: { data: AuditRow[] } }>('admin/logs', {
        query: { entity: 'wallet_transactions', per_page: 100 },
        signal,
      }),
  });
  const ids = new Set(ledger.rows.map((t) => String(t.id)));
  const rows = [
    ...rowsOf(record.data?.logs),
    ...rowsOf(wallet.data?.logs).filter((l) => l.entity === 'wallet_transactions' && ids.has(l.entity_id)),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Section id="history" title="تاریخچه تغییرات" query={record} empty={!rows.length} allowed={allowed}>
      <table className="story-table">
        <tbody>
          {rows.map((l) => (
            <tr key={l.id} data-audit={l.id}>
              <td>{when(l.created_at)}</td>
              <td className="story-table__wrap">{l.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
