import type { Hits, IndexedEntry } from './hits.ts';
import { isPresent, literalScore, type PreparedQuery } from './rank.ts';

/** Queries up to this many letters (without spaces) get a ranked list kept for the next time. */
export const SHORT_QUERY = 2;
/** How many short queries keep their lists (the oldest is dropped first). */
const KEPT = 32;

interface Ranked<T> {
  doc: IndexedEntry<T>;
  score: number;
}

interface ShortList<T> {
  ranked: Ranked<T>[];
  /** Entries the query is literally in (a superset of `ranked`): the next keystroke only scans these. */
  present: IndexedEntry<T>[];
}

/** Ranked entries per short query, kept up to date as entries come and go. */
export interface ShortQueryLists<T> {
  /**
   * Offers the best permitted live entries for a short query, at most `limit`; returns how many, and
   * the entries the query is in (removed ones included), for narrowing the next keystroke.
   */
  offer(
    query: PreparedQuery,
    docs: Iterable<IndexedEntry<T>>,
    allowed: (doc: IndexedEntry<T>) => boolean,
    limit: number,
    hits: Hits<T>,
    penalty: number,
  ): { offered: number; present: IndexedEntry<T>[] };
  /** The entries containing the longest short query already ranked that `text` starts with. */
  presentFor(text: string): { text: string; docs: IndexedEntry<T>[] } | undefined;
  /** Files a new entry into the lists already built. */
  added(doc: IndexedEntry<T>): void;
  /** Drops every list (after a bulk change). */
  clear(): void;
}

function better<T>(a: Ranked<T>, b: Ranked<T>): number {
  return a.score - b.score || a.doc.seq - b.doc.seq;
}

/**
 * The first keystrokes are the costly ones: one or two letters are in most of 10,000 records. Their
 * ranking depends only on the entry and the query, so each short query is ranked once, on first use,
 * and later keystrokes walk its list until the page is full.
 */
export function createShortQueryLists<T>(): ShortQueryLists<T> {
  const lists = new Map<string, { query: PreparedQuery; list: ShortList<T> }>();

  function build(query: PreparedQuery, docs: Iterable<IndexedEntry<T>>): ShortList<T> {
    const list: ShortList<T> = { ranked: [], present: [] };
    for (const doc of docs) {
      if (!isPresent(doc.keys, query)) continue;
      list.present.push(doc);
      const score = literalScore(doc.keys, query, doc.entry.priority);
      if (score !== null) list.ranked.push({ doc, score });
    }
    list.ranked.sort(better);
    if (lists.size >= KEPT) lists.delete(lists.keys().next().value as string);
    lists.set(query.text, { query, list });
    return list;
  }

  return {
    offer(query, docs, allowed, limit, hits, penalty) {
      const list = lists.get(query.text)?.list ?? build(query, docs);
      let offered = 0;
      for (const { doc, score } of list.ranked) {
        if (offered >= limit) break;
        if (!doc.live || !allowed(doc)) continue;
        hits.offer(doc, score + penalty);
        offered++;
      }
      return { offered, present: list.present };
    },
    presentFor(text) {
      // Lists are keyed by the normalised text, which may hold a space ('a b' is a two-letter query).
      for (let length = Math.min(text.length, SHORT_QUERY * 2); length > 0; length--) {
        const prefix = text.slice(0, length);
        const kept = lists.get(prefix);
        if (kept) return { text: prefix, docs: kept.list.present };
      }
      return undefined;
    },
    added(doc) {
      for (const { query, list } of lists.values()) {
        if (!isPresent(doc.keys, query)) continue;
        list.present.push(doc);
        const score = literalScore(doc.keys, query, doc.entry.priority);
        if (score === null) continue;
        const ranked = { doc, score };
        let low = 0;
        let high = list.ranked.length;
        while (low < high) {
          const mid = (low + high) >>> 1;
          if (better(list.ranked[mid] as Ranked<T>, ranked) <= 0) low = mid + 1;
          else high = mid;
        }
        list.ranked.splice(low, 0, ranked);
      }
    },
    clear() {
      lists.clear();
    },
  };
}
