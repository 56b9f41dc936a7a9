import type { EntryKeys } from './rank.ts';
import type { SearchEntry } from './types.ts';

/** An entry as the index keeps it. `mark` and `score` belong to the search running now. */
export interface IndexedEntry<T> {
  entry: SearchEntry<T>;
  keys: EntryKeys;
  /** Insertion order: the last tie-breaker and the empty-query order. */
  seq: number;
  /** False once removed or replaced: cached candidate lists skip it. */
  live: boolean;
  /** Id of the last search that scored this entry. */
  mark: number;
  /** Best score in that search. */
  score: number;
}

/**
 * The hits of one search, each entry once with its best score. Marking the entries themselves instead
 * of keeping a Map saves a hash lookup per hit: a one-letter query hits most of 10,000 records.
 */
export interface Hits<T> {
  offer(doc: IndexedEntry<T>, score: number): void;
  has(doc: IndexedEntry<T>): boolean;
  readonly list: IndexedEntry<T>[];
}

/** A collector for the search with this (unique) id. */
export function createHits<T>(searchId: number): Hits<T> {
  const list: IndexedEntry<T>[] = [];
  return {
    list,
    offer(doc, score) {
      if (doc.mark !== searchId) {
        doc.mark = searchId;
        doc.score = score;
        list.push(doc);
      } else if (score < doc.score) {
        doc.score = score;
      }
    },
    has: (doc) => doc.mark === searchId,
  };
}

function better<T>(a: IndexedEntry<T>, b: IndexedEntry<T>): number {
  return a.score - b.score || a.seq - b.seq;
}

/** The `limit` best hits in order, without sorting thousands of them when only a page is wanted. */
export function bestHits<T>(hits: readonly IndexedEntry<T>[], limit: number): IndexedEntry<T>[] {
  if (hits.length <= limit * 4) return [...hits].sort(better).slice(0, limit);
  const top: IndexedEntry<T>[] = [];
  for (const hit of hits) {
    if (top.length === limit) {
      if (better(hit, top[limit - 1] as IndexedEntry<T>) >= 0) continue;
      top.pop();
    }
    let at = top.length;
    while (at > 0 && better(hit, top[at - 1] as IndexedEntry<T>) < 0) at--;
    top.splice(at, 0, hit);
  }
  return top;
}
