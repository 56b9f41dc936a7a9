import { formatJalali, formatPriceInput, toAsciiDigits, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useServices } from '../../app/services-context.tsx';
import { SkuCode } from '../../widgets/sku-code.tsx';
import type { ScreenProps } from '../types.ts';
import { Barcode } from './barcode.tsx';
import type { OrderDetail } from './order-api.ts';
import { lineTitle } from './order-lines.tsx';
import { PrintChooser } from './print-chooser.tsx';
import './print.css';

/** The shop's sender details (POST admin/orders/print/details's `shop`). */
interface ShopSender {
  name: string | null;
  logo: string | null;
  telephone: string | null;
  address: string | null;
  postal_code: string | null;
}

/** The ids of `?ids=1,2,3` (any digit script), without repeats; bad parts are dropped. */
export function readPrintIds(raw: string | null): number[] {
  const ids = toAsciiDigits(raw ?? '')
    .split(/[,\s،]+/)
    .map((part) => Number(part))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)];
}

const fa = (value: string | number) => toPersianDigits(String(value));
/** Phones, mobiles and postal codes: Persian digits, kept left to right. */
const Ltr = ({ value }: { value: string }) => <bdi dir="ltr">{fa(value)}</bdi>;
const toman = (amount: number) => `${toPersianDigits(formatPriceInput(amount))} تومان`;

function Invoice({ order, shop }: { order: OrderDetail; shop: ShopSender }) {
  const address = order.address;
  return (
    <article className="invoice" aria-label={`فاکتور سفارش ${fa(order.id)}`}>
      <header className="invoice__head">
        <div className="invoice__shop">
          {shop.logo ? <img className="invoice__logo" src={shop.logo} alt="" /> : null}
          <div>
            <h1>{shop.name || 'فروشگاه'}</h1>
            {shop.address ? <p>{shop.address}</p> : null}
            <p>
              {shop.telephone ? (
                <>
                  تلفن: <Ltr value={shop.telephone} />
                </>
              ) : null}
              {shop.postal_code ? (
                <>
                  {' '}
                  · کد پستی: <Ltr value={shop.postal_code} />
                </>
              ) : null}
            </p>
          </div>
        </div>
        <div className="invoice__meta">
          <p className="invoice__number">سفارش {fa(order.id)}</p>
          <Barcode value={String(order.id)} label={`بارکد شماره سفارش ${order.id}`} />
          <p>تاریخ: {fa(formatJalali(order.created_at, 'YYYY/MM/DD'))}</p>
          <p>وضعیت: {order.status_label}</p>
        </div>
      </header>

      <section className="invoice__parties">
        <div>
          <h2>گیرنده</h2>
          {address ? (
            <>
              <p>
                {`${address.first_name} ${address.last_name}`.trim()} · <Ltr value={address.mobile} />
              </p>
              <p>
                {address.province.name}، {address.city.name}، {address.address}
              </p>
              <p>کد پستی: {address.postal_code ? <Ltr value={address.postal_code} /> : '—'}</p>
            </>
          ) : (
            <p>{order.receiver || '—'}</p>
          )}
        </div>
        <div className="invoice__tracking">
          <h2>کد رهگیری پستی</h2>
          {order.tracking_code ? (
            <Barcode value={order.tracking_code} label={`بارکد کد رهگیری ${order.tracking_code}`} />
          ) : (
            <p>ثبت نشده</p>
          )}
          <p>روش ارسال: {order.shipping?.name ?? '—'}</p>
        </div>
      </section>

      <table className="invoice__lines">
        <thead>
          <tr>
            <th scope="col">ردیف</th>
            <th scope="col">کالا</th>
            <th scope="col">کد کالا</th>
            <th scope="col">تعداد</th>
            <th scope="col">قیمت واحد</th>
            <th scope="col">جمع</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((line, index) => {
            const { title, details } = lineTitle(line);
            return (
              <tr key={line.id}>
                <td>{fa(index + 1)}</td>
                <td>
                  {title}
                  {details ? <span className="invoice__details">{details}</span> : null}
                </td>
                <td>
                  <SkuCode value={line.extra?.sku} />
                </td>
                <td>{fa(line.quantity)}</td>
                <td>{toman(line.amount)}</td>
                <td>{toman(line.total)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>

      <dl className="invoice__totals">
        <div>
          <dt>جمع کالاها</dt>
          <dd>{toman(order.totals.items_amount)}</dd>
        </div>
        <div>
          <dt>هزینه ارسال</dt>
          <dd>{toman(order.totals.shipping_amount)}</dd>
        </div>
        {order.totals.discount_amount ? (
          <div>
            <dt>تخفیف</dt>
            <dd>{toman(order.totals.discount_amount)}</dd>
          </div>
        ) : null}
        <div className="invoice__grand">
          <dt>مبلغ کل</dt>
          <dd>{toman(order.totals.total_amount)}</dd>
        </div>
        <div>
          <dt>پرداخت‌شده</dt>
          <dd>{toman(order.totals.paid_amount)}</dd>
        </div>
      </dl>
      {order.description ? <p className="invoice__note">یادداشت مشتری: {order.description}</p> : null}
    </article>
  );
}

/**
 * Invoices of `?ids=1,2,3`, one order a page (POST admin/orders/print/details), right to left with
 * Persian digits and Jalali dates, each with a Code 128 barcode of its order number (and of the postal
 * tracking code when it has one); `&autoprint=1` (from the order screen and the list) opens the
 * browser's print dialog once they are drawn. Without `?ids=` (the palette's «فاکتور»), a chooser of
 * recent orders.
 */
export function PrintOrdersScreen(_props: ScreenProps) {
  const { api } = useServices();
  const [search, setSearch] = useSearchParams();
  const ids = readPrintIds(search.get('ids'));
  const autoprint = search.get('autoprint') === '1';
  const details = useQuery({
    queryKey: ['orders', 'print', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: async ({ signal }) =>
      api.post<{ orders: OrderDetail[]; shop: ShopSender }>(
        'admin/orders/print/details',
        { ids },
        { signal },
      ),
  });
  const ready = details.isSuccess;
  useEffect(() => {
    if (ready && autoprint) window.print();
  }, [ready, autoprint]);

  if (!ids.length) {
    return (
      <main className="print-page">
        <PrintChooser onChoose={(chosen) => setSearch({ ids: chosen.join(',') })} />
      </main>
    );
  }
  return (
    <main className="print-page" data-ready={ready || undefined}>
      <div className="print-toolbar">
        <span>
          {details.isSuccess
            ? `${fa(details.data.orders.length)} فاکتور`
            : details.isError
              ? details.error.message
              : 'در حال بارگذاری…'}
        </span>
        <span className="print-toolbar__actions">
          <button type="button" className="button ghost" onClick={() => setSearch({})}>
            انتخاب سفارش‌های دیگر
          </button>
          <button type="button" className="button" disabled={!ready} onClick={() => window.print()}>
            چاپ
          </button>
        </span>
      </div>
      {details.isSuccess
        ? details.data.orders.map((order) => (
            <Invoice key={order.id} order={order} shop={details.data.shop} />
          ))
        : null}
    </main>
  );
}
