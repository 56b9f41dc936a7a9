/**
 * The offline till's lookups (issue 33): 10,000 varieties in the device catalogue's in-memory index
 * (packages/web/src/screens/till/offline/catalogue-index.ts: a SKU/barcode map plus core's Persian
 * search), searched on every keystroke of what a cashier types into the till's search field (SKUs,
 * barcodes, Persian names with Arabic letters), and exact code lookups as a scanner sends them.
 *
 * Run: node bench/till-offline-lookup.bench.ts   (or npm run bench:till; results in bench/README.md)
 *
 * The bar: p95 per keystroke under one 60 Hz frame (16.7 ms).
 */
import { loadavg } from 'node:os';
import { createCatalogueIndex } from '../packages/web/src/screens/till/offline/catalogue-index.ts';
import type { TillVariety } from '../packages/web/src/screens/till/till-model.ts';

const VARIETIES = 10_000;
const ROUNDS = 20;
const WARM_UP_ROUNDS = 3;
const FRAME_MS = 16.7;

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = random(1404);
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;

const KINDS = ['پیراهن', 'شلوار', 'کیف', 'کفش', 'شال', 'روسری', 'مانتو', 'جوراب', 'کمربند', 'کلاه', 'دستکش'];
const MATERIALS = ['کتان', 'چرم', 'نخی', 'پشمی', 'ابریشمی', 'جین', 'مخمل', 'حریر'];
const COLOURS = ['مشکی', 'سفید', 'قرمز', 'سرمه‌ای', 'طوسی', 'کرم', 'سبز', 'آبی'];
const SIZES = ['S', 'M', 'L', 'XL', '38', '40', '42'];

const varieties: TillVariety[] = Array.from({ length: VARIETIES }, (_, i) => ({
  id: i + 1,
  title: `${pick(KINDS)} ${pick(MATERIALS)} - ${pick(COLOURS)} ${pick(SIZES)}`,
  sku: `TS-${String(i + 1).padStart(5, '0')}`,
  barcode: `626${String(100_000_000 + i * 37).padStart(10, '0')}`,
  price: 50_000 + Math.floor(rand() * 200) * 5_000,
  balance: Math.floor(rand() * 20),
}));

// What a cashier types into the search field, one keystroke at a time (each prefix is a search).
const TYPED = ['TS-04217', '6261000', 'پیراهن کتان', 'كيف چرمي', 'شال نخی قرمز', 'ts-09', 'جوراب پشمی'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const built = performance.now();
const index = createCatalogueIndex(varieties);
const buildMs = performance.now() - built;

const keystrokes: number[] = [];
let hits = 0;
for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
  for (const text of TYPED) {
    for (let n = 1; n <= text.length; n++) {
      const started = performance.now();
      hits += index.search(text.slice(0, n)).length;
      const took = performance.now() - started;
      if (round >= WARM_UP_ROUNDS) keystrokes.push(took);
    }
  }
}
keystrokes.sort((a, b) => a - b);

const scans: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < 1_000; i++) {
    const variety = varieties[Math.floor(rand() * VARIETIES)] as TillVariety;
    const code = i % 2 ? (variety.barcode as string) : (variety.sku as string).toLowerCase();
    const started = performance.now();
    if (index.byCode(code)?.id !== variety.id) throw new Error(`lookup of ${code} missed`);
    scans.push(performance.now() - started);
  }
}
scans.sort((a, b) => a - b);

const ms = (n: number) => n.toFixed(3);
const p95 = percentile(keystrokes, 95);
process.stdout.write(
  [
    `node ${process.version}, load ${loadavg()[0]?.toFixed(2)}, ${VARIETIES} varieties`,
    `index build: ${buildMs.toFixed(0)} ms`,
    `search per keystroke (${keystrokes.length} keystrokes): p50 ${ms(percentile(keystrokes, 50))} ms, p95 ${ms(p95)} ms, p99 ${ms(percentile(keystrokes, 99))} ms, max ${ms(keystrokes.at(-1) ?? 0)} ms (${hits} hits)`,
    `exact SKU/barcode lookup (${scans.length}): p50 ${ms(percentile(scans, 50))} ms, p95 ${ms(percentile(scans, 95))} ms, max ${ms(scans.at(-1) ?? 0)} ms`,
    `p95 per keystroke ${p95 < FRAME_MS ? 'under' : 'OVER'} one frame (${FRAME_MS} ms)`,
    '',
  ].join('\n'),
);
if (p95 >= FRAME_MS) process.exitCode = 1;
