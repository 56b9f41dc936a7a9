import { normalizeLaravelPage, POST_COMMENT_STATUSES, toPersianDigits } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useServices } from '../../app/services-context.tsx';
import { useUrlSearch } from '../../app/use-url-search.ts';
import { Pagination } from '../generic/list/pagination.tsx';
import type { ScreenProps } from '../types.ts';
import { CommentCard, ModerateButtons, type PostComment } from './comment-card.tsx';
import '../generic/generic.css';
import './writing.css';

/**
 * Comments on blog posts (/admin/post-comment/:post?): the top-level comments of every post or of one
 * (newest first), filtered by status; each approved or rejected in place, and opened to answer it.
 */
export function PostCommentsScreen({ route, params }: ScreenProps) {
  const { api, queryClient } = useServices();
  const [search, writeSearch] = useUrlSearch();
  const post = params.post ?? '';
  const status = search.get('status') ?? '';
  const page = Number(search.get('page') ?? '1') || 1;
  const query = useQuery({
    queryKey: ['post-comments', post, status, page],
    queryFn: async ({ signal }) => {
      const qs = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
      if (post) {
        const answer = await api.get<{ post: { id: number; title: string }; comments: unknown }>(
          `admin/posts/${post}/comments?${qs}`,
          { signal },
        );
        return { post: answer.post, page: normalizeLaravelPage<PostComment>(answer.comments) };
      }
      const answer = await api.get<{ comments: unknown }>(`admin/comments?${qs}`, { signal });
      return { post: null, page: normalizeLaravelPage<PostComment>(answer.comments) };
    },
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['post-comments'] });
  const setParam = (key: string, value: string) =>
    writeSearch((next) => {
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
    });
  return (
    <section className="screen writing-screen" data-screen-kind="custom">
      <header className="screen__header">
        <h1>
          {route.title ?? 'دیدگاه‌های مطالب'}
          {query.data?.post ? `: ${query.data.post.title}` : ''}
        </h1>
        {query.data ? (
          <span className="screen__count">{toPersianDigits(query.data.page.total)} دیدگاه</span>
        ) : null}
        {post ? (
          <Link className="button ghost" to="/post-comment">
            همه مطالب
          </Link>
        ) : null}
      </header>
      <div className="list-filters">
        <label className="list-filters__field">
          وضعیت
          <select value={status} onChange={(event) => setParam('status', event.currentTarget.value)}>
            <option value="">همه</option>
            {POST_COMMENT_STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری دیدگاه‌ها…
        </div>
      ) : query.isError ? (
        <div className="list-state" role="alert">
          {query.error.message}
        </div>
      ) : query.data.page.items.length === 0 ? (
        <div className="list-state">دیدگاهی نیست.</div>
      ) : (
        <>
          <ul className="comment-list">
            {query.data.page.items.map((comment) => (
              <li key={comment.id}>
                <CommentCard
                  comment={comment}
                  actions={
                    <>
                      <ModerateButtons comment={comment} onDone={refresh} />
                      <Link className="button small" to={`/post-comment/comment/${comment.id}`}>
                        پاسخ و گفتگو
                        {comment.replies_count ? ` (${toPersianDigits(comment.replies_count)} پاسخ)` : ''}
                      </Link>
                      {!post && comment.post_title ? (
                        <Link className="button small ghost" to={`/post-comment/${comment.post_id}`}>
                          مطلب: {comment.post_title}
                        </Link>
                      ) : null}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination page={query.data.page} onPage={(next) => setParam('page', String(next))} />
        </>
      )}
    </section>
  );
}
