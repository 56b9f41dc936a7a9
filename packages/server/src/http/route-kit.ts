import {
  type PermissionName,
  permissionsOf,
  type ResourceName,
  type ResourceOf,
  type RouteName,
  resourceNamed,
  routeNamed,
  type StemPermissions,
  toPersianDigits,
} from '@shop-admin/core';
import type { FastifyRequest } from 'fastify';
import type { ActionContext, ListQuery } from '../services/resource-service.ts';
import { notFound, refused } from './errors.ts';
import { LIST_ALL_MAX, laravelPage, type RawQuery } from './paginate.ts';

/** The core declaration of a resource; a missing one is a programming error caught at start. */
export function declared<R extends ResourceName>(name: R): ResourceOf<R> {
  return resourceNamed(name);
}

/** The read_/write_/modify_/delete_ permissions of a declared resource. */
export const permissionsOfResource = (name: ResourceName): StemPermissions =>
  permissionsOf(declared(name).permissionStem);

/** The permission core declares for a screen, for the API routes that serve exactly that screen. */
export function routePermission(name: RouteName): PermissionName {
  const permission = routeNamed(name).permission;
  if (!permission) throw new Error(`core declares no route ${name} with a permission`);
  return permission;
}

/** The record a read found, or the 404 every missing record answers. */
export async function orNotFound<T>(found: Promise<T | null | undefined>): Promise<T> {
  return (await found) ?? Promise.reject(notFound());
}

/** The `:id` path parameter: digits only, anything else is a 404 like Laravel's model binding. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[0-9]{1,15}$' } },
} as const;

/** The request's own URL without its query: the paginator's `path`. */
export const pagePath = (request: FastifyRequest): string =>
  `${request.protocol}://${request.host}${request.url.split('?')[0]}`;

/** The 422 of an `all=1` list longer than LIST_ALL_MAX: page through it or download it. */
export function tooManyForAll(total: number) {
  return refused(
    'too_many',
    `${toPersianDigits(total)} ردیف با این فیلترها پیدا شد؛ دریافت همه با هم (all=1) حداکثر ${toPersianDigits(LIST_ALL_MAX)} ردیف است. صفحه‌به‌صفحه بگیرید (page و per_page تا ۲۰۰) یا فایل خروجی را دانلود کنید (export=csv).`,
    'all',
  );
}

/**
 * A list under its key: the whole array with `all=1` (at most LIST_ALL_MAX rows, else a 422), else a
 * Laravel paginator keeping the query.
 */
export function pagedList<T>(request: FastifyRequest, query: ListQuery, items: T[], total: number) {
  if (query.page.whole || query.page.all) {
    if (total > LIST_ALL_MAX || items.length > LIST_ALL_MAX)
      throw tooManyForAll(Math.max(total, items.length));
    return items;
  }
  return laravelPage(items, total, query.page, {
    path: pagePath(request),
    query: request.query as RawQuery,
  });
}

/** The acting admin and the time, for services that record who did what. */
export function actionOf(request: FastifyRequest, now: Date): ActionContext {
  if (!request.admin) throw new Error('an admin route reached without an admin');
  return { admin: request.admin, now };
}
