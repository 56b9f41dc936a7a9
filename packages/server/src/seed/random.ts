/**
 * A small seeded random source for the demo data: the same seed gives the same shop, on any machine
 * and database. mulberry32 is tiny, fast and plenty for fake data (it is not for secrets).
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One item of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** A shuffled copy. */
  shuffle<T>(items: readonly T[]): T[];
  /** A string of random decimal digits. */
  digits(length: number): string;
  /** A version 4 UUID made from this source (deterministic, unlike crypto.randomUUID). */
  uuid(): string;
  /**
   * An independent source for a named part of the data. Each seed step draws from its own fork, so a
   * step added later (the catalogue, orders) does not change what the earlier steps produce.
   */
  fork(name: string): Random;
}

/** mulberry32: one 32-bit state, one multiply-xorshift round per number. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the name, mixed with the parent seed: a stable seed per fork. */
function hashSeed(seed: number, name: string): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** A random source from an integer seed. */
export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: Random = {
    next,
    int,
    chance: (p) => next() < p,
    pick(items) {
      if (!items.length) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    shuffle(items) {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
    uuid() {
      const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
      hex[12] = '4';
      hex[16] = (8 + int(0, 3)).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    fork: (name) => createRandom(hashSeed(seed, name)),
  };
  return random;
}
