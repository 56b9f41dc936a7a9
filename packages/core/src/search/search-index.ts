import { latinKeysToPersian } from '../persian/normalize.ts';
import { offerFuzzyHits } from './fuzzy.ts';
import { bestHits, createHits, type Hits, type IndexedEntry } from './hits.ts';
import { entryKeys, isPresent, literalScore, type PreparedQuery, prepareQuery } from './rank.ts';
import { createShortQueryLists, SHORT_QUERY } from './short-query.ts';
import type { SearchEntry, SearchHit, SearchIndex, SearchIndexOptions, SearchQueryOptions } from './types.ts';
import { createVocabulary } from './vocabulary.ts';

type Allowed<T> = (doc: IndexedEntry<T>) => boolean;

const LATIN = /[a-z]/;
const DEFAULT_THRESHOLD = 0.3;
/** How many recent queries keep their literal candidates for the next keystroke. */
const NARROWING_SLOTS = 4;
/** A hit found through the keyboard-layout fallback ranks just below the same match typed right. */
const FALLBACK_PENALTY = 0.05;
/** Bulk changes rebuild the short-query lists on demand instead of updating them entry by entry. */
const BULK = 200;

/**
 * A Persian-aware search index over entries of any kind. Title and keywords are normalised
 * (`normalizePersian`) on both sides, with a compact (spaceless) key. Literal matches rank by tier
 * (exact, prefix, word start, contains); typos come after them, matched word by word through fuse.js
 * over the index's vocabulary; within a tier the closer match and then the higher `priority` wins,
 * then insertion order. A Latin query with no literal match is retried as the Persian letters on the
 * same keys (`sthva` → سفارش).
 */
export function createSearchIndex<T>(
  entries: readonly SearchEntry<T>[] = [],
  options: SearchIndexOptions = {},
): SearchIndex<T> {
  const docs = new Map<string, IndexedEntry<T>>();
  const vocabulary = createVocabulary<IndexedEntry<T>>(options.threshold ?? DEFAULT_THRESHOLD);
  let seq = 0;
  let searches = 0;
  // Entries literally present for recent queries. One more letter only narrows the set (an entry
  // containing 'سفارش' contains 'سفار'), so the next keystroke scans these instead of every entry.
  let recent: { text: string; docs: IndexedEntry<T>[] }[] = [];
  const shortLists = createShortQueryLists<T>();
  let removedSinceBuild = 0;

  function candidates(text: string): Iterable<IndexedEntry<T>> {
    let base = shortLists.presentFor(text);
    for (const slot of recent) {
      if (text.startsWith(slot.text) && (!base || slot.text.length > base.text.length)) base = slot;
    }
    return base ? base.docs : docs.values();
  }

  function remember(text: string, present: IndexedEntry<T>[]): void {
    const others = recent.filter((slot) => slot.text !== text);
    recent = [{ text, docs: present }, ...others].slice(0, NARROWING_SLOTS);
  }

  function remove(ids: readonly string[]): void {
    for (const id of ids) {
      const doc = docs.get(id);
      if (!doc) continue;
      docs.delete(id);
      doc.live = false;
      vocabulary.remove(doc, doc.keys.words);
      removedSinceBuild++;
    }
    // Removed entries stay in the short-query lists (skipped as not live) until there are many.
    if (removedSinceBuild > BULK) {
      shortLists.clear();
      removedSinceBuild = 0;
    }
    recent = [];
  }

  function add(list: readonly SearchEntry<T>[]): void {
    for (const entry of list) {
      remove([entry.id]);
      const doc = {
        entry,
        keys: entryKeys(entry.title, entry.keywords),
        seq: seq++,
        live: true,
        mark: 0,
        score: Number.NaN,
      };
      docs.set(entry.id, doc);
      vocabulary.add(doc, doc.keys.words);
      if (list.length <= BULK) shortLists.added(doc);
    }
    if (list.length > BULK) shortLists.clear();
    recent = [];
  }

  /** Offers the literal hits, then typo hits when literal ones don't fill the page; returns the literal count. */
  function rank(
    query: PreparedQuery,
    allowed: Allowed<T>,
    limit: number,
    hits: Hits<T>,
    penalty = 0,
  ): number {
    if (query.compact.length <= SHORT_QUERY) {
      const short = shortLists.offer(query, docs.values(), allowed, limit, hits, penalty);
      remember(query.text, short.present);
      return short.offered;
    }
    const present: IndexedEntry<T>[] = [];
    let literal = 0;
    for (const doc of candidates(query.text)) {
      if (!doc.live || !isPresent(doc.keys, query)) continue;
      present.push(doc);
      if (!allowed(doc)) continue;
      const score = literalScore(doc.keys, query, doc.entry.priority);
      if (score === null) continue;
      hits.offer(doc, score + penalty);
      literal++;
    }
    remember(query.text, present);
    // Typos rank below every literal match: only look for them when literal hits don't fill the page.
    if (literal < limit) offerFuzzyHits(vocabulary, query, allowed, hits);
    return literal;
  }

  function search(query: string, searchOptions: SearchQueryOptions = {}): SearchHit<T>[] {
    const limit = searchOptions.limit ?? Number.POSITIVE_INFINITY;
    const permitted = searchOptions.permissions ? new Set(searchOptions.permissions) : null;
    const allowed: Allowed<T> = (doc) => {
      const permission = doc.entry.permission;
      return (
        permitted === null || permission === null || permission === undefined || permitted.has(permission)
      );
    };
    const prepared = prepareQuery(query);
    if (prepared.text === '') {
      return [...docs.values()]
        .filter(allowed)
        .slice(0, limit)
        .map((doc) => hitOf(doc, 0));
    }
    searches++;
    const hits = createHits<T>(searches);
    const literal = rank(prepared, allowed, limit, hits);
    const layout = literal === 0 && LATIN.test(prepared.text) ? latinKeysToPersian(prepared.text) : null;
    if (layout !== null) rank(prepareQuery(layout), allowed, limit, hits, FALLBACK_PENALTY);
    return bestHits(hits.list, limit).map((doc) => hitOf(doc, doc.score));
  }

  add(entries);
  return {
    search,
    add,
    remove,
    get size() {
      return docs.size;
    },
  };
}

function hitOf<T>(doc: IndexedEntry<T>, score: number): SearchHit<T> {
  return { id: doc.entry.id, title: doc.entry.title, value: doc.entry.value, score };
}
