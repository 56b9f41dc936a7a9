import { can, isApiError, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { toman } from '../dashboard/format.ts';
import type { ScreenProps } from '../types.ts';
import { CustomerComments, CustomerContacts } from './customer-messages.tsx';
import {
  CustomerAddresses,
  CustomerHistory,
  CustomerLedger,
  CustomerOrders,
  CustomerSales,
  CustomerWithdraws,
} from './customer-sections.tsx';
import type { CustomerRecord } from './customer-types.ts';
import { WalletMove } from './customer-wallet-move.tsx';
import './customer.css';

/**
 * /admin/customers/show/{id}: the customer's whole story. Full name and mobile as the title; online
 * orders, in-person sales, addresses, the wallet and its ledger, withdraw requests and the audit
 * history, contact messages from their mobile and their comments; deposit/debit with a reason, edit, and a new order for this customer.
 */
export function CustomerScreen({ route, params }: ScreenProps) {
  const { api } = useServices();
  const permissions = usePermissions();
  const id = Number(params.id);
  const [moving, setMoving] = useState(false);
  const record = useQuery({
    queryKey: ['customer-story', id, 'record'],
    queryFn: ({ signal }) => api.get<{ customer: CustomerRecord }>(`admin/customers/${id}`, { signal }),
  });
  if (record.isPending || record.isError) {
    return (
      <section className="screen" aria-busy={record.isPending}>
        <h1>{route.title}</h1>
        {record.isPending ? (
          <p className="muted">در حال بارگذاری…</p>
        ) : (
          <p className="form-error" role="alert">
            {isApiError(record.error) ? record.error.message : 'مشتری بارگذاری نشد.'}
          </p>
        )}
      </section>
    );
  }
  const c = record.data.customer;
  const name = [c.first_name, c.last_name].filter(Boolean).join(' ') || 'مشتری بی‌نام';
  const summary = c.order_summary;
  const mayMove = can(permissions, 'modify_customer');
  return (
    <section className="screen customer-story">
      <header className="screen-header story-header">
        <div>
          <h1>
            {name} <span className="story-mobile">{toPersianDigits(c.mobile)}</span>
          </h1>
          <p className="muted">
            مشتری شماره {toPersianDigits(c.id)}
            {c.role ? ` · گروه ${c.role.name}` : ''}
            {c.email ? ` · ${c.email}` : ''}
          </p>
        </div>
        <div className="story-actions">
          {mayMove && (
            <button
              type="button"
              className="button primary"
              onClick={() => setMoving((v) => !v)}
              aria-expanded={moving}
            >
              واریز / برداشت کیف پول
            </button>
          )}
          {mayMove && (
            <Link className="button" to={toRouterPath(`/admin/customers/edit/${c.id}`)}>
              ویرایش
            </Link>
          )}
          {can(permissions, 'write_order') && (
            <Link className="button" to={`${toRouterPath('/admin/order/create')}?customer=${c.id}`}>
              سفارش جدید برای این مشتری
            </Link>
          )}
        </div>
      </header>
      <div className="story-figures">
        <div className="shop-figure">
          <span>موجودی کیف پول</span>
          <strong data-figure="balance">{toman(c.balance)} تومان</strong>
        </div>
        {c.gift_balance > 0 && (
          <div className="shop-figure">
            <span>اعتبار هدیه</span>
            <strong>{toman(c.gift_balance)} تومان</strong>
          </div>
        )}
        {summary && (
          <>
            <div className="shop-figure">
              <span>سفارش آنلاین</span>
              <strong>
                {toPersianDigits(summary.online.count)} سفارش، {toPersianDigits(summary.online.paid_count)}{' '}
                پرداخت‌شده
              </strong>
            </div>
            <div className="shop-figure">
              <span>خرید حضوری</span>
              <strong>
                {toPersianDigits(summary.physical.count)} خرید، {toman(summary.physical.amount)} تومان
              </strong>
            </div>
          </>
        )}
      </div>
      {moving && (
        <section className="panel" aria-labelledby="wallet-move-title">
          <h2 id="wallet-move-title">واریز یا برداشت از کیف پول</h2>
          <WalletMove customerId={c.id} onDone={() => setMoving(false)} />
        </section>
      )}
      <div className="story-grid">
        <CustomerOrders customerId={id} />
        <CustomerSales customerId={id} />
        <CustomerLedger customerId={id} />
        <CustomerWithdraws customerId={id} />
        <CustomerContacts customerId={id} mobile={c.mobile} />
        <CustomerComments customerId={id} />
        <CustomerAddresses customerId={id} />
        <CustomerHistory customerId={id} />
      </div>
    </section>
  );
}
