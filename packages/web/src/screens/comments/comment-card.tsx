import { PRODUCT_COMMENT_STATUSES, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toRouterPath } from '../../app/paths.ts';
import { useServices } from '../../app/services-context.tsx';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import type { CommentAnswer, CommentRow } from './comment-types.ts';

const statusLabel = (status: string) =>
  PRODUCT_COMMENT_STATUSES.find((s) => s.value === status)?.label ?? status;

/** The staff answers of one comment, loaded when shown. */
function Answers({ id }: { id: number }) {
  const { api } = useServices();
  const query = useQuery({
    queryKey: ['comments', 'answers', id],
    queryFn: ({ signal }) =>
      api.get<{ comment: { answers: CommentAnswer[] } }>(`admin/product-comment/${id}`, { signal }),
  });
  if (!query.data) return <p className="muted">در حال بارگذاری پاسخ‌ها…</p>;
  return (
    <ol className="comment-answers">
      {query.data.comment.answers.map((a) => (
        <li key={a.id}>
          <strong>{a.admin_name ?? 'کارمند'}</strong> <JalaliTime value={a.created_at} />
          <p>{a.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** One comment: product, author, rating, text, status; choose it, approve, reject, answer. */
export function CommentCard({
  row,
  chosen,
  onChoose,
  onStatus,
  onAnswer,
  busy,
  mayWrite,
}: {
  row: CommentRow;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onStatus: (status: 'approved' | 'reject') => void;
  onAnswer: () => void;
  busy: boolean;
  mayWrite: boolean;
}) {
  const [showAnswers, setShowAnswers] = useState(false);
  const answers = row.answers_count ?? 0;
  const label = `دیدگاه ${toPersianDigits(row.id)}`;
  return (
    <li className="comment-card" data-comment={row.id} data-status={row.status}>
      <div className="comment-head">
        {mayWrite && (
          <input
            type="checkbox"
            aria-label={`انتخاب ${label}`}
            checked={chosen}
            onChange={(event) => onChoose(event.target.checked)}
          />
        )}
        <Link to={toRouterPath(`/admin/products/edit/${row.product_id}`)}>
          {row.product_title ?? 'محصول'}
        </Link>
        <span className="comment-status" data-status={row.status}>
          {statusLabel(row.status)}
        </span>
      </div>
      <div className="comment-meta">
        {row.customer_id ? (
          <Link to={toRouterPath(`/admin/customers/show/${row.customer_id}`)}>
            {row.author_name ?? 'مشتری'}
          </Link>
        ) : (
          <span>{row.author_name ?? 'بی‌نام'}</span>
        )}
        {row.rate ? (
          <span className="comment-stars">
            <span aria-hidden="true">
              {'★'.repeat(row.rate)}
              <span className="comment-stars-off">{'★'.repeat(5 - row.rate)}</span>
            </span>
            <span className="visually-hidden">امتیاز {toPersianDigits(row.rate)} از ۵</span>
          </span>
        ) : null}
        <JalaliTime value={row.created_at} />
      </div>
      {row.title && <strong>{row.title}</strong>}
      <p className="comment-body">{row.body}</p>
      {answers > 0 && (
        <button
          type="button"
          className="link-button"
          aria-expanded={showAnswers}
          onClick={() => setShowAnswers((v) => !v)}
        >
          {toPersianDigits(answers)} پاسخ
        </button>
      )}
      {showAnswers && <Answers id={row.id} />}
      {mayWrite && (
        <div className="comment-actions">
          {row.status !== 'approved' && (
            <button
              type="button"
              className="button primary"
              disabled={busy}
              onClick={() => onStatus('approved')}
            >
              تایید
            </button>
          )}
          {row.status !== 'reject' && (
            <button type="button" className="button" disabled={busy} onClick={() => onStatus('reject')}>
              رد
            </button>
          )}
          <button type="button" className="button ghost" disabled={busy} onClick={onAnswer}>
            پاسخ
          </button>
        </div>
      )}
    </li>
  );
}
