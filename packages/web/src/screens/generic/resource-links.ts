import { type RouteDef, routeSuffix } from '@shop-admin/core';

export { type ResourceLinks, resourceLinks } from '@shop-admin/core';

/** The screen a generic route shows. */
export type GenericMode =
  | { kind: 'list' }
  | { kind: 'create' }
  | { kind: 'edit'; id: string }
  | { kind: 'show'; id: string };

/** The mode of a generic route from its name (`pages.create`) or, on a list route, its query string. */
export function genericMode(
  route: RouteDef,
  params: Readonly<Record<string, string>>,
  search: URLSearchParams,
): GenericMode {
  const kind = routeSuffix(route);
  if (kind === 'create') return { kind: 'create' };
  if ((kind === 'edit' || kind === 'show') && params.id) return { kind, id: params.id };
  if (search.has('create')) return { kind: 'create' };
  const edit = search.get('edit');
  if (edit && /^\d+$/.test(edit)) return { kind: 'edit', id: edit };
  const show = search.get('show');
  if (show && /^\d+$/.test(show)) return { kind: 'show', id: show };
  return { kind: 'list' };
}
