import { type ApiClient, type CommandSearch, can } from '@shop-admin/core';
import { type RecordSource, recordSources, searchSource } from './record-sources.ts';

/** Live record search of the palette: asks the API and keeps what it found in the command index. */
export interface RecordSearch {
  /**
   * Asks every permitted source for `query`; the records found are added to the command index (they
   * stay findable offline for the session). Resolves to how many came back. Sources whose endpoint
   * is missing (404/405) are skipped from then on.
   */
  search(query: string, permissions: readonly string[], signal: AbortSignal): Promise<number>;
  /** Names of the resources whose endpoint turned out to be missing. */
  missing(): readonly string[];
  /** The sources in use (for the palette's status line and tests). */
  sources(): readonly RecordSource[];
}

/** Creates the record search over the registry's sources and the app's command index. */
export function createRecordSearch(
  api: ApiClient,
  index: CommandSearch,
  sources: readonly RecordSource[] = recordSources(),
): RecordSearch {
  const missing = new Set<string>();
  return {
    async search(query, permissions, signal) {
      const active = sources.filter(
        (source) => !missing.has(source.resource.name) && can(permissions, source.permission),
      );
      const results = await Promise.all(active.map((source) => searchSource(api, source, query, signal)));
      let found = 0;
      results.forEach((result, i) => {
        const source = active[i];
        if (!source) return;
        if (result.ok) {
          index.add(result.records);
          found += result.records.length;
        } else if (result.missing) missing.add(source.resource.name);
      });
      return found;
    },
    missing: () => [...missing],
    sources: () => sources,
  };
}
