import { persianTextDigits, toPersianDigits } from '@shop-admin/core';
import type { Dispatch } from 'react';
import { PriceInput } from '../../widgets/index.ts';
import { SkuCode } from '../../widgets/sku-code.tsx';
import { toman } from '../dashboard/format.ts';
import { stockProblem, type TillAction, type TillLine } from './till-model.ts';

/** The lines being rung up: quantity, unit price (editable with `discount_mini_order`), returned, stock problems. */
export function TillLines({
  lines,
  dispatch,
  mayChangePrice,
  serverErrors,
}: {
  lines: readonly TillLine[];
  dispatch: Dispatch<TillAction>;
  mayChangePrice: boolean;
  /** The server's refusals by line index (a stock that changed since the scan). */
  serverErrors: ReadonlyMap<number, string>;
}) {
  if (!lines.length) {
    return <p className="till-empty muted">بارکد یا کد کالا را اسکن کنید یا بنویسید و Enter بزنید.</p>;
  }
  return (
    <table className="till-lines">
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">کالا</th>
          <th scope="col">تعداد</th>
          <th scope="col">قیمت واحد (تومان)</th>
          <th scope="col">جمع</th>
          <th scope="col">مرجوعی</th>
          <th scope="col">
            <span className="visually-hidden">حذف</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const short = stockProblem(lines, index);
          const problem = serverErrors.get(index);
          const name = persianTextDigits(line.variety.title);
          return (
            <tr
              key={`${line.variety.id}:${line.returned ? 'r' : 's'}`}
              className={
                short || problem
                  ? 'till-line has-problem'
                  : line.returned
                    ? 'till-line returned'
                    : 'till-line'
              }
              data-variety={line.variety.id}
            >
              <td>{toPersianDigits(index + 1)}</td>
              <td>
                <span className="till-line-title">{name}</span>
                <SkuCode className="muted till-line-code" value={line.variety.sku ?? line.variety.barcode} />
                {short && (
                  <span className="till-line-problem" role="alert">
                    موجودی کافی نیست: {toPersianDigits(line.variety.balance)} عدد در انبار
                  </span>
                )}
                {problem && (
                  <span className="till-line-problem" role="alert">
                    {problem}
                  </span>
                )}
              </td>
              <td>
                <input
                  className="till-qty"
                  type="number"
                  min={1}
                  inputMode="numeric"
                  aria-label={`تعداد ${name}`}
                  value={line.quantity}
                  onChange={(e) =>
                    dispatch({ type: 'quantity', index, quantity: Number(e.target.value) || 1 })
                  }
                />
              </td>
              <td>
                {mayChangePrice ? (
                  <PriceInput
                    aria-label={`قیمت واحد ${name}`}
                    unit=""
                    value={line.amount}
                    onChange={(amount) => dispatch({ type: 'amount', index, amount: amount ?? 0 })}
                  />
                ) : (
                  <span title="تغییر قیمت مجوز «تخفیف دادن در فروش حضوری» می‌خواهد">{toman(line.amount)}</span>
                )}
              </td>
              <td className="till-money">{toman((line.returned ? -1 : 1) * line.amount * line.quantity)}</td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`مرجوعی ${name}`}
                  checked={line.returned}
                  onChange={(e) => dispatch({ type: 'returned', index, returned: e.target.checked })}
                />
              </td>
              <td>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`حذف ${name}`}
                  onClick={() => dispatch({ type: 'remove', index })}
                >
                  ×
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
