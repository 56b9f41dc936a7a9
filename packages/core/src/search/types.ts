/** Something the palette can find: a screen, an action or a record (order, customer, product). */
export interface SearchEntry<T = unknown> {
  /** Unique within an index; `add` with a known id replaces the entry. */
  id: string;
  /** Display title; searched after Persian normalisation. */
  title: string;
  /** English names, Finglish, synonyms, numbers (order number, mobile): searched like the title. */
  keywords?: readonly string[];
  /** Breaks ties between similar entries; higher ranks first. Default 0, counted within -5..5. */
  priority?: number;
  /** Permission needed to see the entry; null or absent means everyone. */
  permission?: string | null;
  value: T;
}

/** One ranked result. */
export interface SearchHit<T = unknown> {
  id: string;
  title: string;
  value: T;
  /** Lower is better: about 0 for an exact match, 0.2 steps for prefix, word, contains and typo matches. */
  score: number;
}

/** Per-query options. */
export interface SearchQueryOptions {
  /** Most hits to return; all of them when absent. */
  limit?: number;
  /**
   * The admin's effective permission names. When given, entries whose permission is not in it are
   * left out (null permissions are public); when absent nothing is filtered.
   */
  permissions?: readonly string[];
}

/** Options of `createSearchIndex`. */
export interface SearchIndexOptions {
  /**
   * fuse.js threshold for typo matches, per word (0 exact .. 1 anything). Default 0.3: one typo in a
   * four- to six-letter word, two in seven letters or more.
   */
  threshold?: number;
}

/** A searchable, mutable set of entries (commands plus records arriving from the API). */
export interface SearchIndex<T> {
  /** Ranked hits for a query; an empty query lists every permitted entry in insertion order. */
  search(query: string, options?: SearchQueryOptions): SearchHit<T>[];
  /** Adds entries; an entry whose id is already there replaces it (and moves to the end). */
  add(entries: readonly SearchEntry<T>[]): void;
  /** Removes entries by id; unknown ids are ignored. */
  remove(ids: readonly string[]): void;
  /** Number of entries. */
  readonly size: number;
}
