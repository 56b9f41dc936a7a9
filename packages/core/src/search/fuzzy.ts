import type { Hits, IndexedEntry } from './hits.ts';
import { fuzzyScore, type PreparedQuery } from './rank.ts';
import { isFuzzyWord, type Vocabulary } from './vocabulary.ts';

/** How well an entry matches one query word: 0 literally, fuse's score for a similar word, null not at all. */
function tokenScore<T>(
  doc: IndexedEntry<T>,
  token: string,
  similar: Map<string, number> | undefined,
): number | null {
  if (doc.keys.joined.includes(token)) return 0;
  if (!similar) return null;
  let best: number | null = null;
  for (const word of doc.keys.words) {
    const score = similar.get(word);
    if (score !== undefined && (best === null || score < best)) best = score;
  }
  return best;
}

/**
 * Offers the typo matches of a query: entries in which every query word is found literally or as a
 * word fuse.js finds similar (`محصوت` → محصولات). Entries already hit literally are skipped.
 */
export function offerFuzzyHits<T>(
  vocabulary: Vocabulary<IndexedEntry<T>>,
  query: PreparedQuery,
  allowed: (doc: IndexedEntry<T>) => boolean,
  hits: Hits<T>,
): void {
  const fuzzyTokens = query.tokens.filter(isFuzzyWord);
  const [first] = fuzzyTokens;
  if (first === undefined) return;
  const similar = new Map(fuzzyTokens.map((token) => [token, vocabulary.similar(token)]));
  const candidates = new Set<IndexedEntry<T>>();
  for (const word of similar.get(first)?.keys() ?? []) {
    for (const doc of vocabulary.entriesOf(word) ?? []) candidates.add(doc);
  }
  for (const doc of candidates) {
    if (hits.has(doc) || !allowed(doc)) continue;
    let total = 0;
    for (const token of query.tokens) {
      const score = tokenScore(doc, token, similar.get(token));
      if (score === null) {
        total = Number.NaN;
        break;
      }
      total += score;
    }
    if (!Number.isNaN(total)) hits.offer(doc, fuzzyScore(total / query.tokens.length, doc.entry.priority));
  }
}
