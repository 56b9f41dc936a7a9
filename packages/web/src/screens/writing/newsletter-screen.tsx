import { normalizeLaravelPage, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { formatValue } from '../generic/format-value.tsx';
import { Pagination } from '../generic/list/pagination.tsx';
import type { ScreenProps } from '../types.ts';
import { EmailPreview } from './email-preview.tsx';
import { useSubmit } from './use-submit.ts';
import '../generic/generic.css';
import './writing.css';

interface Newsletter {
  id: number;
  title: string;
  body: string;
  status: string;
  status_label: string;
  send_at: string;
  send_all: boolean;
  recipients_count: number | null;
  sent_count: number;
  failed_count: number;
  sent_at: string | null;
  error: string | null;
}

interface Delivery {
  subscriber_id: number;
  email: string | null;
  phone_number: string | null;
  status: string;
  status_label: string;
  error: string | null;
  sent_at: string | null;
}

const n = (value: number | null) => toPersianDigits(value ?? 0);

function Deliveries({ id }: { id: string }) {
  const { api } = useServices();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['newsletters', id, 'deliveries', page],
    queryFn: async ({ signal }) =>
      normalizeLaravelPage<Delivery>(
        (
          await api.get<{ deliveries: unknown }>(`admin/newsletters/${id}/deliveries?page=${page}`, {
            signal,
          })
        ).deliveries,
      ),
  });
  if (query.isPending)
    return (
      <div className="list-state" role="status" aria-busy="true">
        در حال بارگذاری گیرندگان…
      </div>
    );
  if (query.isError)
    return (
      <div className="list-state" role="alert">
        {query.error.message}
      </div>
    );
  const rows = query.data.items;
  return (
    <>
      <div className="writing-table-wrap">
        <table className="writing-table">
          <caption className="visually-hidden">وضعیت ارسال برای هر عضو</caption>
          <thead>
            <tr>
              <th scope="col">عضو</th>
              <th scope="col">ایمیل</th>
              <th scope="col">وضعیت</th>
              <th scope="col">زمان</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={4} className="muted">
                  گیرنده‌ای ندارد.
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.subscriber_id}>
                  <td>
                    <bdi dir="ltr">{toPersianDigits(row.subscriber_id)}</bdi>
                    {row.phone_number ? (
                      <>
                        {' '}
                        <bdi dir="ltr" className="muted">
                          {toPersianDigits(row.phone_number)}
                        </bdi>
                      </>
                    ) : null}
                  </td>
                  <td>{row.email ? <bdi dir="ltr">{row.email}</bdi> : <span className="muted">—</span>}</td>
                  <td>
                    <span className="delivery" data-status={row.status}>
                      {row.status_label}
                    </span>
                    {row.error ? <p className="field__error">{row.error}</p> : null}
                  </td>
                  <td>{formatValue(row.sent_at, { type: 'datetime' })}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pagination page={query.data} onPage={setPage} />
    </>
  );
}

/**
 * One newsletter (/admin/newsletters/:id): its status and counts, the email as subscribers see it
 * (rendered, right to left, never raw tags), the delivery per member, and cancelling one still waiting.
 */
export function NewsletterScreen({ params }: ScreenProps) {
  const { api, queryClient } = useServices();
  const permissions = usePermissions();
  const navigate = useNavigate();
  const id = params.id ?? '';
  const cancel = useSubmit();
  const query = useQuery({
    queryKey: ['newsletters', id],
    queryFn: async ({ signal }) =>
      (await api.get<{ newsletter: Newsletter }>(`admin/newsletters/${id}`, { signal })).newsletter,
  });
  if (query.isPending)
    return (
      <section className="screen" data-screen-kind="custom">
        <h1>خبرنامه</h1>
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری…
        </div>
      </section>
    );
  if (query.isError)
    return (
      <section className="screen" data-screen-kind="custom">
        <h1>خبرنامه</h1>
        <div className="list-state" role="alert">
          {query.error.message}
        </div>
      </section>
    );
  const letter = query.data;
  const waiting = letter.status === 'pending';
  const remove = async () => {
    if (!window.confirm('ارسال این خبرنامه لغو و خبرنامه حذف شود؟')) return;
    const done = await cancel.run(() => api.raw.delete(`admin/newsletters/${id}`), 'خبرنامه حذف شد');
    if (done !== null) {
      await queryClient.invalidateQueries({ queryKey: ['newsletters'] });
      navigate('/newsletters');
    }
  };
  return (
    <section className="screen writing-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>{letter.title}</h1>
        <span className="delivery" data-status={letter.status}>
          {letter.status_label}
        </span>
        <Link className="button ghost" to="/newsletters">
          همه خبرنامه‌ها
        </Link>
        {waiting && permissions.includes('delete_newsletters') ? (
          <button
            type="button"
            className="button danger"
            disabled={cancel.busy}
            onClick={() => void remove()}
          >
            لغو ارسال
          </button>
        ) : null}
      </header>
      <dl className="writing-facts">
        <div>
          <dt>{waiting ? 'زمان ارسال' : 'ارسال شده در'}</dt>
          <dd>
            {formatValue(waiting ? letter.send_at : (letter.sent_at ?? letter.send_at), { type: 'datetime' })}
          </dd>
        </div>
        <div>
          <dt>گیرندگان</dt>
          <dd>
            {letter.send_all ? 'همه مشترکان' : 'مشترکان انتخاب‌شده'} ({n(letter.recipients_count)})
          </dd>
        </div>
        <div>
          <dt>ارسال‌شده</dt>
          <dd>{n(letter.sent_count)}</dd>
        </div>
        <div>
          <dt>ناموفق</dt>
          <dd>{n(letter.failed_count)}</dd>
        </div>
      </dl>
      {letter.error ? (
        <p className="form__summary" role="alert">
          {letter.error}
        </p>
      ) : null}
      <div className="writing-compose__columns">
        <div>
          <h2 className="writing-heading">متن ایمیل</h2>
          <EmailPreview title={letter.title} body={letter.body} />
        </div>
        <div>
          <h2 className="writing-heading">ارسال برای هر عضو</h2>
          <Deliveries id={id} />
        </div>
      </div>
    </section>
  );
}
