import { normalizeCouponCode } from '@shop-admin/core';
import { toman } from '../../dashboard/format.ts';
import type { CreatePayment, ShownAmount } from './create-model.ts';

/** Why the amount is or is not yet the one the order will be saved with. */
function amountNote(input: {
  shown: ShownAmount;
  pending: boolean;
  couponTyped: boolean;
  customerChosen: boolean;
}) {
  if (input.pending) return 'در حال محاسبه مبلغ با کد تخفیف و هزینه ارسال…';
  if (input.shown.exact) return 'سفارش با همین مبلغ ثبت می‌شود.';
  if (input.shown.priced) return 'هزینه ارسال پس از انتخاب آدرس و روش ارسال حساب می‌شود.';
  if (!input.customerChosen)
    return input.couponTyped
      ? 'کد تخفیف و هزینه ارسال پس از انتخاب مشتری و آدرس حساب می‌شود.'
      : 'هزینه ارسال پس از انتخاب مشتری و آدرس حساب می‌شود.';
  return 'مبلغ دقیق پس از رفع خطاهای فرم حساب می‌شود.';
}

/**
 * What the order will cost, before it is placed: items, shipping, the coupon's discount, staff's
 * discount and the total (core's orderAmount on the server's quote), and with the wallet chosen, what
 * leaves the wallet and what stays in it. `data-exact` marks the amount placing the order now saves.
 */
export function CreateAmount({
  shown,
  pending,
  coupon,
  customerChosen,
  payment,
  balance,
}: {
  shown: ShownAmount;
  pending: boolean;
  coupon: string;
  customerChosen: boolean;
  payment: CreatePayment;
  balance: number | null;
}) {
  const { amount } = shown;
  const code = normalizeCouponCode(coupon);
  return (
    <>
      <dl className="order-totals create-estimate" data-exact={shown.exact} aria-busy={pending}>
        {amount.ok ? (
          <>
            <div>
              <dt>جمع کالاها</dt>
              <dd>{toman(amount.items_amount)} تومان</dd>
            </div>
            <div>
              <dt>هزینه ارسال</dt>
              <dd>{toman(amount.shipping_amount)} تومان</dd>
            </div>
            {code && (
              <div>
                <dt>
                  کد تخفیف <bdi dir="ltr">{code}</bdi>
                </dt>
                <dd>{shown.priced ? `${toman(amount.coupon_discount)} تومان` : '—'}</dd>
              </div>
            )}
            {amount.staff_discount > 0 && (
              <div>
                <dt>تخفیف سفارش</dt>
                <dd>{toman(amount.staff_discount)} تومان</dd>
              </div>
            )}
            <div className="create-estimate-total">
              <dt>مبلغ قابل پرداخت</dt>
              <dd data-amount={amount.total_amount}>{toman(amount.total_amount)} تومان</dd>
            </div>
            {payment === 'wallet' && balance !== null && (
              <>
                <div>
                  <dt>برداشت از کیف پول</dt>
                  <dd>{toman(amount.total_amount)} تومان</dd>
                </div>
                {balance >= amount.total_amount ? (
                  <div>
                    <dt>موجودی پس از برداشت</dt>
                    <dd>{toman(balance - amount.total_amount)} تومان</dd>
                  </div>
                ) : (
                  <div>
                    <dt>کسری کیف پول</dt>
                    <dd>{toman(amount.total_amount - balance)} تومان</dd>
                  </div>
                )}
              </>
            )}
          </>
        ) : (
          <div className="create-estimate-total">
            <dt>مبلغ قابل پرداخت</dt>
            <dd>—</dd>
          </div>
        )}
      </dl>
      <p className="muted" role="status">
        {amountNote({ shown, pending, couponTyped: code !== '', customerChosen })}
      </p>
    </>
  );
}
