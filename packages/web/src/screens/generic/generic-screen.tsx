import { getResource } from '@shop-admin/core';
import { useSearchParams } from 'react-router';
import type { ScreenProps } from '../types.ts';
import { DetailScreen } from './detail/detail-screen.tsx';
import { FormScreen } from './form/form-screen.tsx';
import { ListScreen } from './list/list-screen.tsx';
import { UnknownResource } from './not-built-api.tsx';
import { genericMode } from './resource-links.ts';
import './generic.css';

/**
 * The screen of any route with a `resource` in core's registry: its list, its create/edit form or its
 * detail, as the route's name (`pages.create`, `pages.edit`) or, on a list route, the query string
 * (`?create`, `?edit=5`, `?show=5`) says. A resource whose API the server lacks shows a Persian
 * "not built yet" state naming the API.
 */
export function GenericScreen({ route, params }: ScreenProps) {
  const [search] = useSearchParams();
  const resource = route.resource ? getResource(route.resource) : undefined;
  if (!resource) return <UnknownResource route={route} />;
  const mode = genericMode(route, params, search);
  switch (mode.kind) {
    case 'create':
      return <FormScreen key="create" route={route} resource={resource} />;
    case 'edit':
      return <FormScreen key={`edit-${mode.id}`} route={route} resource={resource} id={mode.id} />;
    case 'show':
      return <DetailScreen key={`show-${mode.id}`} route={route} resource={resource} id={mode.id} />;
    default:
      return <ListScreen route={route} resource={resource} />;
  }
}
