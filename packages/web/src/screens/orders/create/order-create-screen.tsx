import { isApiError, itemsAmountOf, toPersianDigits } from '@shop-admin/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef, useState } from 'react';
import { useHotkeys } from 'react-hotkeys-hook';
import { useNavigate, useSearchParams } from 'react-router';
import { toRouterPath } from '../../../app/paths.ts';
import { useServices } from '../../../app/services-context.tsx';
import { modLabel } from '../../../hotkeys/chords.ts';
import { HotkeyLabel } from '../../../hotkeys/hotkey-label.tsx';
import { useScreenKeys } from '../../../hotkeys/screen-keys.ts';
import type { ScreenProps } from '../../types.ts';
import type { OrderDetail, StatusChangeAnswer } from '../order-api.ts';
import { CreateAddress, type SavedAddress } from './create-address.tsx';
import { CreateCustomer, useCustomerRecord } from './create-customer.tsx';
import { CreateLines } from './create-lines.tsx';
import {
  type CreateErrors,
  type CreatePayment,
  createBody,
  createErrorsOf,
  createLines,
  NO_ERRORS,
  type QuoteRequest,
  shownAmount,
} from './create-model.ts';
import { CreatePaymentSection } from './create-payment.tsx';
import { useOrderQuote } from './create-quote.ts';
import { CreateShipping, type ShippingQuote } from './create-shipping.tsx';
import '../orders.css';
import './order-create.css';

const KEYS = { place: 'mod+enter', customer: 'alt+c', product: 'alt+k' } as const;
const HOTKEY_OPTIONS = { enableOnFormTags: true, preventDefault: true } as const;
const CUSTOMER_FIELD = 'create-customer-search';

const readCustomer = (raw: string | null): number | null => {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /admin/order/create: an order placed by staff for a customer (phone or in-person orders). Customer
 * by name or mobile, or made here; one of their addresses or a new one; lines by title, SKU or
 * barcode with live stock; the shipping quote for the address's city; coupon and discount; then
 * POST admin/orders (the path every order takes: priced, stock checked, `wait_for_payment`), and,
 * when paid, the move to «جدید» from the wallet or as paid outside the site (PUT orders/{id}/status).
 * ?customer=ID starts with that customer (the customer page's «سفارش جدید»).
 */
export function OrderCreateScreen({ route }: ScreenProps) {
  const { api, toasts } = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [customerId, setCustomerId] = useState<number | null>(() => readCustomer(search.get('customer')));
  const [address, setAddress] = useState<SavedAddress | null>(null);
  const [shipping, setShipping] = useState<{ id: number | null; amount: number }>({ id: null, amount: 0 });
  const [lines, dispatch] = useReducer(createLines, []);
  const [coupon, setCoupon] = useState('');
  const [discount, setDiscount] = useState<number | null>(null);
  const [description, setDescription] = useState('');
  const [payment, setPayment] = useState<CreatePayment>('wallet');
  const [errors, setErrors] = useState<CreateErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const record = useCustomerRecord(customerId);
  const customer = record.data;
  const request: QuoteRequest = {
    customerId,
    addressId: address?.id ?? null,
    shippingId: shipping.id,
    lines,
    coupon,
  };
  const quoted = useOrderQuote(request);
  const shown = shownAmount({
    request,
    quote: quoted.quote,
    listedShipping: shipping.id === null ? 0 : shipping.amount,
    staffDiscount: discount ?? 0,
  });
  const total = shown.amount.ok ? shown.amount.total_amount : null;
  const itemsAmount = itemsAmountOf(lines.map((l) => ({ amount: l.variety.price, quantity: l.quantity })));
  // The quote's refusals (a coupon below its minimum, a draft product …) show before submitting; the
  // submit's own errors, once there are any, win on the same part.
  const shownErrors: CreateErrors = {
    fields: {
      ...quoted.errors.fields,
      ...(shown.amount.ok ? {} : { discount: shown.amount.message }),
      ...errors.fields,
    },
    lines: new Map([...quoted.errors.lines, ...errors.lines]),
  };

  const chooseCustomer = (id: number | null) => {
    setCustomerId(id);
    setAddress(null);
    setShipping({ id: null, amount: 0 });
    setErrors(NO_ERRORS);
  };
  const chooseShipping = useCallback((quote: ShippingQuote | null) => {
    setShipping((current) =>
      current.id === (quote?.id ?? null) && current.amount === (quote?.amount ?? 0)
        ? current
        : { id: quote?.id ?? null, amount: quote?.amount ?? 0 },
    );
  }, []);

  const check = (): CreateErrors['fields'] => {
    const out: CreateErrors['fields'] = {};
    if (customerId === null) out.customer = 'مشتری را انتخاب کنید یا بسازید.';
    if (!address) out.address = 'آدرس ارسال را انتخاب کنید یا بنویسید.';
    else if (shipping.id === null) out.shipping = 'روش ارسال را انتخاب کنید.';
    if (lines.length === 0) out.lines = 'دست‌کم یک کالا اضافه کنید.';
    if (!shown.amount.ok) out.discount = shown.amount.message;
    if (payment === 'wallet' && customer && total !== null && customer.balance < total) {
      out.payment = `موجودی کیف پول (${toPersianDigits(customer.balance)} تومان) برای این سفارش کافی نیست.`;
    }
    return out;
  };

  const place = async () => {
    if (busy) return;
    const found = check();
    setErrors({ fields: found, lines: new Map() });
    if (Object.keys(found).length) {
      toasts.show('پیش از ثبت، خطاهای فرم را برطرف کنید.', { kind: 'error' });
      return;
    }
    setBusy(true);
    let placed: OrderDetail;
    try {
      const answer = await api.raw.post<{ order: OrderDetail }>(
        'admin/orders',
        createBody({
          customerId,
          addressId: address?.id ?? null,
          shippingId: shipping.id,
          lines,
          discount: discount ?? 0,
          coupon,
          description,
        }),
      );
      placed = answer.data.order;
    } catch (error) {
      setErrors(createErrorsOf(error, lines));
      setBusy(false);
      return;
    }
    let message = `سفارش ${toPersianDigits(placed.id)} ثبت شد و در انتظار پرداخت است.`;
    if (payment !== 'later') {
      try {
        const paid = await api.raw.put<StatusChangeAnswer>(`admin/orders/${placed.id}/status`, {
          status: 'new',
          no_charge: payment === 'outside',
        });
        message =
          payment === 'wallet'
            ? `سفارش ${toPersianDigits(placed.id)} ثبت شد و ${toPersianDigits(paid.data.charged)} تومان از کیف پول برداشت شد.`
            : `سفارش ${toPersianDigits(placed.id)} ثبت و پرداخت‌شده ثبت شد.`;
      } catch (error) {
        toasts.show(
          `سفارش ${toPersianDigits(placed.id)} ثبت شد اما پرداخت نشد: ${isApiError(error) ? error.message : 'خطای ناشناخته'}`,
          { kind: 'error' },
        );
        message = '';
      }
    }
    if (message) toasts.show(message, { kind: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
    void queryClient.invalidateQueries({ queryKey: ['customer-story', customerId] });
    setBusy(false);
    void navigate(toRouterPath(`/admin/order/${placed.id}`));
  };

  useHotkeys(KEYS.place, () => void place(), HOTKEY_OPTIONS, [place]);
  useHotkeys(KEYS.customer, () => document.getElementById(CUSTOMER_FIELD)?.focus(), HOTKEY_OPTIONS);
  useHotkeys(KEYS.product, () => searchRef.current?.focus(), HOTKEY_OPTIONS);
  useScreenKeys([
    { hotkey: `${modLabel()}+Enter`, title: 'ثبت سفارش' },
    { hotkey: 'Alt+C', title: 'رفتن به جست‌وجوی مشتری' },
    { hotkey: 'Alt+K', title: 'رفتن به جست‌وجوی کالا' },
  ]);

  return (
    <section className="screen order-create" data-screen-kind="custom">
      <header className="screen-header">
        <h1>{route.title}</h1>
      </header>
      <div className="order-create-grid">
        <div className="order-create-main">
          <CreateCustomer
            customerId={customerId}
            onChoose={chooseCustomer}
            error={shownErrors.fields.customer}
            pickerId={CUSTOMER_FIELD}
          />
          <CreateAddress
            customer={customer}
            addressId={address?.id ?? null}
            onChoose={(a) => {
              setAddress(a);
              setErrors(NO_ERRORS);
            }}
            error={shownErrors.fields.address}
          />
          <CreateLines
            lines={lines}
            dispatch={dispatch}
            lineErrors={shownErrors.lines}
            error={shownErrors.fields.lines}
            searchRef={searchRef}
          />
        </div>
        <aside className="order-create-side">
          <CreateShipping
            cityId={address?.city_id ?? null}
            itemsAmount={itemsAmount}
            shippingId={shipping.id}
            onChoose={chooseShipping}
            error={shownErrors.fields.shipping}
          />
          <CreatePaymentSection
            shown={shown}
            pending={quoted.pending}
            coupon={coupon}
            onCoupon={setCoupon}
            discount={discount}
            onDiscount={setDiscount}
            description={description}
            onDescription={setDescription}
            payment={payment}
            onPayment={setPayment}
            customerId={customerId}
            balance={customer?.balance ?? null}
            errors={shownErrors.fields}
          />
          {shownErrors.fields.form && (
            <p className="form-error" role="alert">
              {shownErrors.fields.form}
            </p>
          )}
          <button
            type="button"
            className="button primary order-create-place"
            disabled={busy}
            onClick={() => void place()}
          >
            ثبت سفارش <HotkeyLabel hotkey={`${modLabel()}+Enter`} />
          </button>
        </aside>
      </div>
    </section>
  );
}
