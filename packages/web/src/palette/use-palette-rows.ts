import { type CommandHit, can } from '@shop-admin/core';
import { useMemo } from 'react';
import { useServices } from '../app/services-context.tsx';
import { paletteSearch } from './palette-search.ts';
import { type RecentItem, readRecent } from './recent.ts';

/** Most rows the palette renders for a query (the index ranks; the DOM stays small). */
export const PALETTE_LIMIT = 50;

/** One row of the palette. */
export interface PaletteRow {
  /** Unique cmdk value. */
  key: string;
  title: string;
  kind: CommandHit['kind'];
  hit?: CommandHit;
  recent?: RecentItem;
  /** A concrete path (record, recent route with params, an order by its number). */
  path?: string;
  hotkey?: string;
  group: 'recent' | 'results';
}

/**
 * The rows for a query: on empty input the recent items (still permitted) first, then every
 * permitted command; otherwise core's ranked hits (led by the order a number names).
 * `version` changes when live records were added to the index.
 */
export function usePaletteRows(query: string, permissions: readonly string[], version: number): PaletteRow[] {
  const { commandSearch } = paletteSearch(useServices());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` re-runs the search after records arrive
  return useMemo(() => {
    const hits = commandSearch(query, { permissions, limit: PALETTE_LIMIT });
    const rows: PaletteRow[] = [];
    const trimmed = query.trim();
    if (trimmed === '') {
      for (const recent of readRecent()) {
        if (!can(permissions, recent.permission)) continue;
        const row: PaletteRow = {
          key: `recent:${recent.path ?? recent.id}`,
          title: recent.title,
          kind: recent.kind,
          recent,
          group: 'recent',
        };
        if (recent.path !== undefined) row.path = recent.path;
        if (recent.hotkey !== undefined) row.hotkey = recent.hotkey;
        rows.push(row);
      }
    }
    // Core leads with the order a number names (`سفارش ۱۲۳۴`, `#1234`), then changing its status.
    for (const hit of hits) {
      const row: PaletteRow = { key: hit.id, title: hit.title, kind: hit.kind, hit, group: 'results' };
      if (hit.kind === 'record' && hit.path !== undefined) row.path = hit.path;
      if (hit.hotkey !== undefined) row.hotkey = hit.hotkey;
      rows.push(row);
    }
    return rows;
  }, [commandSearch, query, permissions, version]);
}
