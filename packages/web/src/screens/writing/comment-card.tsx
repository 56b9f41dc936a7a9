import { POST_COMMENT_STATUSES, type PostCommentStatus } from '@shop-admin/core';
import type { ReactNode } from 'react';
import { usePermissions, useServices } from '../../app/services-context.tsx';
import { formatValue } from '../generic/format-value.tsx';
import { useSubmit } from './use-submit.ts';

export interface PostComment {
  id: number;
  post_id: number;
  post_title: string | null;
  parent_id: number | null;
  name: string;
  email: string | null;
  body: string;
  status: PostCommentStatus;
  admin_id: number | null;
  admin_name: string | null;
  created_at: string;
  replies_count?: number;
  replies?: PostComment[];
}

const statusLabel = (status: string) =>
  POST_COMMENT_STATUSES.find((option) => option.value === status)?.label ?? status;

/** Approve / reject buttons of one comment (PUT admin/comments/{id} {status}); the one in force is pressed. */
export function ModerateButtons({ comment, onDone }: { comment: PostComment; onDone: () => void }) {
  const { api } = useServices();
  const permissions = usePermissions();
  const action = useSubmit();
  if (!permissions.includes('modify_comment')) return null;
  const set = async (status: PostCommentStatus) => {
    const done = await action.run(
      () => api.raw.put(`admin/comments/${comment.id}`, { status }),
      status === 'approved' ? 'دیدگاه تأیید شد' : 'دیدگاه رد شد',
    );
    if (done !== null) onDone();
  };
  return (
    <>
      <button
        type="button"
        className="button small"
        aria-pressed={comment.status === 'approved'}
        disabled={action.busy || comment.status === 'approved'}
        onClick={() => void set('approved')}
      >
        تأیید
      </button>
      <button
        type="button"
        className="button small danger"
        aria-pressed={comment.status === 'unapproved'}
        disabled={action.busy || comment.status === 'unapproved'}
        onClick={() => void set('unapproved')}
      >
        رد
      </button>
    </>
  );
}

/** One comment: who wrote it and when, its status, its text (plain: shown as text, never as HTML). */
export function CommentCard({
  comment,
  actions,
  children,
}: {
  comment: PostComment;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="comment" aria-label={`دیدگاه ${comment.name}`}>
      <div className="comment__head">
        <span className="comment__author">
          {comment.admin_id !== null ? `${comment.admin_name ?? comment.name} (مدیر)` : comment.name}
        </span>
        {comment.email ? (
          <bdi dir="ltr" className="muted">
            {comment.email}
          </bdi>
        ) : null}
        <span className="muted">{formatValue(comment.created_at, { type: 'datetime' })}</span>
        <span className="delivery" data-status={comment.status}>
          {statusLabel(comment.status)}
        </span>
      </div>
      <p className="comment__body" dir="auto">
        {comment.body}
      </p>
      {actions ? <div className="comment__actions">{actions}</div> : null}
      {children}
    </article>
  );
}
