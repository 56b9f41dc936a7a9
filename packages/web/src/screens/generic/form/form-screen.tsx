import { isApiError, type ResourceDef, type RouteDef } from '@shop-admin/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../app/services-context.tsx';
import { NotBuiltApi } from '../not-built-api.tsx';
import { useAbilities } from '../permissions.ts';
import { detailQuery, probeQuery } from '../resource-api.ts';
import { FormBody } from './form-body.tsx';
import { formFields, initialValues } from './form-values.ts';

export interface FormScreenProps {
  route: RouteDef;
  resource: ResourceDef;
  /** The record's id when editing; absent for a new record. */
  id?: string | undefined;
}

/**
 * The generic create/edit form of a resource: loads the record when editing, says so in Persian when
 * the record is missing, the API is not built yet or the admin may not write, then renders the form.
 */
export function FormScreen({ route, resource, id }: FormScreenProps) {
  const { api } = useServices();
  const abilities = useAbilities(resource);
  const editing = id !== undefined;
  const record = useQuery({ ...detailQuery(api, resource, id ?? '0'), enabled: editing });
  // Asked at once (cached per resource), so a resource the server does not serve shows its Persian
  // not-built state without waiting for the record's own 404 first.
  const probe = useQuery(probeQuery(api, resource));
  const fields = formFields(resource, editing ? 'edit' : 'create');
  const title = editing ? `ویرایش ${resource.titleSingular}` : `افزودن ${resource.titleSingular}`;

  if (isApiError(probe.error) && probe.error.status === 404)
    return <NotBuiltApi route={route} resource={resource} />;
  const allowed = editing ? abilities.update : abilities.create;
  if (!allowed) {
    return (
      <section className="screen" data-screen-kind="generic">
        <h1>{title}</h1>
        <div className="empty-state" role="alert">
          {editing ? 'ویرایش' : 'افزودن'} {resource.titleSingular} برای شما مجاز نیست.
        </div>
      </section>
    );
  }
  // Until the server has said whether it serves this resource, a form that could not be sent waits.
  const waiting = editing
    ? record.isPending || (record.isError && (probe.isPending || probe.isFetching))
    : probe.isPending;
  if (waiting) {
    return (
      <section className="screen" data-screen-kind="generic">
        <h1>{title}</h1>
        <div className="list-state" role="status" aria-busy="true">
          در حال بارگذاری…
        </div>
      </section>
    );
  }
  if (editing && record.isError) {
    return (
      <section className="screen" data-screen-kind="generic">
        <h1>{title}</h1>
        <div className="list-state list-state--error" role="alert">
          {record.error.message}
        </div>
      </section>
    );
  }
  const data = editing ? (record.data ?? null) : null;
  return (
    <FormBody
      key={editing ? `edit-${id}-${record.dataUpdatedAt}` : 'create'}
      route={route}
      resource={resource}
      title={title}
      fields={fields}
      record={data}
      initial={initialValues(fields, data)}
    />
  );
}
