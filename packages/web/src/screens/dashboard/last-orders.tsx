import { type DashboardOrder, orderStatusLabel } from '@shop-admin/core';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import { count, toman } from './format.ts';

const customerName = (o: DashboardOrder) =>
  o.customer
    ? `${o.customer.first_name ?? ''} ${o.customer.last_name ?? ''}`.trim() || o.customer.mobile
    : o.receiver;

/** The newest parent orders: number, customer, total, status and Jalali time; each opens its order. */
export function LastOrders({ orders }: { orders: DashboardOrder[] }) {
  if (!orders.length) return <p className="muted">هنوز سفارشی ثبت نشده است.</p>;
  return (
    <table className="mini-table">
      <thead>
        <tr>
          <th scope="col">سفارش</th>
          <th scope="col">مشتری</th>
          <th scope="col" className="num">
            مبلغ (تومان)
          </th>
          <th scope="col">وضعیت</th>
          <th scope="col">زمان</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((o) => (
          <tr key={o.id}>
            <td>
              <Link to={toRouterPath(`/admin/order/${o.id}`)}>{count(o.id)}</Link>
            </td>
            <td>{customerName(o)}</td>
            <td className="num">{toman(o.total_amount)}</td>
            <td>
              <span className="status-badge" data-status={o.status}>
                {orderStatusLabel(o.status)}
              </span>
            </td>
            <td>
              <JalaliTime value={o.created_at} pattern="MM/DD HH:mm" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
