import { adminCommands } from '../registry/commands.ts';
import type { CommandDef, NavigateCommandDef, RouteParam } from '../registry/types.ts';
import { type CommandTarget, commandSearchEntries } from './command-entries.ts';
import { orderNumberHits } from './order-number.ts';
import { createSearchIndex } from './search-index.ts';
import type { SearchEntry, SearchHit } from './types.ts';

/** A record from the API offered by the palette (an order, a customer, a product), opened at `path`. */
export type CommandRecord = SearchEntry<{ path: string }>;

/** What a command search finds. */
export interface CommandHit {
  /** Command id (`go:orders.index`, `products.create`) or record id. */
  id: string;
  title: string;
  kind: 'route' | 'action' | 'record';
  /**
   * Where it leads. For a route with params this is the pattern (`/admin/order/:id`) and `params`
   * says what to ask for; fill it with `buildPath`. Actions with a screen carry their route's path.
   */
  path?: string;
  /** The command to run (routes and actions). */
  commandId?: string;
  /** Route name, for routes and for actions that open a route. */
  routeName?: string;
  /** The route's params (required and optional), for the palette to ask for inline. */
  params?: readonly RouteParam[];
  /** Parameter values the query itself named (`سفارش ۱۲۳۴` → `{id: '1234'}`): nothing to ask for. */
  values?: Readonly<Record<string, string>>;
  hotkey?: string;
  /** Lower is better (see `SearchHit.score`). */
  score: number;
}

/** Options of a command search. */
export interface CommandSearchOptions {
  /** The admin's effective permissions; commands and records needing anything else are left out. */
  permissions: readonly string[];
  limit?: number;
  /** Records to search along with the commands for this query only (e.g. the API's latest answer). */
  extra?: readonly CommandRecord[];
}

/** A command search bound to its index; `add`/`remove` keep live records in it between queries. */
export interface CommandSearch {
  (query: string, options: CommandSearchOptions): CommandHit[];
  add(records: readonly CommandRecord[]): void;
  remove(ids: readonly string[]): void;
}

function recordEntry(record: CommandRecord): SearchEntry<CommandTarget> {
  return { ...record, value: { kind: 'record', path: record.value.path } };
}

function hitOf(hit: SearchHit<CommandTarget>, commands: readonly CommandDef[]): CommandHit {
  const target = hit.value;
  const base = { id: hit.id, title: hit.title, score: hit.score };
  if (target.kind === 'record') return { ...base, kind: 'record', path: target.path };
  const command: CommandHit = {
    ...base,
    kind: target.kind === 'navigate' ? 'route' : 'action',
    commandId: target.id,
  };
  if (target.hotkey !== undefined) command.hotkey = target.hotkey;
  const route =
    target.kind === 'navigate'
      ? target.route
      : commands.find((c): c is NavigateCommandDef => c.kind === 'navigate' && c.route.name === target.route)
          ?.route;
  if (route) {
    command.path = route.path;
    command.routeName = route.name;
    if (route.params !== undefined) command.params = route.params;
  }
  return command;
}

/**
 * A query naming an order (`سفارش ۱۲۳۴`, `order 1234`, `#1234`, `1234`) leads with that order, then
 * changing its status, each when the admin may.
 */
function orderHits(query: string, permissions: readonly string[]): CommandHit[] {
  return orderNumberHits(query)
    .filter((hit) => hit.permission === null || permissions.includes(hit.permission))
    .map((hit, i) => {
      const command: CommandHit = {
        id: hit.id,
        title: hit.title,
        kind: hit.kind,
        path: hit.path,
        routeName: 'orders.show',
        values: hit.values,
        score: -1 + i * 0.01,
      };
      if (hit.commandId !== undefined) command.commandId = hit.commandId;
      return command;
    });
}

/**
 * Builds the command index once and returns a search function bound to it: apps create one at start-up
 * and call it on every keystroke. Results are permission-filtered (null permission is public) and
 * ranked; an empty query lists every permitted command in registry order, then the records.
 */
export function createCommandSearch(commands: readonly CommandDef[] = adminCommands): CommandSearch {
  const index = createSearchIndex(commandSearchEntries(commands));
  const search = (query: string, options: CommandSearchOptions): CommandHit[] => {
    const { permissions, limit, extra } = options;
    const hits = index.search(query, limit === undefined ? { permissions } : { permissions, limit });
    if (extra && extra.length > 0) {
      const extraHits = createSearchIndex(extra.map(recordEntry)).search(query, { permissions });
      // A stable sort keeps commands ahead of extra records on equal scores (and for the empty query).
      hits.push(...extraHits);
      hits.sort((a, b) => a.score - b.score);
    }
    const found = hits.map((hit) => hitOf(hit, commands));
    const lead = orderHits(query, permissions).map((hit) => {
      // The order's live record (its customer's name in the title) stands for it when it was found.
      const i =
        hit.kind === 'record' ? found.findIndex((f) => f.kind === 'record' && f.path === hit.path) : -1;
      if (i < 0) return hit;
      const [record] = found.splice(i, 1);
      return { ...(record as CommandHit), routeName: hit.routeName, values: hit.values, score: hit.score };
    });
    return [...lead, ...found].slice(0, limit);
  };
  return Object.assign(search, {
    add: (records: readonly CommandRecord[]) => index.add(records.map(recordEntry)),
    remove: (ids: readonly string[]) => index.remove(ids),
  });
}

/**
 * One-off command search over `adminCommands` (builds a fresh index per call: fine for tests and
 * scripts). Apps should build one with `createCommandSearch` and reuse it.
 */
export function searchCommands(query: string, options: CommandSearchOptions): CommandHit[] {
  return createCommandSearch()(query, options);
}
