import { normalizePersian } from '../persian/normalize.ts';
import { adminCommands } from '../registry/commands.ts';
import type { CommandDef, NavigateCommandDef, RouteParam } from '../registry/types.ts';
import { type CommandTarget, commandSearchEntries } from './command-entries.ts';
import { orderNumberHits, orderNumberInQuery } from './order-number.ts';
import { recordIntent, recordNumberInQuery } from './record-number.ts';
import { createSearchIndex } from './search-index.ts';
import { commandResource, createIntent, type RouteRole } from './staff-phrasing.ts';
import type { SearchEntry, SearchHit } from './types.ts';

/** Words that ask for one record's screen rather than the list (ویرایش محصول, جزئیات سفارش). */
const RECORD_WORDS = ['ویرایش', 'جزئیات', 'پرونده', 'edit', 'details', 'profile', 'show'];

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
    command.path = target.kind === 'navigate' && target.search ? `${route.path}${target.search}` : route.path;
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
  const entries = commandSearchEntries(commands);
  const index = createSearchIndex(entries);
  // Each indexed command's resource and role, and each resource's create command (an action when one
  // stands for the create route, otherwise the route's or the list's `?create` command).
  const indexed = new Set(entries.map((entry) => entry.id));
  const roleOf = new Map<string, { resource: string; role: RouteRole }>();
  const createOf = new Map<string, CommandDef>();
  for (const command of commands) {
    if (!indexed.has(command.id)) continue;
    const info = commandResource(command, commands);
    if (!info) continue;
    roleOf.set(command.id, info);
    const known = createOf.get(info.resource);
    if (info.role === 'create' && (!known || (known.kind === 'navigate' && command.kind === 'action'))) {
      createOf.set(info.resource, command);
    }
  }
  const allowed = (permission: string | null | undefined, permissions: readonly string[]) =>
    permission == null || permissions.includes(permission);

  /** «سفارش جدید», «ایجاد کد تخفیف»: the create commands of the resources the name finds, best first. */
  const createHits = (noun: string, permissions: readonly string[]): CommandHit[] => {
    const out: CommandHit[] = [];
    const nounHits = index.search(noun, { permissions, limit: 20 });
    // Only the names it finds about as well as the best one (not every typo-near screen).
    const best = nounHits[0]?.score ?? 0;
    for (const hit of nounHits.filter((h) => h.score <= best + 0.3)) {
      const info = roleOf.get(hit.id);
      const command = info && createOf.get(info.resource);
      if (!command || !allowed(command.permission, permissions) || out.some((o) => o.id === command.id))
        continue;
      out.push(
        hitOf(
          { id: command.id, title: command.title, value: command, score: -0.5 + out.length * 0.01 },
          commands,
        ),
      );
    }
    return out;
  };

  /** A list outranks the create, edit and record screens of its own resource (محصول → محصولات). */
  const listFirst = (found: CommandHit[]) => {
    for (let i = 0; i < found.length; i++) {
      const info = roleOf.get(found[i]?.id ?? '');
      if (!info || info.role === 'list') continue;
      const j = found.findIndex((hit, k) => {
        const other = roleOf.get(hit.id);
        return k > i && other?.resource === info.resource && other.role === 'list';
      });
      if (j < 0) continue;
      const [list] = found.splice(j, 1);
      found.splice(i, 0, { ...(list as CommandHit), score: found[i]?.score ?? 0 });
    }
  };

  /** «محصول ۱۲», «مشتری شماره ۵»: that record's screen, when the name finds its resource. */
  const recordHits = (query: string, permissions: readonly string[]): CommandHit[] => {
    if (orderNumberInQuery(query) !== null) return [];
    const named = recordNumberInQuery(query);
    if (!named) return [];
    // The first screen the name finds that belongs to a resource decides which record is meant.
    for (const hit of index.search(named.noun, { permissions, limit: 5 })) {
      if (!roleOf.has(hit.id) || hit.value.kind !== 'navigate') continue;
      const intent = recordIntent(hit.value.route, named.number, commands);
      if (!intent || !allowed(intent.route.permission, permissions)) return [];
      return [
        {
          id: intent.id,
          title: intent.title,
          kind: 'record',
          path: intent.path,
          routeName: intent.route.name,
          values: intent.values,
          score: -1,
        },
      ];
    }
    return [];
  };

  const search = (query: string, options: CommandSearchOptions): CommandHit[] => {
    const { permissions, limit, extra } = options;
    const hits = index.search(query, limit === undefined ? { permissions } : { permissions, limit });
    if (extra && extra.length > 0) {
      const extraHits = createSearchIndex(extra.map(recordEntry)).search(query, { permissions });
      // A stable sort keeps commands ahead of extra records on equal scores (and for the empty query).
      hits.push(...extraHits);
      hits.sort((a, b) => a.score - b.score);
    }
    let found = hits.map((hit) => hitOf(hit, commands));
    const noun = createIntent(query);
    if (noun !== null) {
      const creates = createHits(noun, permissions);
      found = [...creates, ...found.filter((hit) => !creates.some((c) => c.id === hit.id))];
    } else {
      const words = prepareWords(query);
      if (!words.some((word) => RECORD_WORDS.includes(word))) listFirst(found);
    }
    const lead = [
      ...orderHits(query, permissions).map((hit) => {
        // The order's live record (its customer's name in the title) stands for it when it was found.
        const i =
          hit.kind === 'record' ? found.findIndex((f) => f.kind === 'record' && f.path === hit.path) : -1;
        if (i < 0) return hit;
        const [record] = found.splice(i, 1);
        return { ...(record as CommandHit), routeName: hit.routeName, values: hit.values, score: hit.score };
      }),
      ...recordHits(query, permissions),
    ];
    return [...lead, ...found].slice(0, limit);
  };
  return Object.assign(search, {
    add: (records: readonly CommandRecord[]) => index.add(records.map(recordEntry)),
    remove: (ids: readonly string[]) => index.remove(ids),
  });
}

function prepareWords(query: string): string[] {
  return normalizePersian(query).split(' ');
}

let shared: CommandSearch | undefined;

/**
 * Command search over `adminCommands` for tests and scripts, on one index built on first use (it is
 * never given records). Apps build their own with `createCommandSearch`.
 */
export function searchCommands(query: string, options: CommandSearchOptions): CommandHit[] {
  shared ??= createCommandSearch();
  return shared(query, options);
}
