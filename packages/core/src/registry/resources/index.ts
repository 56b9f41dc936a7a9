import type { ResourceDef } from '../types.ts';
import { catalogueMerchandisingResources } from './catalogue-merchandising.ts';
import { catalogueProductResources } from './catalogue-products.ts';
import { catalogueReferenceResources } from './catalogue-reference.ts';
import { contentResources } from './content.ts';
import { ordersResources } from './orders.ts';
import { peopleResources } from './people.ts';

/**
 * Every generic API resource of the admin (lists and forms built from one declaration). Settings are
 * not a generic resource: their screen reads the groups and rows from the settings endpoints.
 */
export const adminResources: readonly ResourceDef[] = [
  ...catalogueProductResources,
  ...catalogueReferenceResources,
  ...catalogueMerchandisingResources,
  ...ordersResources,
  ...peopleResources,
  ...contentResources,
];

/** The resource with this name (`brands`), or undefined. */
export function getResource(name: string): ResourceDef | undefined {
  return adminResources.find((resource) => resource.name === name);
}
