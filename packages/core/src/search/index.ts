export { type CommandTarget, commandSearchEntries } from './command-entries.ts';
export type { CommandHit, CommandRecord, CommandSearch, CommandSearchOptions } from './command-search.ts';
export { createCommandSearch, searchCommands } from './command-search.ts';
export {
  ORDER_MOVE_SEARCH,
  type OrderNumberHit,
  orderNumberHits,
  orderNumberInQuery,
} from './order-number.ts';
export { createSearchIndex } from './search-index.ts';
export type { SearchEntry, SearchHit, SearchIndex, SearchIndexOptions, SearchQueryOptions } from './types.ts';
