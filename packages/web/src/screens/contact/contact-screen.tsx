import { can, normalizeLaravelPage, toPersianDigits } from '@shop-admin/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { useUrlSearch } from '../../app/use-url-search.ts';
import { useScreenKeys } from '../../hotkeys/screen-keys.ts';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import { Pagination } from '../generic/list/pagination.tsx';
import type { ScreenProps } from '../types.ts';
import { ContactThread } from './contact-thread.tsx';
import type { ContactRow } from './contact-types.ts';
import './contact.css';

/**
 * /admin/contact: customer service's inbox. The list (all or unread, search, pages) beside the open
 * message's thread (`?show=<id>`, as the top bar's envelope menu links); opening marks it read,
 * staff answer by email in the thread, and «mark all read» marks every unread message on the server.
 */
export function ContactScreen({ route }: ScreenProps) {
  const { api, toasts } = useServices();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const [search, writeSearch] = useUrlSearch();
  const open = Number(search.get('show') ?? '') || null;
  const unreadOnly = search.get('status') === '0';
  const page = Number(search.get('page') ?? '1') || 1;
  const [text, setText] = useState(search.get('search') ?? '');
  const term = search.get('search') ?? '';
  useScreenKeys([{ hotkey: 'mod+Enter', title: 'ارسال پاسخ پیام باز' }]);
  const list = useQuery({
    queryKey: ['contacts', 'list', unreadOnly, page, term],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const data = await api.get<{ contacts: unknown }>('admin/contacts', {
        query: { page, ...(unreadOnly ? { status: 0 } : {}), ...(term ? { search: term } : {}) },
        signal,
      });
      return normalizeLaravelPage<ContactRow>(data.contacts);
    },
  });
  const change = (patch: Record<string, string | null>) =>
    writeSearch((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
    });
  const readAll = useMutation({
    mutationFn: () => api.raw.post<{ read: number }>('admin/contacts/read-all'),
    onSuccess: (answer) => {
      toasts.show(`${answer.message} (${toPersianDigits(answer.data.read)} پیام)`, { kind: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['contacts'] });
    },
    onError: (error) => toasts.show(error.message, { kind: 'error' }),
  });
  const rows = list.data?.items ?? [];
  return (
    <section className="screen contact-screen" data-open={open ? 'thread' : 'list'}>
      <header className="screen__header">
        <h1>{route.title}</h1>
        {list.data && <span className="screen__count">{toPersianDigits(list.data.total)} پیام</span>}
        {can(permissions, 'contact_modify') && (
          <button
            type="button"
            className="button"
            disabled={readAll.isPending}
            onClick={() => readAll.mutate()}
          >
            همه خوانده شد
          </button>
        )}
      </header>
      <div className="contact-layout">
        <div className="contact-inbox">
          <div className="contact-tools">
            <nav className="contact-tabs" aria-label="نمای پیام‌ها">
              <button
                type="button"
                className="button ghost"
                aria-pressed={!unreadOnly}
                onClick={() => change({ status: null, page: null })}
              >
                همه
              </button>
              <button
                type="button"
                className="button ghost"
                aria-pressed={unreadOnly}
                onClick={() => change({ status: '0', page: null })}
              >
                خوانده‌نشده‌ها
              </button>
            </nav>
            <form
              className="contact-search"
              onSubmit={(event) => {
                event.preventDefault();
                change({ search: text.trim(), page: null });
              }}
            >
              <input
                type="search"
                aria-label="جستجو در پیام‌ها"
                placeholder="جستجو: نام، موضوع، متن، تلفن"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            </form>
          </div>
          {list.isPending ? (
            <p className="muted" role="status">
              در حال بارگذاری پیام‌ها…
            </p>
          ) : list.isError ? (
            <p className="form-error" role="alert">
              {list.error.message}
            </p>
          ) : rows.length === 0 ? (
            <p className="muted" role="status">
              پیامی نیست.
            </p>
          ) : (
            <ul className="contact-list">
              {rows.map((row) => (
                <li key={row.id} data-read={row.status === 1}>
                  <button
                    type="button"
                    className="contact-item"
                    aria-current={open === row.id ? 'true' : undefined}
                    onClick={() => change({ show: String(row.id) })}
                  >
                    <span className="contact-subject">
                      {row.status === 0 && (
                        <>
                          <span className="unread-dot" />
                          <span className="visually-hidden">(خوانده‌نشده)</span>
                        </>
                      )}
                      {row.subject}
                    </span>
                    <span className="contact-from">
                      {row.name}
                      {row.answer ? ' · پاسخ داده شده' : ''}
                    </span>
                    <JalaliTime value={row.created_at} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {list.data && <Pagination page={list.data} onPage={(next) => change({ page: String(next) })} />}
        </div>
        {open ? (
          <ContactThread key={open} id={open} onBack={() => change({ show: null })} />
        ) : (
          <p className="contact-empty muted">پیامی را برای خواندن و پاسخ باز کنید.</p>
        )}
      </div>
    </section>
  );
}
