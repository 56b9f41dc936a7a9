import { formatJalali, ORDER_LIMITS, toPersianDigits } from '@shop-admin/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useServices } from '../../app/services-context.tsx';
import { useDebounced } from '../../widgets/use-debounced.ts';
import { toman } from '../dashboard/format.ts';
import { StatusBadge } from './order-format.tsx';

/** An order as the chooser lists it (GET admin/orders rows). */
interface ChoosableOrder {
  id: number;
  receiver: string;
  status: string;
  total_amount: number;
  created_at: string;
}

/** Recent orders offered at once; a search (number, tracking code, mobile or name) finds the rest. */
const RECENT = 20;

/**
 * The print page opened without `?ids=` (the palette's «فاکتور», the menu): recent orders, newest
 * first, or those a search finds, each with a checkbox; «چاپ فاکتور» prints the chosen ones.
 */
export function PrintChooser({ onChoose }: { onChoose: (ids: number[]) => void }) {
  const { api } = useServices();
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 300);
  const [chosen, setChosen] = useState<number[]>([]);
  const list = useQuery({
    queryKey: ['orders', 'print-chooser', term],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.get<{ orders: { data: ChoosableOrder[] } }>('admin/orders', {
          query: {
            per_page: String(RECENT),
            sort_by: 'id',
            sort_desc: '1',
            ...(term ? { search: term } : {}),
          },
          signal,
        })
      ).orders.data,
  });
  const rows = list.data ?? [];
  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id].slice(-ORDER_LIMITS.printMaxIds) : ids.filter((x) => x !== id)));
  const allShown = rows.length > 0 && rows.every((row) => chosen.includes(row.id));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length) onChoose(chosen);
  };
  return (
    <form className="print-chooser" onSubmit={submit} aria-labelledby="print-chooser-title">
      <h1 id="print-chooser-title">چاپ فاکتور سفارش‌ها</h1>
      <p className="muted">سفارش‌هایی را که می‌خواهید چاپ کنید انتخاب کنید.</p>
      <div className="field">
        <label className="field-label" htmlFor="print-chooser-search">
          جست‌وجوی سفارش (شماره، کد رهگیری، موبایل یا نام گیرنده)
        </label>
        <input
          id="print-chooser-search"
          type="search"
          autoComplete="off"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {list.isPending ? (
        <p className="muted">در حال بارگذاری…</p>
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : rows.length === 0 ? (
        <p className="muted">سفارشی یافت نشد.</p>
      ) : (
        <div className="table-scroll">
          <table className="print-chooser__table">
            <caption className="visually-hidden">{term ? 'سفارش‌های یافته' : 'سفارش‌های اخیر'}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="انتخاب همه سفارش‌های فهرست"
                    checked={allShown}
                    onChange={(e) =>
                      setChosen((ids) =>
                        e.target.checked
                          ? [...new Set([...ids, ...rows.map((row) => row.id)])]
                          : ids.filter((id) => !rows.some((row) => row.id === id)),
                      )
                    }
                  />
                </th>
                <th scope="col">سفارش</th>
                <th scope="col">گیرنده</th>
                <th scope="col">وضعیت</th>
                <th scope="col">مبلغ کل</th>
                <th scope="col">تاریخ ثبت</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <input
                      type="checkbox"
                      id={`print-choose-${row.id}`}
                      checked={chosen.includes(row.id)}
                      onChange={(e) => toggle(row.id, e.target.checked)}
                    />
                  </td>
                  <td>
                    <label htmlFor={`print-choose-${row.id}`}>سفارش {toPersianDigits(row.id)}</label>
                  </td>
                  <td>{row.receiver || '—'}</td>
                  <td>
                    <StatusBadge status={row.status} />
                  </td>
                  <td>{toman(row.total_amount)} تومان</td>
                  <td>{toPersianDigits(formatJalali(row.created_at, 'YYYY/MM/DD HH:mm'))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <button type="submit" className="button primary" disabled={chosen.length === 0}>
        چاپ فاکتور {chosen.length ? `${toPersianDigits(chosen.length)} سفارش` : ''}
      </button>
    </form>
  );
}
