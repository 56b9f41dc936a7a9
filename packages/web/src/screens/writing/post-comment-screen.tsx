import { POST_COMMENT_STATUSES, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import type { ScreenProps } from '../types.ts';
import { CommentCard, ModerateButtons, type PostComment } from './comment-card.tsx';
import { useSubmit } from './use-submit.ts';
import '../generic/generic.css';
import './writing.css';

function AnswerForm({ comment, onDone }: { comment: PostComment; onDone: () => void }) {
  const { api } = useServices();
  const id = useId();
  const [body, setBody] = useState('');
  const [status, setStatus] = useState('approved');
  const send = useSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      send.setErrors({ body: ['متن پاسخ الزامی است.'] });
      return;
    }
    const done = await send.run(
      () => api.raw.post(`admin/comments/${comment.id}/answer`, { body, status }),
      'پاسخ ثبت شد',
    );
    if (done !== null) {
      setBody('');
      onDone();
    }
  };
  const error = send.errors.body ?? (send.general && !send.errors.status ? [send.general] : null);
  return (
    <form className="writing-card comment-answer" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="writing-heading">پاسخ شما</h2>
      <label htmlFor={`${id}-body`} className="form-field__label">
        متن پاسخ
      </label>
      <textarea
        id={`${id}-body`}
        rows={5}
        dir="auto"
        value={body}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error.join(' ')}
        </p>
      ) : null}
      <div className="writing-row">
        <label htmlFor={`${id}-status`}>وضعیت پاسخ</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.currentTarget.value)}>
          {POST_COMMENT_STATUSES.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="submit" className="button primary" disabled={send.busy}>
          {send.busy ? 'در حال ثبت…' : 'ثبت پاسخ'}
        </button>
      </div>
      {comment.status === 'pending' ? (
        <p className="muted">پاسخ به دیدگاهی که در انتظار بررسی است، آن را تأیید می‌کند.</p>
      ) : null}
    </form>
  );
}

/**
 * One post comment with its thread (/admin/post-comment/comment/:id): the comment, the replies
 * under it, approve or reject each, and a staff answer (POST admin/comments/{id}/answer).
 */
export function PostCommentScreen({ route, params }: ScreenProps) {
  const { api, queryClient } = useServices();
  const permissions = usePermissions();
  const id = params.id ?? '';
  const query = useQuery({
    queryKey: ['post-comments', 'one', id],
    queryFn: async ({ signal }) =>
      (await api.get<{ comment: PostComment }>(`admin/comments/${id}`, { signal })).comment,
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['post-comments'] });
  const comment = query.data;
  return (
    <section className="screen writing-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>{route.title ?? 'پاسخ به دیدگاه مطلب'}</h1>
        {comment ? (
          <Link className="button ghost" to={`/post-comment/${comment.post_id}`}>
            دیدگاه‌های «{comment.post_title}»
          </Link>
        ) : null}
      </header>
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری…
        </div>
      ) : query.isError ? (
        <div className="list-state" role="alert">
          {query.error.message}
        </div>
      ) : comment ? (
        <>
          <CommentCard comment={comment} actions={<ModerateButtons comment={comment} onDone={refresh} />}>
            {comment.replies?.length ? (
              <ul className="comment__replies" aria-label={`${toPersianDigits(comment.replies.length)} پاسخ`}>
                {comment.replies.map((reply) => (
                  <li key={reply.id}>
                    <CommentCard
                      comment={reply}
                      actions={<ModerateButtons comment={reply} onDone={refresh} />}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </CommentCard>
          {comment.parent_id === null && permissions.includes('write_comment') ? (
            <AnswerForm comment={comment} onDone={refresh} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}
