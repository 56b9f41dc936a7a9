import Fuse from 'fuse.js';
import { normalizePersian } from '../persian/normalize.ts';

/** Typo matching only makes sense on words this long (one typo in two letters is half the word). */
export const MIN_FUZZY_LENGTH = 3;
const HAS_DIGIT = /\d/;

/**
 * Whether a word (or query token) takes part in typo matching. Numbers and codes (order numbers,
 * mobiles, SKUs) only ever match literally: a "typo" there is another record.
 */
export function isFuzzyWord(word: string): boolean {
  return word.length >= MIN_FUZZY_LENGTH && !HAS_DIGIT.test(word);
}

/**
 * The distinct words of an index with the entries using each, and a fuse.js index over the words.
 * Typos are matched word by word against this vocabulary (a few hundred or thousand short words)
 * instead of against every entry, which keeps a keystroke over 10,000 records within a frame.
 */
export interface Vocabulary<E> {
  /** Registers an entry's (normalised) words. */
  add(entry: E, words: readonly string[]): void;
  /** Forgets an entry; words no entry uses any more leave the fuzzy index. */
  remove(entry: E, words: readonly string[]): void;
  /** Words within the typo threshold of a token, with fuse's score (0 exact .. 1). */
  similar(token: string): Map<string, number>;
  /** The entries using a word. */
  entriesOf(word: string): ReadonlySet<E> | undefined;
}

/** Creates an empty vocabulary whose typo matching uses fuse.js with this threshold. */
export function createVocabulary<E>(threshold: number): Vocabulary<E> {
  const users = new Map<string, Set<E>>();
  const fuse = new Fuse<{ word: string }>([], {
    includeScore: true,
    shouldSort: false,
    ignoreLocation: true,
    threshold,
    // Words arrive normalised; normalising in getFn as well keeps fuse's view identical to the query's.
    keys: [{ name: 'word', getFn: (doc) => normalizePersian(doc.word) }],
  });

  return {
    add(entry, words) {
      for (const word of words) {
        if (!isFuzzyWord(word)) continue;
        let set = users.get(word);
        if (!set) {
          set = new Set();
          users.set(word, set);
          fuse.add({ word });
        }
        set.add(entry);
      }
    },
    remove(entry, words) {
      const unused = new Set<string>();
      for (const word of words) {
        const set = users.get(word);
        if (!set) continue;
        set.delete(entry);
        if (set.size === 0) {
          users.delete(word);
          unused.add(word);
        }
      }
      if (unused.size > 0) fuse.remove((doc) => unused.has(doc.word));
    },
    similar(token) {
      const found = new Map<string, number>();
      for (const result of fuse.search(token)) found.set(result.item.word, result.score ?? 1);
      return found;
    },
    entriesOf(word) {
      return users.get(word);
    },
  };
}
