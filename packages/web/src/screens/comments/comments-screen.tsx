import {
  can,
  isApiError,
  normalizeLaravelPage,
  PRODUCT_COMMENT_STATUSES,
  permissionsOf,
  resourceNamed,
  toPersianDigits,
} from '@shop-admin/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { useUrlSearch } from '../../app/use-url-search.ts';
import { Pagination } from '../generic/list/pagination.tsx';
import type { ScreenProps } from '../types.ts';
import { CommentAnswerDialog } from './comment-answer-dialog.tsx';
import { CommentCard } from './comment-card.tsx';
import type { CommentRow } from './comment-types.ts';
import './comments.css';

const TABS = [
  { value: '', label: 'همه' },
  ...PRODUCT_COMMENT_STATUSES.map((s) => ({ value: s.value, label: s.label })),
];
const comments = resourceNamed('product_comments');

/**
 * /admin/comments: product comments to moderate. Tabs by status (pending first), search, each comment
 * with approve, reject and answer, and the same three for every chosen comment at once (one request
 * per comment: POST admin/product-comment, admin/product-comment-answer).
 */
export function CommentsScreen({ route }: ScreenProps) {
  const { api, toasts } = useServices();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const [search, writeSearch] = useUrlSearch();
  const status = search.get('status') ?? 'pending';
  const page = Number(search.get('page') ?? '1') || 1;
  const term = search.get('search') ?? '';
  const [text, setText] = useState(term);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [answering, setAnswering] = useState<number[] | null>(null);
  const mayWrite = can(permissions, permissionsOf(comments.permissionStem).write);
  const list = useQuery({
    queryKey: ['comments', 'list', status, page, term],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const data = await api.get<{ comments: unknown }>('admin/product-comment', {
        query: { page, ...(status ? { status } : {}), ...(term ? { search: term } : {}) },
        signal,
      });
      return normalizeLaravelPage<CommentRow>(data.comments);
    },
  });
  const change = (patch: Record<string, string | null>) => {
    writeSearch((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
    });
    setChosen(new Set());
  };
  const done = (message: string) => {
    toasts.show(message, { kind: 'success' });
    setChosen(new Set());
    void queryClient.invalidateQueries({ queryKey: ['comments'] });
  };
  const fail = (error: unknown) =>
    toasts.show(isApiError(error) ? error.message : 'ثبت ناموفق بود.', { kind: 'error' });
  const setStatus = useMutation({
    mutationFn: async ({ ids, to }: { ids: number[]; to: 'approved' | 'reject' }) => {
      for (const id of ids) await api.post('admin/product-comment', { id, status: to });
      return { ids, to };
    },
    onSuccess: ({ ids, to }) =>
      done(`${toPersianDigits(ids.length)} دیدگاه ${to === 'approved' ? 'تایید' : 'رد'} شد`),
    onError: fail,
  });
  const answer = useMutation({
    mutationFn: async ({ ids, body, approve }: { ids: number[]; body: string; approve: boolean }) => {
      for (const id of ids) {
        await api.post('admin/product-comment-answer', { comment_id: id, body });
        if (approve) await api.post('admin/product-comment', { id, status: 'approved' });
      }
      return ids;
    },
    onSuccess: (ids) => {
      setAnswering(null);
      done(`پاسخ برای ${toPersianDigits(ids.length)} دیدگاه ثبت شد`);
    },
    onError: fail,
  });
  const busy = setStatus.isPending || answer.isPending;
  const rows = list.data?.items ?? [];
  const ids = [...chosen];
  return (
    <section className="screen comments-screen">
      <header className="screen__header">
        <h1>{route.title}</h1>
        {list.data && <span className="screen__count">{toPersianDigits(list.data.total)} دیدگاه</span>}
      </header>
      <div className="comments-tools">
        <nav className="comments-tabs" aria-label="وضعیت دیدگاه‌ها">
          {TABS.map((tab) => (
            <button
              key={tab.value}
              type="button"
              className="button ghost"
              aria-pressed={status === tab.value}
              onClick={() => change({ status: tab.value, page: null })}
            >
              {tab.label}
            </button>
          ))}
        </nav>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            change({ search: text.trim() || null, page: null });
          }}
        >
          <input
            type="search"
            aria-label="جستجو در دیدگاه‌ها"
            placeholder="جستجو: متن، نویسنده، محصول"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
      </div>
      {mayWrite && rows.length > 0 && (
        <section className="bulk-bar" aria-label="کارهای گروهی">
          <label>
            <input
              type="checkbox"
              checked={rows.every((r) => chosen.has(r.id))}
              onChange={(event) =>
                setChosen(event.target.checked ? new Set(rows.map((r) => r.id)) : new Set())
              }
            />
            همه این صفحه
          </label>
          <span>{toPersianDigits(chosen.size)} انتخاب شده</span>
          <button
            type="button"
            className="button primary"
            disabled={!chosen.size || busy}
            onClick={() => setStatus.mutate({ ids, to: 'approved' })}
          >
            تایید انتخاب‌شده‌ها
          </button>
          <button
            type="button"
            className="button"
            disabled={!chosen.size || busy}
            onClick={() => setStatus.mutate({ ids, to: 'reject' })}
          >
            رد انتخاب‌شده‌ها
          </button>
          <button
            type="button"
            className="button ghost"
            disabled={!chosen.size || busy}
            onClick={() => setAnswering(ids)}
          >
            پاسخ به انتخاب‌شده‌ها
          </button>
        </section>
      )}
      {list.isPending ? (
        <p className="list-state" role="status">
          در حال بارگذاری دیدگاه‌ها…
        </p>
      ) : list.isError ? (
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      ) : rows.length === 0 ? (
        <p className="list-state" role="status">
          دیدگاهی در این وضعیت نیست.
        </p>
      ) : (
        <ul className="comment-list">
          {rows.map((row) => (
            <CommentCard
              key={row.id}
              row={row}
              chosen={chosen.has(row.id)}
              onChoose={(on) =>
                setChosen((current) => {
                  const next = new Set(current);
                  if (on) next.add(row.id);
                  else next.delete(row.id);
                  return next;
                })
              }
              onStatus={(to) => setStatus.mutate({ ids: [row.id], to })}
              onAnswer={() => setAnswering([row.id])}
              busy={busy}
              mayWrite={mayWrite}
            />
          ))}
        </ul>
      )}
      {list.data && <Pagination page={list.data} onPage={(next) => change({ page: String(next) })} />}
      {answering && (
        <CommentAnswerDialog
          count={answering.length}
          busy={answer.isPending}
          onSend={(body, approve) => answer.mutate({ ids: answering, body, approve })}
          onClose={() => setAnswering(null)}
        />
      )}
    </section>
  );
}
