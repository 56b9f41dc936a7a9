import { can, formatJalali, isApiError, toPersianDigits } from '@shop-admin/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { ModalDialog } from '../../widgets/modal/modal-dialog.tsx';
import { SkuCode } from '../../widgets/sku-code.tsx';
import { toman } from '../dashboard/format.ts';
import type { ScreenProps } from '../types.ts';
import { OfflineMark } from './offline-mark.tsx';
import { PrintableReceipt, Receipt } from './receipt.tsx';
import { itemTitle, type Sale, salePayments } from './sale-types.ts';
import './till.css';

/** What deleting a sale gives back: each line's stock movement and the wallet part. */
function DeletePreview({
  sale,
  onCancel,
  onConfirm,
  busy,
}: {
  sale: Sale;
  onCancel: () => void;
  onConfirm: () => void;
  busy: boolean;
}) {
  return (
    <ModalDialog role="alertdialog" labelledBy="sale-delete-title" onClose={onCancel} className="modal">
      <header className="modal-header">
        <h2 id="sale-delete-title">حذف فروش شماره {toPersianDigits(sale.id)}</h2>
      </header>
      <p>با حذف این فروش:</p>
      <ul className="sale-delete-preview">
        {(sale.items ?? []).map((item) => (
          <li key={item.id}>
            {item.type === 'sell'
              ? `${toPersianDigits(item.quantity)} عدد «${itemTitle(item)}» به انبار برمی‌گردد.`
              : `${toPersianDigits(item.quantity)} عدد «${itemTitle(item)}» (مرجوعی) از انبار برداشته می‌شود.`}
          </li>
        ))}
        {sale.from_wallet_amount > 0 && (
          <li>
            {toman(sale.from_wallet_amount)} تومان به کیف پول {sale.customer_name || 'مشتری'} برمی‌گردد.
          </li>
        )}
      </ul>
      <div className="till-actions">
        <button type="button" className="button danger" disabled={busy} onClick={onConfirm}>
          حذف و بازگرداندن
        </button>
        {/* The safe choice has the focus in a destructive dialog. */}
        <button type="button" className="button" data-autofocus onClick={onCancel}>
          انصراف
        </button>
      </div>
    </ModalDialog>
  );
}

/** /admin/shop/orders/{id}: a sale's lines, payments and receipt (reprint), and delete with its preview. */
export function SaleScreen({ route, params }: ScreenProps) {
  const { api, toasts } = useServices();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const id = params.id ?? '';
  const sale = useQuery({
    queryKey: ['admin/mini_orders', id],
    queryFn: ({ signal }) => api.get<{ mini_order: Sale }>(`admin/mini_orders/${id}`, { signal }),
  });
  const remove = useMutation({
    mutationFn: () => api.raw.delete(`admin/mini_orders/${id}`),
    onSuccess: (answer) => {
      toasts.show(answer.message || 'فروش حذف شد', { kind: 'success' });
      // The lists and other sales; not this one, which is gone (its read would be a 404).
      void queryClient.invalidateQueries({
        queryKey: ['admin/mini_orders'],
        predicate: (query) => query.queryKey[1] !== id,
      });
      navigate(toRouterPath('/admin/shop/orders'));
    },
    onError: (error) => {
      setConfirming(false);
      toasts.show(isApiError(error) ? error.message : 'حذف ناموفق بود.', { kind: 'error' });
    },
  });

  if (sale.isPending || sale.isError) {
    return (
      <section className="screen" aria-busy={sale.isPending}>
        <h1>{route.title}</h1>
        {sale.isPending ? (
          <p className="muted">در حال بارگذاری…</p>
        ) : (
          <p className="form-error" role="alert">
            {isApiError(sale.error) ? sale.error.message : 'فروش بارگذاری نشد.'}
          </p>
        )}
      </section>
    );
  }
  const data = sale.data.mini_order;
  return (
    <section className="screen sale-screen">
      <header className="screen-header till-header">
        <div>
          <h1>فروش حضوری شماره {toPersianDigits(data.id)}</h1>
          <p className="muted">
            {formatJalali(data.created_at, 'YYYY/MM/DD HH:mm')} <OfflineMark sale={data} /> · صندوقدار:{' '}
            {data.creator_name ?? '—'}
            {data.customer_id ? (
              <>
                {' · مشتری: '}
                <Link to={toRouterPath(`/admin/customers/show/${data.customer_id}`)}>
                  {data.customer_name || toPersianDigits(data.customer_mobile ?? '')}
                </Link>
              </>
            ) : null}
          </p>
        </div>
        <div className="till-actions">
          <button type="button" className="button primary" onClick={() => window.print()}>
            چاپ دوباره رسید
          </button>
          {can(permissions, 'delete_mini_order') && (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              حذف فروش…
            </button>
          )}
        </div>
      </header>
      <div className="sale-layout">
        <div>
          <h2>اقلام</h2>
          <div className="table-scroll">
            <table className="sale-table">
              <thead>
                <tr>
                  <th scope="col">کالا</th>
                  <th scope="col">کد</th>
                  <th scope="col">نوع</th>
                  <th scope="col">تعداد</th>
                  <th scope="col">قیمت واحد</th>
                  <th scope="col">جمع</th>
                </tr>
              </thead>
              <tbody>
                {(data.items ?? []).map((item) => (
                  <tr key={item.id}>
                    <td>{itemTitle(item)}</td>
                    <td>
                      <SkuCode value={item.variety.sku ?? item.variety.barcode} />
                    </td>
                    <td>{item.type === 'sell' ? 'فروش' : 'مرجوعی'}</td>
                    <td>{toPersianDigits(item.quantity)}</td>
                    <td>{toman(item.amount)}</td>
                    <td>{toman(item.line_total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>پرداخت‌ها</h2>
          <table className="sale-table">
            <tbody>
              {salePayments(data).map((p) => (
                <tr key={p.label}>
                  <th scope="row">{p.label}</th>
                  <td>{toman(p.amount)} تومان</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{data.total < 0 ? 'بازپرداخت به مشتری' : 'مبلغ کل'}</th>
                <td>{toman(Math.abs(data.total))} تومان</td>
              </tr>
            </tbody>
          </table>
          {data.description && <p>توضیحات: {data.description}</p>}
        </div>
        <div>
          <h2>رسید</h2>
          <Receipt sale={data} />
          <PrintableReceipt sale={data} />
        </div>
      </div>
      {confirming && (
        <DeletePreview
          sale={data}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => remove.mutate()}
        />
      )}
    </section>
  );
}
