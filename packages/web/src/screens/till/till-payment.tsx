import { PriceInput } from '../../widgets/index.ts';
import { toman } from '../dashboard/format.ts';
import type { tillTotals } from './till-model.ts';

export interface TillPaymentValue {
  discount: number;
  wallet: number;
  card: number;
  /** The card terminal's reference (required for a card payment offline). */
  reference: string;
}

/** The cash part: what the wallet and the card leave of the amount due. */
export const cashOf = (due: number, pay: TillPaymentValue) => due - pay.wallet - pay.card;

/** Discount, the payment split (wallet through the ledger, card, the rest in cash) and the live totals. */
export function TillPayment({
  totals,
  value,
  onChange,
  mayDiscount,
  walletBalance,
}: {
  totals: ReturnType<typeof tillTotals>;
  value: TillPaymentValue;
  onChange: (value: TillPaymentValue) => void;
  mayDiscount: boolean;
  /** The customer's wallet balance; null without a known customer. */
  walletBalance: number | null;
}) {
  const cash = cashOf(totals.due, value);
  const walletMax = Math.min(walletBalance ?? 0, totals.due);
  return (
    <section className="till-panel till-payment" aria-labelledby="till-payment-title">
      <h2 id="till-payment-title">پرداخت</h2>
      <dl className="till-totals" aria-live="polite">
        <dt>جمع فروش</dt>
        <dd data-total="sell">{toman(totals.sell)}</dd>
        {totals.refund > 0 && (
          <>
            <dt>مرجوعی</dt>
            <dd data-total="refund">{toman(totals.refund)}</dd>
          </>
        )}
        {totals.discount > 0 && (
          <>
            <dt>تخفیف</dt>
            <dd>{toman(totals.discount)}</dd>
          </>
        )}
        <dt className="till-grand">{totals.payBack > 0 ? 'بازپرداخت به مشتری' : 'قابل پرداخت'}</dt>
        <dd className="till-grand" data-total="due">
          {toman(totals.payBack > 0 ? totals.payBack : totals.due)} تومان
        </dd>
      </dl>
      {mayDiscount && (
        <div className="till-field">
          <label htmlFor="till-discount">تخفیف</label>
          <PriceInput
            id="till-discount"
            value={value.discount}
            onChange={(n) => onChange({ ...value, discount: n ?? 0 })}
          />
        </div>
      )}
      {walletBalance !== null && walletBalance > 0 && (
        <div className="till-field">
          <label htmlFor="till-wallet">از کیف پول (موجودی {toman(walletBalance)})</label>
          <div className="till-inline">
            <PriceInput
              id="till-wallet"
              value={value.wallet}
              onChange={(n) => onChange({ ...value, wallet: n ?? 0 })}
            />
            <button
              type="button"
              className="button"
              onClick={() => onChange({ ...value, wallet: walletMax })}
            >
              حداکثر
            </button>
          </div>
          {value.wallet > walletMax && <p className="field-error">بیش از موجودی یا مبلغ قابل پرداخت است.</p>}
        </div>
      )}
      <div className="till-field">
        <label htmlFor="till-card">کارت</label>
        <div className="till-inline">
          <PriceInput
            id="till-card"
            value={value.card}
            onChange={(n) => onChange({ ...value, card: n ?? 0 })}
          />
          <button
            type="button"
            className="button"
            onClick={() => onChange({ ...value, card: Math.max(totals.due - value.wallet, 0) })}
          >
            همه با کارت
          </button>
        </div>
      </div>
      {value.card > 0 && (
        <div className="till-field">
          <label htmlFor="till-card-reference">شماره پیگیری کارت‌خوان</label>
          <input
            id="till-card-reference"
            dir="ltr"
            inputMode="numeric"
            autoComplete="off"
            maxLength={64}
            value={value.reference}
            onChange={(e) => onChange({ ...value, reference: e.target.value })}
          />
        </div>
      )}
      <p className="till-cash">
        نقدی: <strong data-total="cash">{toman(Math.max(cash, 0))}</strong> تومان
      </p>
      {cash < 0 && <p className="field-error">جمع کارت و کیف پول از مبلغ قابل پرداخت بیشتر است.</p>}
    </section>
  );
}
