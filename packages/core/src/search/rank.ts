import { normalizePersian } from '../persian/normalize.ts';

/** How an entry matched a query, best first; typos (fuse.js) come after every literal match. */
export const TIER = { exact: 0, prefix: 1, word: 2, contains: 3, fuzzy: 4 } as const;

/** Width of one tier in the score. Within a tier, closeness and priority move a hit by less than this. */
const TIER_WIDTH = 0.2;
const CLOSENESS_WEIGHT = 0.09;
const PRIORITY_STEP = 0.01;
const PRIORITY_RANGE = 5;
const SEPARATOR = '\u0001';
const SEPARATOR_CODE = 1;

/** An entry's search keys, normalised once when it is added. */
export interface EntryKeys {
  /** Normalised title and keywords. */
  keys: readonly string[];
  /** The same without spaces (سفارش‌ها = سفارشها = سفارش ها). */
  compact: readonly string[];
  /**
   * The compact keys joined by a separator no query contains. A key containing the query means its
   * compact form contains the compact query, so one `includes` here rejects most entries.
   */
  joined: string;
  /** The distinct words of the keys, for typo matching. */
  words: readonly string[];
}

/** A query normalised the same way as the keys. */
export interface PreparedQuery {
  text: string;
  compact: string;
  /** The text after a space, to find it at a word start. */
  spaced: string;
  tokens: readonly string[];
}

/** Normalises an entry's title and keywords into its search keys. */
export function entryKeys(title: string, keywords: readonly string[] = []): EntryKeys {
  const keys = [title, ...keywords].map(normalizePersian).filter((key) => key !== '');
  // compactPersian(x) is normalizePersian(x) without spaces: reuse the normalised keys.
  const compact = keys.map((key) => key.replace(/ /g, ''));
  const words = [...new Set(keys.flatMap((key) => key.split(' ')))];
  return { keys, compact, joined: compact.join(SEPARATOR), words };
}

/** Normalises a query (digits, Yeh and Kaf, ZWNJ, case) like the keys. */
export function prepareQuery(query: string): PreparedQuery {
  const text = normalizePersian(query);
  return {
    text,
    compact: text.replace(/ /g, ''),
    spaced: ` ${text}`,
    tokens: text.split(' ').filter((token) => token !== ''),
  };
}

/**
 * One number to sort by (lower is better): the tier, then how closely the query covers the matched key
 * (or fuse's typo score, 0..1, for the fuzzy tier), then the entry's priority.
 */
export function blendScore(tier: number, closeness: number, priority = 0): number {
  const clamped = Math.max(-PRIORITY_RANGE, Math.min(PRIORITY_RANGE, priority));
  return tier * TIER_WIDTH + closeness * CLOSENESS_WEIGHT - clamped * PRIORITY_STEP;
}

/**
 * Whether the query is literally in an entry: the compact query in a compact key, or every word of the
 * query somewhere in the entry. Entries failing this for a query fail it for every longer query too.
 */
export function isPresent(entry: EntryKeys, query: PreparedQuery): boolean {
  if (entry.joined.includes(query.compact)) return true;
  if (query.tokens.length < 2) return false;
  for (const token of query.tokens) if (!entry.joined.includes(token)) return false;
  return true;
}

/** Whether some key has the query at a word start (after a space): the original keys keep the spaces. */
function atWordStart(entry: EntryKeys, spaced: string): boolean {
  for (const key of entry.keys) if (key.includes(spaced)) return true;
  return false;
}

/**
 * Score of the literal (non-typo) match of a present entry (see `isPresent`), or null when a single
 * letter is only found inside words (noise, not a match). This runs for every hit of every keystroke
 * (thousands for a short query), so it reads the occurrences in the joined compact keys: one at a key
 * start is a prefix (exact when it is the whole key), and only otherwise are the words looked at.
 */
export function literalScore(entry: EntryKeys, query: PreparedQuery, priority?: number): number | null {
  const { compact } = query;
  const joined = entry.joined;
  let prefixCoverage = 0;
  let pos = joined.indexOf(compact);
  while (pos >= 0) {
    if (pos === 0 || joined.charCodeAt(pos - 1) === SEPARATOR_CODE) {
      const end = joined.indexOf(SEPARATOR, pos);
      const keyLength = (end < 0 ? joined.length : end) - pos;
      if (keyLength === compact.length) return blendScore(TIER.exact, 0, priority);
      prefixCoverage = Math.max(prefixCoverage, compact.length / keyLength);
    }
    pos = joined.indexOf(compact, pos + 1);
  }
  if (prefixCoverage > 0) return blendScore(TIER.prefix, 1 - prefixCoverage, priority);
  if (atWordStart(entry, query.spaced)) return blendScore(TIER.word, 0.5, priority);
  // A single letter inside a word is noise; longer text inside a word, or every query word, is a match.
  if (compact.length === 1) return null;
  return blendScore(TIER.contains, joined.includes(compact) ? 0.5 : 1, priority);
}

/** Score of a typo match from fuse.js (its score: 0 perfect .. 1 no match). */
export function fuzzyScore(fuseScore: number, priority?: number): number {
  return blendScore(TIER.fuzzy, Math.min(1, Math.max(0, fuseScore)), priority);
}
