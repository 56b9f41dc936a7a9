import type { ResourceDef } from '@shop-admin/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ListQuery } from '../resource-service.ts';
import { type ExportColumn, exportFormatOf, resourceExportColumns } from './format.ts';
import { sendExport } from './send.ts';
import { type ExportBatches, pagedBatches } from './sources.ts';

export interface ListExportOptions<Row> {
  resource: ResourceDef;
  /** The list's query as read from the request (filters and sort; paging is ignored). */
  query: ListQuery;
  now: Date;
  /** The list itself, read page by page when no `batches` are given. */
  list: (query: ListQuery) => Promise<{ items: Row[] }>;
  /** A faster whole-list reader (keyset), when the service has one for this query (undefined: page like the list); called only for a download. */
  batches?: () => ExportBatches<Row> | undefined;
  /** Columns other than the resource's list columns. */
  columns?: readonly ExportColumn[];
}

/**
 * The download branch of any list route: when the request asks for CSV or Excel (`Accept` or
 * `?export=`), streams the whole filtered list with the resource's Persian column headers and returns
 * the reply; otherwise returns null and the route answers JSON as usual.
 */
export function listExport<Row>(
  request: FastifyRequest,
  reply: FastifyReply,
  options: ListExportOptions<Row>,
): FastifyReply | null {
  const format = exportFormatOf(request.query, request.headers.accept);
  if (!format) return null;
  const { query, resource } = options;
  const batches =
    options.batches?.() ??
    pagedBatches(async (page, perPage) => {
      const result = await options.list({ ...query, page: { page, perPage, all: false } });
      return result.items;
    });
  return sendExport(reply, {
    format,
    name: resource.name,
    title: resource.title,
    columns: options.columns ?? resourceExportColumns(resource),
    batches,
    now: options.now,
  });
}
