import {
  isApiError,
  listDownloads,
  type QueryValue,
  type ResourceDef,
  type RouteDef,
  toPersianDigits,
} from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toRouterPath } from '../../../app/paths.ts';
import { useServices } from '../../../app/services-context.tsx';
import { useUrlSearch } from '../../../app/use-url-search.ts';
import { useListNavigation } from '../../../hotkeys/use-list-navigation.ts';
import { DownloadButtons } from '../download/download-buttons.tsx';
import { NotBuiltApi } from '../not-built-api.tsx';
import { useAbilities } from '../permissions.ts';
import { listQuery, type Row } from '../resource-api.ts';
import { resourceLinks } from '../resource-links.ts';
import { ListFilters } from './list-filters.tsx';
import { apiQuery, type ListParams, readListParams, writeListParams } from './list-params.ts';
import { ListTable } from './list-table.tsx';
import { Pagination } from './pagination.tsx';
import { useRowActions } from './use-row-actions.ts';

/** What a screen built on the generic list sees of it (for {@link ListExtras}). */
export interface ListContext {
  params: ListParams;
  /** The API query of the current filter, sort and page (downloads use it without the page). */
  query: Record<string, QueryValue>;
  setFilter: (key: string, value: string) => void;
}

/** Small additions a screen makes to the generic list, each rendered in its place. */
export interface ListExtras {
  /** Above the filters (tabs). */
  above?: (context: ListContext) => ReactNode;
  /** Beside the title (downloads). */
  tools?: (context: ListContext) => ReactNode;
  /** In the selection bar, before "cancel selection". */
  bulk?: (context: ListContext & { chosen: Row[]; clear: () => void }) => ReactNode;
}

/**
 * The generic list of a resource: server paging, filters and sort in the URL, loading/empty/error
 * states in Persian, selection with bulk delete, optimistic switches and deletes with undo, j/k/Enter,
 * and a CSV / Excel download of the current filter and sort where the server streams one.
 */
export function ListScreen({
  route,
  resource,
  extras = {},
}: {
  route: RouteDef;
  resource: ResourceDef;
  extras?: ListExtras;
}) {
  const { api } = useServices();
  const navigate = useNavigate();
  const [search, writeSearch] = useUrlSearch();
  const params = readListParams(resource, search);
  const query = useQuery(listQuery(api, resource, apiQuery(params)));
  const abilities = useAbilities(resource);
  const links = resourceLinks(resource, route);
  const { remove, setValue } = useRowActions(resource);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = query.data?.items ?? [];

  // A row opens its edit form only when the declaration allows `update` (and the admin may); a
  // resource without a generic update (orders: worked on at /admin/order/{id}) opens its detail.
  const openHref = useCallback(
    (row: Row) => (abilities.update ? links.edit(row.id) : abilities.get ? links.show(row.id) : null),
    [abilities.update, abilities.get, links],
  );
  const onOpen = useCallback(
    (index: number) => {
      const row = rows[index];
      const href = row ? openHref(row) : null;
      if (href) void navigate(toRouterPath(href));
    },
    [rows, openHref, navigate],
  );
  const nav = useListNavigation({ count: rows.length, onOpen });

  // Each change builds on the newest query (two quick clicks are two changes, not one twice).
  const update = (patch: Partial<ListParams> | ((current: ListParams) => Partial<ListParams>)) =>
    writeSearch((next) => {
      const current = readListParams(resource, next);
      return writeListParams(resource, {
        ...current,
        page: 1,
        ...(typeof patch === 'function' ? patch(current) : patch),
      });
    });
  const setFilter = (key: string, value: string) =>
    update((current) => {
      const filters = { ...current.filters };
      if (value === '') delete filters[key];
      else filters[key] = value;
      return { filters };
    });
  const sortBy = (key: string) =>
    update((current) => ({
      sortBy: key,
      sortDesc: current.sortBy === key ? !current.sortDesc : false,
      page: current.page,
    }));
  const select = (ids: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  if (isApiError(query.error) && query.error.status === 404)
    return <NotBuiltApi route={route} resource={resource} />;

  const filtered = Object.keys(params.filters).length > 0;
  const chosen = rows.filter((row) => selected.has(String(row.id)));
  const context: ListContext = { params, query: apiQuery(params), setFilter };
  const clear = () => setSelected(new Set());
  return (
    <section className="screen generic-list" data-screen-kind="generic" data-resource={resource.name}>
      <header className="screen__header">
        <h1>{route.title}</h1>
        {query.data ? <span className="screen__count">{toPersianDigits(query.data.total)} مورد</span> : null}
        {abilities.create ? (
          <Link className="button primary" to={toRouterPath(links.create)}>
            افزودن {resource.titleSingular}
          </Link>
        ) : null}
        {extras.tools?.(context)}
        {listDownloads(resource) ? (
          <DownloadButtons endpoint={resource.endpoint} query={context.query} />
        ) : null}
      </header>
      {extras.above?.(context)}
      <ListFilters
        resource={resource}
        values={params.filters}
        onChange={setFilter}
        onClear={() => update({ filters: {} })}
      />
      {chosen.length > 0 ? (
        <section className="bulk-bar" aria-label="کارهای گروهی">
          <span>{toPersianDigits(chosen.length)} مورد انتخاب شد</span>
          {abilities.delete ? (
            <button
              type="button"
              className="button danger"
              onClick={() => {
                remove(chosen);
                setSelected(new Set());
              }}
            >
              حذف انتخاب‌شده‌ها
            </button>
          ) : null}
          {extras.bulk?.({ ...context, chosen, clear })}
          <button type="button" className="button ghost" onClick={clear}>
            لغو انتخاب
          </button>
        </section>
      ) : null}
      {query.isPending ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری {resource.title}…
        </div>
      ) : query.isError ? (
        <div className="list-state list-state--error" role="alert">
          <p>{query.error.message}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            تلاش دوباره
          </button>
        </div>
      ) : rows.length === 0 ? (
        <div className="list-state" role="status">
          {filtered ? (
            <>
              <p>با این فیلترها موردی پیدا نشد.</p>
              <button type="button" className="button" onClick={() => update({ filters: {} })}>
                پاک کردن فیلترها
              </button>
            </>
          ) : (
            <p>هنوز هیچ موردی در «{resource.title}» ثبت نشده است.</p>
          )}
        </div>
      ) : (
        <ListTable
          resource={resource}
          rows={rows}
          params={params}
          onSort={sortBy}
          selected={selected}
          onSelect={select}
          openHref={openHref}
          openVerb={abilities.update ? 'ویرایش' : 'نمایش'}
          onToggle={
            abilities.update
              ? (row, field, next) => void setValue(row, field.name, next, field.label)
              : undefined
          }
          onDelete={abilities.delete ? (row) => remove([row]) : undefined}
          rowProps={nav.rowProps}
        />
      )}
      {query.data ? (
        <footer className="list-footer">
          <Pagination page={query.data} onPage={(page) => update({ page })} />
          <label className="list-footer__per-page">
            <span>در هر صفحه</span>
            <select
              value={String(params.perPage)}
              onChange={(event) => {
                const value = event.currentTarget.value;
                update({ perPage: value === 'all' ? 'all' : Number(value) });
              }}
            >
              {[...new Set([resource.perPage, 15, 50, 100])]
                .sort((a, b) => a - b)
                .map((size) => (
                  <option key={size} value={String(size)}>
                    {toPersianDigits(size)}
                  </option>
                ))}
              <option value="all">همه</option>
            </select>
          </label>
        </footer>
      ) : null}
    </section>
  );
}
