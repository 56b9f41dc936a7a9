import { toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { formatValue } from '../generic/format-value.tsx';
import type { ScreenProps } from '../types.ts';
import { useSubmit } from './use-submit.ts';
import '../generic/generic.css';
import './writing.css';

interface FeedItem {
  id: number;
  link: string;
  image: string;
  caption: string | null;
  likes: number;
  comments: number;
  posted_at: string | null;
  fetched_at: string;
}

/**
 * The social feed (/admin/instagram): the cached posts, and «به‌روزرسانی» that reads the configured
 * feed again (PUT admin/instagram) and shows its result: how many posts came, or the server's Persian
 * reason it could not (not configured, unreachable …).
 */
export function InstagramScreen({ route }: ScreenProps) {
  const { api, queryClient } = useServices();
  const permissions = usePermissions();
  const refresh = useSubmit();
  const [result, setResult] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['instagram'],
    queryFn: async ({ signal }) =>
      (await api.get<{ instagram: FeedItem[] }>('admin/instagram', { signal })).instagram,
  });
  const run = async () => {
    setResult(null);
    const data = await refresh.run(
      () => api.raw.put<{ instagram: FeedItem[] }>('admin/instagram'),
      'پست‌ها به‌روز شد',
    );
    if (data) {
      queryClient.setQueryData(['instagram'], data.instagram);
      setResult(`${toPersianDigits(data.instagram.length)} پست از خوراک خوانده شد.`);
    }
  };
  const items = query.data ?? [];
  return (
    <section className="screen writing-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>{route.title ?? 'پست‌های اینستاگرام'}</h1>
        {query.data ? <span className="screen__count">{toPersianDigits(items.length)} پست</span> : null}
        {permissions.includes('modify_instagram') ? (
          <button type="button" className="button primary" disabled={refresh.busy} onClick={() => void run()}>
            {refresh.busy ? 'در حال به‌روزرسانی…' : 'به‌روزرسانی از اینستاگرام'}
          </button>
        ) : null}
      </header>
      <div aria-live="polite">
        {result ? <p className="writing-card">{result}</p> : null}
        {refresh.general ? (
          <p className="form__summary" role="alert">
            {refresh.general}
          </p>
        ) : null}
      </div>
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری…
        </div>
      ) : query.isError ? (
        <div className="list-state" role="alert">
          {query.error.message}
        </div>
      ) : items.length === 0 ? (
        <div className="list-state">هنوز پستی خوانده نشده است.</div>
      ) : (
        <ul className="feed-grid">
          {items.map((item) => (
            <li key={item.id} className="feed-item">
              <a href={item.link} target="_blank" rel="noopener noreferrer">
                <img src={item.image} alt={item.caption ?? 'پست اینستاگرام'} loading="lazy" />
              </a>
              <div className="feed-item__text">
                {item.caption ? <p dir="auto">{item.caption}</p> : null}
                <p className="muted">
                  {toPersianDigits(item.likes)} پسند · {toPersianDigits(item.comments)} دیدگاه
                  {item.posted_at ? <> · {formatValue(item.posted_at, { type: 'date' })}</> : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
