import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import type { OrderDetail } from './order-api.ts';
import { Code, personName } from './order-format.tsx';

/** Who ordered, who receives and where, how it ships, the coupon and the customer's note. */
export function OrderHeader({ order }: { order: OrderDetail }) {
  const address = order.address;
  return (
    <dl className="order-facts">
      <div>
        <dt>زمان ثبت</dt>
        <dd>
          <JalaliTime value={order.created_at} />
        </dd>
      </div>
      {order.paid_at ? (
        <div>
          <dt>زمان پرداخت</dt>
          <dd>
            <JalaliTime value={order.paid_at} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>مشتری</dt>
        <dd>
          {order.customer ? (
            <>
              <Link to={toRouterPath(`/admin/customers/show/${order.customer.id}`)}>
                {personName(order.customer)}
              </Link>{' '}
              <Code value={order.customer.mobile} />
            </>
          ) : address?.buyer_mobile ? (
            <>
              مهمان، بدون حساب <Code value={address.buyer_mobile} />
            </>
          ) : (
            <span className="value-empty">—</span>
          )}
        </dd>
      </div>
      <div>
        <dt>گیرنده</dt>
        <dd>
          {address ? (
            <>
              {`${address.first_name} ${address.last_name}`.trim()} <Code value={address.mobile} />
            </>
          ) : (
            order.receiver || <span className="value-empty">—</span>
          )}
        </dd>
      </div>
      <div className="order-facts__wide">
        <dt>آدرس</dt>
        <dd>
          {address ? (
            `${address.province.name}، ${address.city.name}، ${address.address}`
          ) : (
            <span className="value-empty">—</span>
          )}
        </dd>
      </div>
      <div>
        <dt>کد پستی</dt>
        <dd>
          <Code value={address?.postal_code} />
        </dd>
      </div>
      <div>
        <dt>روش ارسال</dt>
        <dd>{order.shipping?.name ?? <span className="value-empty">—</span>}</dd>
      </div>
      <div>
        <dt>کد رهگیری پستی</dt>
        <dd data-testid="tracking-code">
          <Code value={order.tracking_code} name="tracking_code" />
        </dd>
      </div>
      <div>
        <dt>کد تخفیف</dt>
        <dd>
          {order.coupon ? (
            <>
              <Code value={order.coupon.code} name="code" />
              {order.coupon.title ? ` (${order.coupon.title})` : ''}
            </>
          ) : (
            <span className="value-empty">—</span>
          )}
        </dd>
      </div>
      <div className="order-facts__wide">
        <dt>یادداشت مشتری</dt>
        <dd>{order.description || <span className="value-empty">—</span>}</dd>
      </div>
      {order.status_detail ? (
        <div className="order-facts__wide">
          <dt>جزئیات وضعیت</dt>
          <dd>{order.status_detail}</dd>
        </div>
      ) : null}
    </dl>
  );
}
