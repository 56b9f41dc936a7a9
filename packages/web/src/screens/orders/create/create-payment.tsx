import { useState } from 'react';
import { PriceInput } from '../../../widgets/index.ts';
import { WalletMove } from '../../customer/customer-wallet-move.tsx';
import { toman } from '../../dashboard/format.ts';
import { CreateAmount } from './create-amount.tsx';
import type { CreateErrors, CreatePayment, ShownAmount } from './create-model.ts';

const PAYMENTS: { value: CreatePayment; label: string; hint: string }[] = [
  {
    value: 'wallet',
    label: 'برداشت از کیف پول مشتری',
    hint: 'سفارش «جدید» می‌شود و مبلغ از کیف پول کم می‌شود.',
  },
  {
    value: 'outside',
    label: 'پرداخت‌شده بیرون از سایت',
    hint: 'کارت‌به‌کارت یا نقدی: سفارش «جدید» می‌شود و کیف پول دست نمی‌خورد.',
  },
  { value: 'later', label: 'در انتظار پرداخت', hint: 'سفارش ثبت می‌شود تا مشتری بپردازد.' },
];

/** Coupon, staff discount, note, the amount to be paid and how the order is paid. */
export function CreatePaymentSection({
  shown,
  pending,
  coupon,
  onCoupon,
  discount,
  onDiscount,
  description,
  onDescription,
  payment,
  onPayment,
  customerId,
  balance,
  errors,
}: {
  shown: ShownAmount;
  pending: boolean;
  coupon: string;
  onCoupon: (v: string) => void;
  discount: number | null;
  onDiscount: (v: number | null) => void;
  description: string;
  onDescription: (v: string) => void;
  payment: CreatePayment;
  onPayment: (v: CreatePayment) => void;
  customerId: number | null;
  balance: number | null;
  errors: CreateErrors['fields'];
}) {
  const [depositing, setDepositing] = useState(false);
  const short =
    payment === 'wallet' && balance !== null && shown.amount.ok && balance < shown.amount.total_amount;
  const describe = (name: string, error: string | undefined) =>
    error ? { 'aria-invalid': true as const, 'aria-describedby': `create-${name}-error` } : {};
  const message = (name: string, error: string | undefined) =>
    error ? (
      <p id={`create-${name}-error`} className="field-error" role="alert">
        {error}
      </p>
    ) : null;
  return (
    <section className="order-card create-section" aria-labelledby="create-payment-title">
      <h2 id="create-payment-title">تخفیف و پرداخت</h2>
      <div className="create-money-fields">
        <div className="field">
          <label className="field-label" htmlFor="create-coupon">
            کد تخفیف
          </label>
          <input
            id="create-coupon"
            dir="ltr"
            autoComplete="off"
            value={coupon}
            onChange={(e) => onCoupon(e.target.value)}
            {...describe('coupon', errors.coupon)}
          />
          {message('coupon', errors.coupon)}
        </div>
        <div className="field">
          <label className="field-label" htmlFor="create-discount">
            تخفیف سفارش
          </label>
          <PriceInput
            id="create-discount"
            value={discount}
            onChange={onDiscount}
            {...describe('discount', errors.discount)}
          />
          {message('discount', errors.discount)}
        </div>
        <div className="field create-wide">
          <label className="field-label" htmlFor="create-description">
            توضیحات مشتری
          </label>
          <textarea
            id="create-description"
            rows={2}
            value={description}
            onChange={(e) => onDescription(e.target.value)}
            {...describe('description', errors.description)}
          />
          {message('description', errors.description)}
        </div>
      </div>
      <CreateAmount
        shown={shown}
        pending={pending}
        coupon={coupon}
        customerChosen={customerId !== null}
        payment={payment}
        balance={balance}
      />
      <fieldset
        className="create-choices"
        aria-describedby={errors.payment ? 'create-payment-error' : undefined}
      >
        <legend>پرداخت</legend>
        {PAYMENTS.map((p) => (
          <label key={p.value} className="create-choice">
            <input
              type="radio"
              name="create-payment"
              checked={payment === p.value}
              onChange={() => onPayment(p.value)}
            />
            <span>
              {p.label}
              {p.value === 'wallet' && balance !== null ? ` (موجودی ${toman(balance)} تومان)` : ''}
              <br />
              <span className="muted">{p.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {short && (
        <p className="field-error">
          موجودی کیف پول از مبلغ سفارش کمتر است؛ نخست به کیف پول واریز کنید یا روش دیگری برگزینید.
        </p>
      )}
      {message('payment', errors.payment)}
      {payment === 'wallet' && customerId !== null && (
        <>
          <button
            type="button"
            className="button ghost"
            aria-expanded={depositing}
            onClick={() => setDepositing((v) => !v)}
          >
            واریز به کیف پول مشتری
          </button>
          {depositing && <WalletMove customerId={customerId} onDone={() => setDepositing(false)} />}
        </>
      )}
    </section>
  );
}
