import { isApiError, isSuccessOrderStatus, orderItemsEditRefusal } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { PriceInput, SearchPicker } from '../../widgets/index.ts';
import { toman } from '../dashboard/format.ts';
import { findVarieties, refusalOf, VarietyOption } from './create/create-lines.tsx';
import type { ShippingQuote } from './create/create-shipping.tsx';
import type { OrderDetail, OrderLine } from './order-api.ts';
import { lineTitle } from './order-lines.tsx';

type Saved = (order: OrderDetail, message: string) => void;

/** What an edit did to the money, in Persian: the refund to the wallet, or what is now due. */
export function editMoneyNote(before: OrderDetail, after: OrderDetail): string {
  const refunded = before.totals.paid_amount - after.totals.paid_amount;
  if (refunded > 0) return ` ${toman(refunded)} تومان به کیف پول مشتری برگشت.`;
  if (after.totals.due_amount > 0 && before.totals.paid_amount > 0) {
    return ` ${toman(after.totals.due_amount)} تومان مانده پرداخت دارد.`;
  }
  return '';
}

async function send(
  order: OrderDetail,
  request: () => Promise<{ data: { order: OrderDetail }; message: string }>,
  onSaved: Saved,
  fallback: string,
): Promise<string | null> {
  try {
    const answer = await request();
    onSaved(answer.data.order, `${answer.message || fallback}.${editMoneyNote(order, answer.data.order)}`);
    return null;
  } catch (error) {
    if (!isApiError(error)) return 'ذخیره نشد؛ دوباره تلاش کنید.';
    return Object.values(error.fieldErrors)[0]?.join(' ') ?? error.message;
  }
}

/**
 * Editing an order whose parcel has not left (core's ORDER_EDITABLE_STATUSES), through the server's
 * routes: a line's quantity (PUT orders/items/{item}), removing or restoring a line (…/status),
 * adding a variety (POST orders/{id}/items), the order discount and the shipping method (PUT
 * orders/{id}). The server's rule is shown: a paid order moves stock with the change, and one that
 * now costs less pays the difference back to the customer's wallet; one that costs more shows it due.
 */
export function OrderEdit({ order, onSaved }: { order: OrderDetail; onSaved: Saved }) {
  const refusal = orderItemsEditRefusal(order.status);
  const paid = isSuccessOrderStatus(order.status) || order.totals.paid_amount > 0;
  return (
    <section className="order-card order-edit" aria-labelledby="order-edit-title">
      <h2 id="order-edit-title">ویرایش اقلام، تخفیف و ارسال</h2>
      {refusal ? (
        <p className="muted">{refusal}</p>
      ) : (
        <>
          <p className="order-edit__rule">
            {paid
              ? 'این سفارش پرداخت شده است: تغییر تعداد همان دم موجودی انبار را جابه‌جا می‌کند؛ اگر مبلغ سفارش کمتر شود، مابه‌التفاوت به کیف پول مشتری برمی‌گردد و اگر بیشتر شود، به‌عنوان مانده پرداخت می‌ماند.'
              : 'این سفارش هنوز پرداخت نشده است: تغییرها فقط مبلغ قابل پرداخت را عوض می‌کنند و موجودی هنگام پرداخت کم می‌شود.'}
          </p>
          <EditLines order={order} onSaved={onSaved} />
          <AddLine order={order} onSaved={onSaved} />
          <EditMoney order={order} onSaved={onSaved} />
        </>
      )}
    </section>
  );
}

function EditLines({ order, onSaved }: { order: OrderDetail; onSaved: Saved }) {
  const rows = [...order.items, ...order.removed_items];
  return (
    <ul className="order-edit__lines">
      {rows.map((line) => (
        <EditLine
          key={`${line.id}-${line.quantity}-${line.status}`}
          order={order}
          line={line}
          onSaved={onSaved}
        />
      ))}
    </ul>
  );
}

function EditLine({ order, line, onSaved }: { order: OrderDetail; line: OrderLine; onSaved: Saved }) {
  const { api } = useServices();
  const [quantity, setQuantity] = useState(String(line.quantity));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { title } = lineTitle(line);
  const active = line.status === 1;
  const id = `edit-line-${line.id}`;
  const run = async (
    request: () => Promise<{ data: { order: OrderDetail }; message: string }>,
    done: string,
  ) => {
    setBusy(true);
    setError(await send(order, request, onSaved, done));
    setBusy(false);
  };
  const saveQuantity = (event: FormEvent) => {
    event.preventDefault();
    const next = Number(quantity);
    if (!Number.isInteger(next) || next < 1) return setError('تعداد باید عدد صحیح مثبت باشد.');
    if (next === line.quantity) return;
    void run(
      () => api.raw.put<{ order: OrderDetail }>(`admin/orders/items/${line.id}`, { quantity: next }),
      'تعداد کالا ویرایش شد',
    );
  };
  return (
    <li className="order-edit__line" data-item={line.id} data-active={active}>
      <form onSubmit={saveQuantity} noValidate>
        <span className="order-edit__title">
          {title}
          {active ? '' : ' (حذف‌شده)'}
        </span>
        {active && (
          <>
            <label className="visually-hidden" htmlFor={id}>
              تعداد {title}
            </label>
            <input
              id={id}
              className="create-qty"
              type="number"
              min={1}
              inputMode="numeric"
              value={quantity}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setQuantity(e.target.value)}
            />
            <button type="submit" className="button" disabled={busy}>
              ذخیره تعداد
            </button>
          </>
        )}
        <button
          type="button"
          className="button ghost"
          disabled={busy}
          onClick={() =>
            void run(
              () =>
                api.raw.put<{ order: OrderDetail }>(`admin/orders/items/${line.id}/status`, {
                  status: !active,
                }),
              active ? 'کالا از سفارش حذف شد' : 'کالا به سفارش برگشت',
            )
          }
        >
          {active ? `حذف ${title}` : `بازگرداندن ${title}`}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

function AddLine({ order, onSaved }: { order: OrderDetail; onSaved: Saved }) {
  const { api } = useServices();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="order-edit__add">
      <SearchPicker
        id={`order-add-line-${order.id}`}
        label="افزودن کالا (نام، SKU یا بارکد)"
        queryKey="admin/products/search#order"
        clearOnPick
        search={(term, signal) => findVarieties(api, term, signal)}
        optionKey={(v) => v.id}
        optionDisabled={(v) => refusalOf(v) !== null}
        renderOption={(v) => <VarietyOption variety={v} />}
        onPick={async (v) =>
          setError(
            await send(
              order,
              () =>
                api.raw.post<{ order: OrderDetail }>(`admin/orders/${order.id}/items`, {
                  variety_id: v.id,
                  quantity: 1,
                }),
              onSaved,
              'کالا به سفارش اضافه شد',
            ),
          )
        }
        emptyText="کالایی یافت نشد."
        invalid={!!error}
        describedBy={error ? 'order-add-line-error' : undefined}
      />
      {error && (
        <p id="order-add-line-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function EditMoney({ order, onSaved }: { order: OrderDetail; onSaved: Saved }) {
  const { api } = useServices();
  const cityId = order.address?.city.id ?? null;
  const quotes = useQuery({
    queryKey: ['front/shippings', cityId, order.totals.items_amount],
    enabled: cityId !== null,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ shippings: ShippingQuote[] }>('front/shippings', {
          query: { city_id: String(cityId), items_amount: String(order.totals.items_amount) },
          signal,
        })
      ).shippings,
  });
  const [discount, setDiscount] = useState<number | null>(order.totals.discount_amount);
  const [shippingId, setShippingId] = useState(order.shipping_id === null ? '' : String(order.shipping_id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {};
    if ((discount ?? 0) !== order.totals.discount_amount) body.discount_amount = discount ?? 0;
    if (shippingId && Number(shippingId) !== order.shipping_id) body.shipping_id = Number(shippingId);
    if (Object.keys(body).length === 0) return;
    setBusy(true);
    try {
      const answer = await api.raw.put<{ order: OrderDetail }>(`admin/orders/${order.id}`, body);
      setErrors({});
      onSaved(
        answer.data.order,
        `${answer.message || 'سفارش ویرایش شد'}.${editMoneyNote(order, answer.data.order)}`,
      );
    } catch (error) {
      if (!isApiError(error)) setErrors({ form: 'ذخیره نشد؛ دوباره تلاش کنید.' });
      else {
        const byField = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([k, v]) => [k, v.join(' ')]),
        );
        setErrors(Object.keys(byField).length ? byField : { form: error.message });
      }
    } finally {
      setBusy(false);
    }
  };
  const describe = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `order-edit-${name}-error` } : {};
  const message = (name: string) =>
    errors[name] ? (
      <p id={`order-edit-${name}-error`} className="field-error" role="alert">
        {errors[name]}
      </p>
    ) : null;
  return (
    <form className="order-edit__money" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field-label" htmlFor={`order-edit-discount-${order.id}`}>
          تخفیف سفارش
        </label>
        <PriceInput
          id={`order-edit-discount-${order.id}`}
          value={discount}
          onChange={setDiscount}
          {...describe('discount_amount')}
        />
        {message('discount_amount')}
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`order-edit-shipping-${order.id}`}>
          روش ارسال
        </label>
        <select
          id={`order-edit-shipping-${order.id}`}
          value={shippingId}
          onChange={(e) => setShippingId(e.target.value)}
          {...describe('shipping_id')}
        >
          {order.shipping && !quotes.data?.some((q) => q.id === order.shipping_id) && (
            <option value={order.shipping.id}>{order.shipping.name}</option>
          )}
          {quotes.data?.map((q) => (
            <option key={q.id} value={q.id}>
              {q.name} · {q.amount === 0 ? 'رایگان' : `${toman(q.amount)} تومان`}
            </option>
          ))}
        </select>
        {message('shipping_id')}
      </div>
      {message('form')}
      {errors.order && message('order')}
      <button type="submit" className="button" disabled={busy}>
        ذخیره تخفیف و ارسال
      </button>
    </form>
  );
}
