import { normalizePersian } from '../persian/normalize.ts';
import { findResourceHead } from '../registry/resource-heads.ts';
import type { CommandDef, RouteDef } from '../registry/types.ts';

/**
 * Words staff put before or after a name to mean "make a new one" (normalised: Persian folded, Latin
 * lower-cased). «سفارش جدید», «ایجاد کد تخفیف», «افزودن برند», «new coupon» all ask for a create form.
 */
export const CREATE_VERBS: readonly string[] = [
  'ایجاد',
  'ساخت',
  'ساختن',
  'بساز',
  'جدید',
  'تازه',
  'ثبت',
  'افزودن',
  'اضافه',
  'کردن',
  'تعریف',
  'new',
  'create',
  'add',
].map(normalizePersian);

/** The name a query asks to create (`سفارش جدید` → `سفارش`), or null when it has no create verb. */
export function createIntent(query: string): string | null {
  const tokens = normalizePersian(query)
    .split(' ')
    .filter((token) => token !== '');
  const rest = tokens.filter((token) => !CREATE_VERBS.includes(token));
  if (rest.length === tokens.length || rest.length === 0) return null;
  return rest.join(' ');
}

/** What a route is to its resource: the list, a create or edit form, one record, or something else. */
export type RouteRole = 'list' | 'create' | 'edit' | 'show' | 'other';

export function routeRole(route: RouteDef): RouteRole {
  const last = route.name.slice(route.name.lastIndexOf('.') + 1);
  if (last === 'index') return 'list';
  if (last === 'create') return 'create';
  if (last === 'edit') return 'edit';
  if (last === 'show') return 'show';
  return 'other';
}

/** The route a command opens (a navigate command's route, an action's route), or undefined. */
export function routeOfCommand(command: CommandDef, commands: readonly CommandDef[]): RouteDef | undefined {
  if (command.kind === 'navigate') return command.route;
  if (command.route === undefined) return undefined;
  const name = command.route;
  for (const other of commands)
    if (other.kind === 'navigate' && other.route.name === name) return other.route;
  return undefined;
}

/** The family of a route: its name up to the last part (`products.edit` → `products.`). */
export function routeFamily(route: RouteDef): string {
  return route.name.slice(0, route.name.lastIndexOf('.') + 1);
}

/**
 * The family of screens a command belongs to (a list and its create, edit and record screens share
 * one), with its role there: `create:coupons` is the create of `coupons.`.
 */
export function commandResource(
  command: CommandDef,
  commands: readonly CommandDef[],
): { resource: string; role: RouteRole } | undefined {
  const route = routeOfCommand(command, commands);
  if (!route?.name.includes('.')) return undefined;
  const resource = routeFamily(route);
  if (command.kind === 'navigate' && command.search === '?create') return { resource, role: 'create' };
  return { resource, role: routeRole(route) };
}

/** The singular and plural names of the resource a list route shows, as extra search keys. */
export function listNames(route: RouteDef): string[] {
  if (routeRole(route) !== 'list' || !route.resource) return [];
  const resource = findResourceHead(route.resource);
  return resource ? [resource.title, resource.titleSingular] : [];
}
