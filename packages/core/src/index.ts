/**
 * @shop-admin/core: the public surface. Every other package imports from here only (the CLI from
 * `./base.ts`, the same without the fetch client, see there).
 */
export * from './base.ts';
export { createApiClient } from './http/client.ts';
