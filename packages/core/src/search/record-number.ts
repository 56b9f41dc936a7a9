import { toPersianDigits } from '../persian/digits.ts';
import { normalizePersian } from '../persian/normalize.ts';
import { findResourceHead } from '../registry/resource-heads.ts';
import { buildPath } from '../registry/route-path.ts';
import type { CommandDef, RouteDef } from '../registry/types.ts';
import { routeFamily, routeRole } from './staff-phrasing.ts';

const NUMBER_WORDS = ['شماره', 'number', 'no', 'no.', '#', 'id'];

/** A query naming a record by its number: `محصول ۱۲`, `مشتری شماره ۵`, `coupon #3` → noun and number. */
export function recordNumberInQuery(query: string): { noun: string; number: string } | null {
  const tokens = normalizePersian(query)
    .split(' ')
    .filter((token) => token !== '');
  const last = tokens.pop();
  const digits = /^#?(\d{1,12})$/.exec(last ?? '')?.[1];
  if (!digits) return null;
  while (tokens.length > 0 && NUMBER_WORDS.includes(tokens[tokens.length - 1] ?? '')) tokens.pop();
  const number = digits.replace(/^0+/, '');
  if (tokens.length === 0 || number === '') return null;
  return { noun: tokens.join(' '), number };
}

/**
 * The screen one record opens on: the show route of the list's family, else its edit route
 * (`products.index` → `products.edit`); for a list without them, the list's own detail (`?show=`).
 */
export function recordPath(
  list: RouteDef,
  number: string,
  commands: readonly CommandDef[],
): { route: RouteDef; path: string } | undefined {
  const family = routeFamily(list);
  const routes = commands.flatMap((command) =>
    command.kind === 'navigate' && routeFamily(command.route) === family ? [command.route] : [],
  );
  const byId = (role: string) =>
    routes.find((route) => routeRole(route) === role && route.params?.some((param) => param.name === 'id'));
  const route = byId('show') ?? byId('edit');
  if (route) return { route, path: buildPath(route, { id: number }) };
  if (routeRole(list) !== 'list' || list.resource === undefined || list.params?.some((p) => !p.optional)) {
    return undefined;
  }
  return { route: list, path: `${list.path}?show=${number}` };
}

/** A record intent: open record `number` of `resource` on its screen. */
export interface RecordIntent {
  id: string;
  title: string;
  path: string;
  route: RouteDef;
  values: Readonly<Record<string, string>>;
}

export function recordIntent(
  list: RouteDef,
  number: string,
  commands: readonly CommandDef[],
): RecordIntent | undefined {
  const found = recordPath(list, number, commands);
  const def = list.resource === undefined ? undefined : findResourceHead(list.resource);
  if (!found || !def) return undefined;
  return {
    id: `record-number:${def.name}:${number}`,
    title: `${def.titleSingular} ${toPersianDigits(number)}`,
    path: found.path,
    route: found.route,
    values: { id: number },
  };
}
