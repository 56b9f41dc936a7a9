import { normalizePersian } from '../persian/normalize.ts';
import { adminRoutes, findRoute } from './routes/index.ts';
import type { RouteDef, RouteMatch, RouteParam, RouteParamValues } from './types.ts';

interface Segment {
  text: string;
  param?: RouteParam;
}

const DIGITS = /^\d+$/;

function segmentsOf(route: RouteDef): Segment[] {
  return route.path
    .split('/')
    .filter((part) => part !== '')
    .map((part) => {
      if (!part.startsWith(':')) return { text: part };
      const name = part.slice(1).replace(/\?$/, '');
      const declared = route.params?.find((p) => p.name === name);
      const param: RouteParam = declared ?? { name, label: name, kind: 'text', optional: part.endsWith('?') };
      return { text: part, param };
    });
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Ids accept any digit script (a Persian `۱۲۳` typed in the palette is order 123). */
function paramValue(param: RouteParam, raw: string): string | null {
  if (param.kind !== 'id') return raw;
  const ascii = normalizePersian(raw);
  return DIGITS.test(ascii) ? ascii : null;
}

function matchSegments(segments: Segment[], parts: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  if (parts.length > segments.length) return null;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as Segment;
    const part = parts[i];
    if (part === undefined) {
      if (segment.param?.optional) continue;
      return null;
    }
    if (!segment.param) {
      if (segment.text !== part) return null;
      continue;
    }
    const value = paramValue(segment.param, decode(part));
    if (value === null || value === '') return null;
    params[segment.param.name] = value;
  }
  return params;
}

/**
 * The route a pathname belongs to, with its params (`/admin/order/123` → orders.show, `{ id: '123' }`).
 * Query string, hash and trailing slashes are ignored; `:id` params only match digits. When several
 * routes match, the one with more static segments wins, so `/admin/order/create` is the create form.
 */
export function matchRoute(pathname: string, routes: readonly RouteDef[] = adminRoutes): RouteMatch | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  const parts = path.split('/').filter((part) => part !== '');
  let best: { match: RouteMatch; statics: number } | null = null;
  for (const route of routes) {
    const segments = segmentsOf(route);
    const params = matchSegments(segments, parts);
    if (!params) continue;
    const statics = segments.filter((segment) => !segment.param).length;
    if (!best || statics > best.statics) best = { match: { route, params }, statics };
  }
  return best?.match ?? null;
}

/**
 * The concrete path of a route (by definition or by name) with its params filled in and encoded.
 * A param without a value falls back to its `default`; an optional one is then left out. Throws an
 * Error naming the route and the param when a required one is missing or an id is not a number.
 */
export function buildPath(route: RouteDef | string, params: RouteParamValues = {}): string {
  const def = typeof route === 'string' ? findRoute(route) : route;
  if (!def) throw new Error(`buildPath: no route named "${String(route)}"`);
  const parts: string[] = [];
  for (const segment of segmentsOf(def)) {
    const param = segment.param;
    if (!param) {
      parts.push(segment.text);
      continue;
    }
    const given = params[param.name];
    const raw = given === undefined || given === null || given === '' ? param.default : String(given);
    if (raw === undefined) {
      if (param.optional) continue;
      throw new Error(
        `buildPath: route "${def.name}" (${def.path}) needs the parameter "${param.name}" (${param.label})`,
      );
    }
    const value = paramValue(param, raw);
    if (value === null) {
      throw new Error(
        `buildPath: parameter "${param.name}" of route "${def.name}" must be a number, got "${raw}"`,
      );
    }
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}`;
}
