import { persianTextDigits, toPersianDigits, varietyDisplayName, varietySaleRefusal } from '@shop-admin/core';
import type { Dispatch, RefObject } from 'react';
import { useServices } from '../../../app/services-context.tsx';
import { SearchPicker } from '../../../widgets/index.ts';
import { SkuCode } from '../../../widgets/sku-code.tsx';
import { toman } from '../../dashboard/format.ts';
import type { CreateLine, CreateVariety, LinesAction } from './create-model.ts';

/** A product as GET admin/products/search answers it, as far as the order form reads it. */
interface FoundOrderProduct {
  title: string;
  status: string;
  varieties: {
    id: number;
    title: string | null;
    sku: string | null;
    balance: number;
    final_price: { amount: number };
  }[];
}

/** The varieties of the products a term finds (title, SKU or barcode), with today's price and stock. */
export async function findVarieties(
  api: ReturnType<typeof useServices>['api'],
  term: string,
  signal: AbortSignal,
): Promise<CreateVariety[]> {
  const found = await api.get<{ products: FoundOrderProduct[] }>('admin/products/search', {
    query: { q: term },
    signal,
  });
  return found.products.flatMap((p) =>
    p.varieties.map((v) => ({
      id: v.id,
      productTitle: p.title,
      title: v.title ?? '',
      sku: v.sku,
      price: v.final_price.amount,
      balance: v.balance,
      productStatus: p.status,
    })),
  );
}

export const varietyName = (v: CreateVariety) =>
  persianTextDigits(varietyDisplayName(v.productTitle, v.title));

/** Why a found variety cannot go on an order (core's rule, as placing refuses it), or null. */
export const refusalOf = (v: CreateVariety) =>
  varietySaleRefusal({ productStatus: v.productStatus, balance: v.balance });

/** A found variety as a picker offers it: its name, SKU, price, and its stock or why it can't be sold. */
export function VarietyOption({ variety: v }: { variety: CreateVariety }) {
  return (
    <>
      <span>{varietyName(v)}</span>
      <span className="muted">
        {v.sku ? (
          <>
            <SkuCode value={v.sku} />
            {' · '}
          </>
        ) : null}
        {toman(v.price)} تومان · {refusalOf(v) ?? `موجودی ${toPersianDigits(v.balance)}`}
      </span>
    </>
  );
}

/**
 * The order's lines: a search that adds a variety (its stock shown; a draft or «soon» product, or none in
 * stock: shown disabled with the reason) and the lines.
 */
export function CreateLines({
  lines,
  dispatch,
  lineErrors,
  error,
  searchRef,
}: {
  lines: readonly CreateLine[];
  dispatch: Dispatch<LinesAction>;
  lineErrors: ReadonlyMap<number, string>;
  error?: string;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const { api } = useServices();
  return (
    <section className="order-card create-section" aria-labelledby="create-lines-title">
      <h2 id="create-lines-title">کالاها</h2>
      <SearchPicker
        id="create-product-search"
        className="create-search"
        label="افزودن کالا (نام، SKU یا بارکد)"
        placeholder="مثلا پیراهن یا SKU"
        queryKey="admin/products/search#order"
        inputRef={searchRef}
        clearOnPick
        search={(term, signal) => findVarieties(api, term, signal)}
        optionKey={(v) => v.id}
        optionDisabled={(v) => refusalOf(v) !== null}
        renderOption={(v) => <VarietyOption variety={v} />}
        onPick={(variety) => dispatch({ type: 'add', variety })}
        emptyText="کالایی یافت نشد."
        invalid={!!error}
        describedBy={error ? 'create-lines-error' : undefined}
      />
      {lines.length === 0 ? (
        <p className="muted">هنوز کالایی اضافه نشده است.</p>
      ) : (
        <div className="table-scroll">
          <table className="order-table create-lines">
            <thead>
              <tr>
                <th scope="col">کالا</th>
                <th scope="col">قیمت واحد</th>
                <th scope="col">تعداد</th>
                <th scope="col">جمع</th>
                <th scope="col">
                  <span className="visually-hidden">حذف</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => {
                const v = line.variety;
                const message =
                  lineErrors.get(v.id) ??
                  (line.quantity > v.balance
                    ? `موجودی کافی نیست (موجودی: ${toPersianDigits(v.balance)}).`
                    : null);
                const inputId = `create-qty-${v.id}`;
                return (
                  <tr key={v.id} data-variety={v.id}>
                    <td data-label="کالا" className="create-line-name">
                      {varietyName(v)}
                      <div className="muted">
                        {v.sku ? (
                          <>
                            <SkuCode value={v.sku} />
                            {' · '}
                          </>
                        ) : null}
                        موجودی {toPersianDigits(v.balance)}
                      </div>
                      {message && (
                        <p id={`${inputId}-error`} className="field-error">
                          {message}
                        </p>
                      )}
                    </td>
                    <td data-label="قیمت واحد" className="num">
                      {toman(v.price)}
                    </td>
                    <td data-label="تعداد">
                      <label className="visually-hidden" htmlFor={inputId}>
                        تعداد {varietyName(v)}
                      </label>
                      <input
                        id={inputId}
                        className="create-qty"
                        type="number"
                        min={1}
                        inputMode="numeric"
                        value={line.quantity}
                        aria-invalid={message ? true : undefined}
                        aria-describedby={message ? `${inputId}-error` : undefined}
                        onChange={(e) =>
                          dispatch({ type: 'quantity', id: v.id, quantity: Number(e.target.value) })
                        }
                      />
                    </td>
                    <td data-label="جمع" className="num">
                      {toman(v.price * line.quantity)}
                    </td>
                    <td data-label="">
                      <button
                        type="button"
                        className="button ghost"
                        aria-label={`حذف ${varietyName(v)}`}
                        onClick={() => dispatch({ type: 'remove', id: v.id })}
                      >
                        حذف
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {error && (
        <p id="create-lines-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
