import { JalaliTime } from '../../shell/jalali-time.tsx';
import type { OrderDetail } from './order-api.ts';
import { Code, Money } from './order-format.tsx';

const INVOICE_STATUS: Record<string, string> = {
  pending: 'در انتظار',
  success: 'موفق',
  paid: 'پرداخت‌شده',
  failed: 'ناموفق',
  canceled: 'لغو شده',
};
const GATEWAY: Record<string, string> = {
  wallet: 'کیف پول',
  virtual: 'درگاه آزمایشی',
  manual: 'خارج از سایت',
  parsian: 'درگاه پارسیان',
  mellat: 'درگاه ملت',
  saman: 'درگاه سامان',
  zarinpal: 'زرین‌پال',
};
const label = (table: Record<string, string>, value: string) => table[value] ?? value;

/** Items, discounts, shipping, total, paid and due. */
export function OrderTotalsCard({ totals }: { totals: OrderDetail['totals'] }) {
  const rows: [string, number][] = [
    ['جمع کالاها', totals.items_amount],
    ['تخفیف محصولات (در قیمت‌ها)', totals.items_discount],
    ['هزینه ارسال', totals.shipping_amount],
    ['تخفیف سفارش', totals.discount_amount],
    ['مبلغ کل', totals.total_amount],
    ['پرداخت‌شده', totals.paid_amount],
    ['مانده', totals.due_amount],
  ];
  return (
    <section className="order-card" aria-labelledby="order-totals">
      <h2 id="order-totals">جمع سفارش</h2>
      <dl className="order-totals">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>
              <Money value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Invoices with their payments: amount, wallet part, gateway, transaction, status, time. */
export function OrderPayments({ invoices }: { invoices: OrderDetail['invoices'] }) {
  return (
    <section className="order-card" aria-labelledby="order-payments">
      <h2 id="order-payments">فاکتورها و پرداخت‌ها</h2>
      {invoices.length === 0 ? (
        <p className="muted">فاکتوری ثبت نشده است.</p>
      ) : (
        <ul className="order-invoices">
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <div>
                فاکتور <Code value={invoice.id} />: <Money value={invoice.amount} />
                {invoice.wallet_amount ? (
                  <>
                    {' '}
                    (از کیف پول <Money value={invoice.wallet_amount} />)
                  </>
                ) : null}{' '}
                · {label(INVOICE_STATUS, invoice.status)} · <JalaliTime value={invoice.created_at} />
              </div>
              {invoice.status_detail ? <div className="muted">{invoice.status_detail}</div> : null}
              {invoice.payments.length ? (
                <ul>
                  {invoice.payments.map((payment) => (
                    <li key={payment.id}>
                      {label(GATEWAY, payment.gateway)}: <Money value={payment.amount} /> ·{' '}
                      {label(INVOICE_STATUS, payment.status)}
                      {payment.tracking_code ? (
                        <>
                          {' '}
                          · کد پیگیری <Code value={payment.tracking_code} />
                        </>
                      ) : null}{' '}
                      · <JalaliTime value={payment.created_at} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
