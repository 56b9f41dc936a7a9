import { can } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { usePermissions, useServices } from '../../../app/services-context.tsx';
import { JalaliTime } from '../../../shell/jalali-time.tsx';

/** One entry of a record's history as the log answers it. */
interface HistoryRow {
  id: number;
  summary: string;
  created_at: string;
}

/**
 * A record's own history on its page (GET admin/logs/{entity}/{id}), for staff who may read the log:
 * each entry's Persian sentence (who, what changed from what to what) and its Jalali time in Tehran.
 */
export function RecordHistory({
  entity,
  id,
  className,
}: {
  entity: string;
  id: string | number;
  className?: string;
}) {
  const { api } = useServices();
  const allowed = can(usePermissions(), 'read_log');
  const history = useQuery({
    queryKey: ['logs', entity, String(id)],
    enabled: allowed,
    queryFn: async ({ signal }) =>
      (await api.get<{ logs: { data: HistoryRow[] } }>(`admin/logs/${entity}/${id}?per_page=50`, { signal }))
        .logs.data,
  });
  if (!allowed) return null;
  const titleId = `history-${entity}-${id}`;
  return (
    <section className={`record-history ${className ?? ''}`} aria-labelledby={titleId} data-history={entity}>
      <h2 id={titleId}>سابقه تغییرات</h2>
      {history.isPending ? (
        <p className="muted">در حال بارگذاری…</p>
      ) : history.isError ? (
        <p role="alert">{history.error.message}</p>
      ) : history.data.length === 0 ? (
        <p className="muted">سابقه‌ای ثبت نشده است.</p>
      ) : (
        <ol className="record-history__list">
          {history.data.map((row) => (
            <li key={row.id} data-audit={row.id}>
              <JalaliTime value={row.created_at} /> <span>{row.summary}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
