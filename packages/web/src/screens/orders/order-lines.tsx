import { persianTextDigits, varietyDisplayName, varietyTitle } from '@shop-admin/core';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { SkuCode } from '../../widgets/sku-code.tsx';
import type { OrderChild, OrderLine } from './order-api.ts';
import { Code, Money, StatusBadge } from './order-format.tsx';

/**
 * A line's title: the product and variety as they were when ordered, by core's variety name (the
 * snapshot's title, else its colour and attribute values), and each attribute with its label.
 */
export function lineTitle(line: OrderLine): { title: string; details: string } {
  const extra = line.extra ?? {};
  const product = extra.product_title ?? `کالای ${line.variety_id}`;
  const variety = varietyTitle(extra.title, { color: extra.color, attributes: extra.attributes });
  const parts = [
    ...(extra.color ? [`رنگ: ${extra.color.name}`] : []),
    ...(extra.attributes ?? []).map((a) => `${a.label || a.name}: ${a.value}`),
  ];
  // Persian digits for people («سایز 42» reads «سایز ۴۲»); the SKU beside it keeps its own.
  return {
    title: persianTextDigits(varietyDisplayName(product, variety)),
    details: persianTextDigits(parts.join('، ')),
  };
}

/** The order's lines: snapshot title and attributes, SKU, unit price, quantity, discount, line total. */
export function OrderLines({ lines, caption }: { lines: readonly OrderLine[]; caption: string }) {
  return (
    <div className="table-scroll">
      <table className="order-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">کالا</th>
            <th scope="col">کد کالا</th>
            <th scope="col" className="num">
              قیمت واحد
            </th>
            <th scope="col" className="num">
              تعداد
            </th>
            <th scope="col" className="num">
              تخفیف واحد
            </th>
            <th scope="col" className="num">
              جمع
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const { title, details } = lineTitle(line);
            return (
              <tr key={line.id}>
                <td data-label="کالا">
                  <span className="order-line__title">{title}</span>
                  {details ? <span className="order-line__details">{details}</span> : null}
                </td>
                <td data-label="کد کالا">
                  <SkuCode value={line.extra?.sku} />
                </td>
                <td className="num" data-label="قیمت واحد">
                  <Money value={line.amount} />
                </td>
                <td className="num" data-label="تعداد">
                  <Code value={line.quantity} />
                </td>
                <td className="num" data-label="تخفیف واحد">
                  <Money value={line.discount_amount} />
                </td>
                <td className="num" data-label="جمع">
                  <Money value={line.total} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Follow-up purchases attached to this order. */
export function ChildOrders({ childs }: { childs: readonly OrderChild[] }) {
  if (!childs.length) return null;
  return (
    <section className="order-card" aria-labelledby="order-childs">
      <h2 id="order-childs">سفارش‌های تکمیلی</h2>
      <ul className="order-childs">
        {childs.map((child) => (
          <li key={child.id}>
            <Link to={toRouterPath(`/admin/order/${child.id}`)}>
              سفارش <Code value={child.id} />
            </Link>{' '}
            <StatusBadge status={child.status} /> <Money value={child.total_amount} />
          </li>
        ))}
      </ul>
    </section>
  );
}
