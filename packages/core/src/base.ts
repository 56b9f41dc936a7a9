/**
 * @shop-admin/core/base: all of core but the fetch API client (`createApiClient`, on ofetch). Loading
 * ofetch reads `globalThis.Headers`, which on Node loads its whole fetch implementation (undici):
 * about as much start-up as Node itself. The CLI imports this entry and talks through node:http, and
 * loads the fetch client (`@shop-admin/core/http-client`) only for what needs it (event streams).
 * Each area keeps its own barrel; this file just gathers them.
 */
export * from './admin-home/index.ts';
export * from './audit/index.ts';
export * from './checkout/index.ts';
export * from './colour/index.ts';
export * from './config/index.ts';
export * from './constants.ts';
export * from './dashboard/index.ts';
export * from './display/index.ts';
export * from './errors/index.ts';
export * from './http/index.ts';
export * from './jalali/index.ts';
export * from './notifications/index.ts';
export * from './orders/index.ts';
export * from './pagination/index.ts';
export * from './permissions/index.ts';
export * from './persian/index.ts';
export * from './pricing/index.ts';
export * from './registry/index.ts';
export * from './reports/index.ts';
export * from './schema/index.ts';
export * from './search/index.ts';
export * from './session/index.ts';
export * from './settings/index.ts';
export * from './store/index.ts';
export * from './till/index.ts';
export * from './validation/index.ts';
export * from './withdraws/index.ts';
