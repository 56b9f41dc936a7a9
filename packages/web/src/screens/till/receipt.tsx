import { formatJalali, OFFLINE_RECEIPT_MARK, offlineSaleShortId, toPersianDigits } from '@shop-admin/core';
import { createPortal } from 'react-dom';
import { toman } from '../dashboard/format.ts';
import { itemTitle, type Sale, salePayments } from './sale-types.ts';
import './receipt.css';

/** The 80 mm receipt of a sale: the shop, the lines, the totals, the payments and the Jalali time (Tehran). */
export function Receipt({ sale }: { sale: Sale }) {
  const items = sale.items ?? [];
  return (
    <article className="receipt" aria-label={`رسید فروش ${toPersianDigits(sale.id)}`}>
      <header className="receipt-head">
        <h2>{sale.shop?.name || 'فروشگاه'}</h2>
        {sale.shop?.address && <p>{sale.shop.address}</p>}
        {sale.shop?.telephone && <p dir="ltr">{toPersianDigits(sale.shop.telephone)}</p>}
        {sale.offline_at && sale.client_id ? (
          <>
            <p className="receipt-offline">
              {OFFLINE_RECEIPT_MARK} · {offlineSaleShortId(sale.client_id)}
            </p>
            <p>
              {sale.id ? `فاکتور ${toPersianDigits(sale.id)} · ` : ''}
              {formatJalali(sale.offline_at, 'YYYY/MM/DD HH:mm')}
            </p>
            <p className="receipt-client-id" dir="ltr">
              {sale.client_id}
            </p>
          </>
        ) : (
          <p>
            فاکتور {toPersianDigits(sale.id)} · {formatJalali(sale.created_at, 'YYYY/MM/DD HH:mm')}
          </p>
        )}
        {sale.customer_name || sale.customer_mobile ? (
          <p>
            مشتری: {sale.customer_name ?? ''}{' '}
            {sale.customer_mobile ? toPersianDigits(sale.customer_mobile) : ''}
          </p>
        ) : null}
      </header>
      <table className="receipt-lines">
        <thead>
          <tr>
            <th scope="col">کالا</th>
            <th scope="col">تعداد</th>
            <th scope="col">مبلغ</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>
                {item.type === 'refund' ? 'مرجوعی: ' : ''}
                {itemTitle(item)}
                <span className="receipt-unit">{toman(item.amount)}</span>
              </td>
              <td>{toPersianDigits(item.quantity)}</td>
              <td>{toman(item.type === 'refund' ? -item.line_total : item.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="receipt-totals">
        <dt>جمع فروش</dt>
        <dd>{toman(sale.sell_amount)}</dd>
        {sale.refund_amount > 0 && (
          <>
            <dt>مرجوعی</dt>
            <dd>{toman(sale.refund_amount)}</dd>
          </>
        )}
        {sale.discount_amount > 0 && (
          <>
            <dt>تخفیف</dt>
            <dd>{toman(sale.discount_amount)}</dd>
          </>
        )}
        <dt className="receipt-total">{sale.total < 0 ? 'بازپرداخت به مشتری' : 'مبلغ قابل پرداخت'}</dt>
        <dd className="receipt-total">{toman(Math.abs(sale.total))} تومان</dd>
        {salePayments(sale).map((p) => (
          <div key={p.label} className="receipt-payment">
            <dt>پرداخت {p.label}</dt>
            <dd>{toman(p.amount)}</dd>
          </div>
        ))}
        {sale.tracking_code && (
          <div className="receipt-payment">
            <dt>پیگیری کارت‌خوان</dt>
            <dd dir="ltr">{toPersianDigits(sale.tracking_code)}</dd>
          </div>
        )}
      </dl>
      <p className="receipt-foot">از خرید شما سپاسگزاریم</p>
    </article>
  );
}

/** The receipt as printed: a copy placed directly under <body>, the only thing on the 80 mm page. */
export function PrintableReceipt({ sale }: { sale: Sale }) {
  return createPortal(
    <div className="receipt-print">
      <Receipt sale={sale} />
    </div>,
    document.body,
  );
}
