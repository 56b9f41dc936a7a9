import { can, isApiError, toPersianDigits } from '@shop-admin/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { JalaliTime } from '../../shell/jalali-time.tsx';
import type { ContactAnswer, ContactThread as Thread } from './contact-types.ts';

/** The thread's answers; a message answered before the thread was kept shows its one stored answer. */
function answersOf(contact: Thread): ContactAnswer[] {
  if (contact.answers.length || !contact.answer) return contact.answers;
  const at = contact.answered_at ?? contact.created_at;
  return [{ id: 0, body: contact.answer, admin_id: null, admin_name: null, sent_to: null, created_at: at }];
}

/**
 * One message and its thread: the visitor's message, every staff answer with its admin and time and
 * where it was emailed, and the answer form (PUT admin/contacts/{id}/answer: stored and emailed).
 * Opening an unread message marks it read on the server.
 */
export function ContactThread({ id, onBack }: { id: number; onBack: () => void }) {
  const { api, toasts } = useServices();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const formId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mayAnswer = can(permissions, 'contact_modify');
  const thread = useQuery({
    queryKey: ['contacts', 'thread', id],
    queryFn: ({ signal }) => api.get<{ contact: Thread }>(`admin/contacts/${id}`, { signal }),
  });
  const contact = thread.data?.contact;
  const unread = contact?.status === 0;
  const markRead = useMutation({
    mutationFn: () => api.post(`admin/contacts/${id}/read`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['contacts'] });
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened unread message
  useEffect(() => {
    if (unread && mayAnswer && !markRead.isPending) markRead.mutate();
  }, [unread, mayAnswer, id]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the heading when another message opens
  useEffect(() => {
    headingRef.current?.focus();
  }, [id, Boolean(contact)]);
  const send = useMutation({
    mutationFn: () => api.raw.put(`admin/contacts/${id}/answer`, { answer: answer.trim() }),
    onSuccess: (result) => {
      toasts.show(result.message, { kind: 'success' });
      setAnswer('');
      setError(null);
      void queryClient.invalidateQueries({ queryKey: ['contacts'] });
    },
    onError: (failure) => setError(isApiError(failure) ? failure.message : 'ارسال پاسخ ناموفق بود.'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer.trim()) {
      setError('متن پاسخ را بنویسید.');
      return;
    }
    send.mutate();
  };
  if (!contact) {
    return (
      <section className="contact-thread" aria-busy={thread.isPending}>
        {thread.isError ? (
          <p className="form-error" role="alert">
            {thread.error.message}
          </p>
        ) : (
          <p className="muted">در حال بارگذاری پیام…</p>
        )}
      </section>
    );
  }
  return (
    <section className="contact-thread" aria-labelledby={`${formId}-subject`} data-contact={contact.id}>
      <button type="button" className="button ghost contact-back" onClick={onBack}>
        بازگشت به فهرست
      </button>
      <h2 id={`${formId}-subject`} ref={headingRef} tabIndex={-1}>
        {contact.subject}
      </h2>
      <ol className="thread">
        <li className="thread-item thread-visitor">
          <div className="thread-meta">
            <strong>{contact.name}</strong>
            {contact.email && <bdi dir="ltr">{contact.email}</bdi>}
            {contact.phone_number && <span>{toPersianDigits(contact.phone_number)}</span>}
            <JalaliTime value={contact.created_at} />
          </div>
          <p className="thread-body">{contact.body}</p>
        </li>
        {answersOf(contact).map((a) => (
          <li key={a.id} className="thread-item thread-staff" data-answer={a.id}>
            <div className="thread-meta">
              <strong>{a.admin_name ?? (a.admin_id === null ? 'پاسخ پیشین' : 'کارمند حذف‌شده')}</strong>
              <JalaliTime value={a.created_at} />
              <span className="muted">
                {a.id === 0 ? null : a.sent_to ? (
                  <>
                    ایمیل شد به <bdi dir="ltr">{a.sent_to}</bdi>
                  </>
                ) : (
                  'ایمیل نشد (فرستنده ایمیلی نداده است)'
                )}
              </span>
            </div>
            <p className="thread-body">{a.body}</p>
          </li>
        ))}
      </ol>
      {mayAnswer && (
        <form className="contact-answer" onSubmit={submit} noValidate>
          <label className="field-label" htmlFor={`${formId}-answer`}>
            پاسخ {contact.email ? '(به ایمیل فرستنده ارسال می‌شود)' : '(فرستنده ایمیلی نداده؛ فقط ثبت می‌شود)'}
          </label>
          <textarea
            id={`${formId}-answer`}
            rows={4}
            value={answer}
            onChange={(event) => setAnswer(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${formId}-hint`}
          />
          <p id={`${formId}-hint`} className="muted">
            Ctrl+Enter ارسال می‌کند.
          </p>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button primary" disabled={send.isPending}>
            ارسال پاسخ
          </button>
        </form>
      )}
    </section>
  );
}
