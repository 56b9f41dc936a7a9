import {
  type FieldDef,
  isApiError,
  persianTextDigits,
  type ResourceDef,
  type RouteDef,
} from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { toRouterPath } from '../../../app/paths.ts';
import { useServices } from '../../../app/services-context.tsx';
import { formatValue } from '../format-value.tsx';
import { useRowActions } from '../list/use-row-actions.ts';
import { NotBuiltApi } from '../not-built-api.tsx';
import { useAbilities } from '../permissions.ts';
import { ReferenceName } from '../reference-name.tsx';
import {
  choicesQuery,
  detailQuery,
  isLargeReference,
  probeQuery,
  type Row,
  recordLabel,
} from '../resource-api.ts';
import { resourceLinks } from '../resource-links.ts';
import { AuditChanges } from './audit-changes.tsx';

function DetailValue({ field, row }: { field: FieldDef; row: Row }) {
  const { api } = useServices();
  const value = row[field.name];
  const needsChoices =
    field.type === 'reference' && !!field.reference && (typeof value !== 'object' || value === null);
  const choices = useQuery({ ...choicesQuery(api, field.reference ?? ''), enabled: needsChoices });
  if (needsChoices && isLargeReference(field.reference)) {
    return <ReferenceName reference={field.reference ?? ''} id={value} />;
  }
  if (field.type === 'textarea' || field.type === 'html') {
    return (
      <div className="detail__text">
        {typeof value === 'string' && value
          ? field.type === 'textarea'
            ? persianTextDigits(value)
            : value
          : '—'}
      </div>
    );
  }
  return (
    <>
      {formatValue(value, {
        type: field.type,
        name: field.name,
        options: field.options,
        choices: choices.data,
      })}
    </>
  );
}

/** The generic detail of one record: every declared field (read-only ones too), edit and delete. */
export function DetailScreen({
  route,
  resource,
  id,
}: {
  route: RouteDef;
  resource: ResourceDef;
  id: string;
}) {
  const { api } = useServices();
  const navigate = useNavigate();
  const abilities = useAbilities(resource);
  const { remove } = useRowActions(resource);
  const links = resourceLinks(resource, route);
  const record = useQuery(detailQuery(api, resource, id));
  const probe = useQuery({ ...probeQuery(api, resource), enabled: record.isError });
  if (isApiError(probe.error) && probe.error.status === 404)
    return <NotBuiltApi route={route} resource={resource} />;
  const row = record.data;
  // The audit log's before and after are one field-by-field table below, not two text boxes.
  const audit = resource.name === 'logs';
  const fields = resource.fields.filter(
    (field) => field.type !== 'password' && !(audit && (field.name === 'before' || field.name === 'after')),
  );
  return (
    <section className="screen generic-detail" data-screen-kind="generic" data-resource={resource.name}>
      <header className="screen__header">
        <h1>
          {resource.titleSingular}
          {row ? `: ${recordLabel(row, resource)}` : ''}
        </h1>
        <Link className="button ghost" to={toRouterPath(links.list)}>
          بازگشت به {resource.title}
        </Link>
        {row && abilities.update ? (
          <Link className="button" to={toRouterPath(links.edit(row.id))}>
            ویرایش
          </Link>
        ) : null}
        {row && abilities.delete ? (
          <button
            type="button"
            className="button danger"
            onClick={() => {
              remove([row]);
              void navigate(toRouterPath(links.list));
            }}
          >
            حذف
          </button>
        ) : null}
      </header>
      {record.isPending || (record.isError && (probe.isPending || probe.isFetching)) ? (
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری…
        </div>
      ) : record.isError ? (
        <div className="list-state list-state--error" role="alert">
          {record.error.message}
        </div>
      ) : row ? (
        <dl className="detail">
          {fields.map((field) => (
            <div key={field.name} className="detail__row">
              <dt>{field.label}</dt>
              <dd>
                <DetailValue field={field} row={row} />
              </dd>
            </div>
          ))}
          {'created_at' in row && !fields.some((f) => f.name === 'created_at') ? (
            <div className="detail__row">
              <dt>تاریخ ایجاد</dt>
              <dd>{formatValue(row.created_at, { type: 'datetime' })}</dd>
            </div>
          ) : null}
          {audit ? (
            <div className="detail__row detail__row--wide">
              <dt>پیش از تغییر ← پس از تغییر</dt>
              <dd>
                <AuditChanges
                  entity={String(row.entity ?? '')}
                  action={String(row.action ?? '')}
                  before={row.before}
                  after={row.after}
                />
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  );
}
