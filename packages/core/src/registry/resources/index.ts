import type { ResourceName } from '../resource-heads.ts';
import type { ResourceDef } from '../types.ts';
import { auditLogResources } from './audit-logs.ts';
import { catalogueMerchandisingResources } from './catalogue-merchandising.ts';
import { catalogueProductResources } from './catalogue-products.ts';
import { catalogueReferenceResources } from './catalogue-reference.ts';
import { contentResources } from './content.ts';
import { contentMarketingResources } from './content-marketing.ts';
import { contentPostResources } from './content-posts.ts';
import { contentSliderResources } from './content-sliders.ts';
import { couponResources } from './coupons.ts';
import { ordersResources } from './orders.ts';
import { ordersOnlineResources } from './orders-online.ts';
import { peopleResources } from './people.ts';
import { peopleCustomerResources } from './people-customers.ts';
import { shippingResources } from './shipping.ts';
import { shopResources } from './shop.ts';
import { walletResources } from './wallet.ts';

/**
 * Every generic API resource of the admin (lists and forms built from one declaration). Settings are
 * not a generic resource: their screen reads the groups and rows from the settings endpoints.
 */
export const adminResources = [
  ...catalogueProductResources,
  ...catalogueReferenceResources,
  ...catalogueMerchandisingResources,
  ...ordersResources,
  ...shippingResources,
  ...couponResources,
  ...ordersOnlineResources,
  ...peopleResources,
  ...peopleCustomerResources,
  ...walletResources,
  ...shopResources,
  ...contentResources,
  ...contentPostResources,
  ...contentSliderResources,
  ...contentMarketingResources,
  ...auditLogResources,
] as const;

export type { ResourceName } from '../resource-heads.ts';

/** The declaration of the resource named R, with its field names' literal types. */
export type ResourceOf<R extends ResourceName> = Extract<
  (typeof adminResources)[number],
  { readonly name: R }
>;

/**
 * The declared field names of resource R (`FieldName<'brands'>` is `'name' | 'status' | …`): a
 * misspelt field name fails typechecking. Plain `string` for a resource whose fields are not all literal.
 */
export type FieldName<R extends ResourceName> = ResourceOf<R>['fields'][number]['name'];

/** The declared sort keys of resource R (`sort_by`): `SortKey<'brands'>` is `'id' | 'name' | 'created_at'`. */
export type SortKey<R extends ResourceName> = ResourceOf<R>['sortKeys'][number];

/** The declared filter names (query parameters) of resource R, `search` among them where it has one. */
export type FilterName<R extends ResourceName> = ResourceOf<R>['filters'][number]['name'];

/** What a validated body of resource R holds: its declared fields, each maybe absent. */
export type FieldValues<R extends ResourceName> = { readonly [K in FieldName<R>]?: unknown };

/**
 * The resource with this name (`brands`), or undefined: for names that arrive at run time (a URL
 * parameter, a CLI argument). Code naming a resource itself uses {@link resourceNamed}.
 */
export function getResource(name: string): ResourceDef | undefined {
  return adminResources.find((resource) => resource.name === name);
}

/** The declared resource with this name; throws on an unknown one (a name cast from untyped input). */
export function resourceNamed<R extends ResourceName>(name: R): ResourceOf<R> {
  const resource = getResource(name);
  if (!resource) throw new Error(`core declares no ${name} resource`);
  return resource as ResourceOf<R>;
}
