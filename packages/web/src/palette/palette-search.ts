import { type CommandSearch, createCommandSearch } from '@shop-admin/core';
import type { AppServices } from '../app/services.ts';
import { createRecordSearch, type RecordSearch } from './record-search.ts';

/** The palette's command index (core's, with Fuse) and its live record search over the API. */
export interface PaletteSearch {
  commandSearch: CommandSearch;
  recordSearch: RecordSearch;
}

const built = new WeakMap<AppServices, PaletteSearch>();

/**
 * The palette's search of these services, built on first use and kept for the session (records found
 * stay findable). It lives in the palette's chunk, not in the shell: the index and Fuse load with the
 * palette, which the host prefetches when the browser is idle.
 */
export function paletteSearch(services: AppServices): PaletteSearch {
  let search = built.get(services);
  if (!search) {
    const commandSearch = createCommandSearch();
    search = { commandSearch, recordSearch: createRecordSearch(services.api, commandSearch) };
    built.set(services, search);
  }
  return search;
}
