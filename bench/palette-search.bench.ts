/**
 * Palette search latency: every route and command of the registry plus 10,000 synthetic records
 * (products, customers, orders), searched on every keystroke of what shop staff type.
 *
 * Run: node bench/palette-search.bench.ts   (Node 24, type stripping; results in bench/README.md)
 *
 * Baseline, measured in the same run: plain fuse.js over the same titles and keywords, default
 * options, no normalisation (what the palette would be without core's search).
 */
import { loadavg } from 'node:os';
import Fuse from 'fuse.js';
import {
  adminPermissions,
  type CommandRecord,
  createCommandSearch,
  searchCommands,
} from '../packages/core/src/index.ts';

const RECORDS = 10_000;
const LIMIT = 20;
const WARM_UP_ROUNDS = 5;
const ROUNDS = 20;
/** One 60 Hz frame: a keystroke's search must leave most of it to rendering. */
const FRAME_MS = 16.7;

// Staff type these; each prefix is one keystroke. Arabic ك/ي, Persian digits, Finglish, wrong layout.
const QUERIES = [
  'سفارش',
  'كيف چرمي',
  'mahsool',
  '۱۲۳۴',
  'ارسال',
  'مشتري',
  'علی رضایی',
  '0912',
  'sthva',
  'محصوت',
];

/** Deterministic pseudo-random numbers (mulberry32), so every run searches the same records. */
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

const KINDS = [
  'کیف',
  'کفش',
  'کمربند',
  'مانتو',
  'شال',
  'روسری',
  'پیراهن',
  'شلوار',
  'کاپشن',
  'ساعت',
  'عینک',
  'کلاه',
];
const MATERIALS = ['چرمی', 'پارچه‌ای', 'نخی', 'کتان', 'مخمل', 'جین', 'پشمی', 'ساتن', 'بافتنی'];
const COLOURS = ['مشکی', 'قهوه‌ای', 'سفید', 'سرمه‌ای', 'طوسی', 'کرم', 'زرشکی', 'سبز'];
const FOR = ['زنانه', 'مردانه', 'بچگانه', 'اسپرت', 'مجلسی'];
const FIRST = [
  'علی',
  'محمد',
  'زهرا',
  'فاطمه',
  'رضا',
  'مریم',
  'حسین',
  'سارا',
  'مهدی',
  'نرگس',
  'امیر',
  'الهام',
];
const LAST = ['رضایی', 'محمدی', 'حسینی', 'کریمی', 'احمدی', 'موسوی', 'جعفری', 'رحیمی', 'صادقی', 'کاظمی'];

/** Real shop data often carries Arabic ي/ك from old imports; a third of the titles do here. */
function arabicForms(text: string): string {
  return rand() < 0.33 ? text.replace(/ی/g, 'ي').replace(/ک/g, 'ك') : text;
}

function mobile(): string {
  return `09${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`;
}

function syntheticRecords(count: number): CommandRecord[] {
  const records: CommandRecord[] = [];
  for (let i = 1; i <= count; i++) {
    const kind = i % 2 === 0 ? 'product' : i % 5 === 1 ? 'order' : 'customer';
    if (kind === 'product') {
      const title = arabicForms(
        `${pick(KINDS)} ${pick(MATERIALS)} ${pick(FOR)} ${pick(COLOURS)} کد ${1000 + i}`,
      );
      const value = { path: `/admin/products/edit/${i}` };
      records.push({ id: `product:${i}`, title, keywords: [`SKU-${i}`], permission: 'read_product', value });
    } else if (kind === 'customer') {
      const title = `${pick(FIRST)} ${pick(LAST)}`;
      const value = { path: `/admin/customers/show/${i}` };
      records.push({ id: `customer:${i}`, title, keywords: [mobile()], permission: 'read_customer', value });
    } else {
      const title = `سفارش ${i} ${pick(FIRST)} ${pick(LAST)}`;
      const value = { path: `/admin/order/${i}` };
      records.push({
        id: `order:${i}`,
        title,
        keywords: [String(i), mobile()],
        permission: 'read_order',
        value,
      });
    }
  }
  return records;
}

function keystrokes(query: string): string[] {
  const chars = [...query];
  return chars.map((_, i) => chars.slice(0, i + 1).join(''));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

interface Stats {
  median: number;
  p95: number;
  max: number;
}

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted.at(-1) ?? Number.NaN };
}

interface Samples {
  wall: number[];
  cpu: number[];
}

/**
 * Per-keystroke latency of `search` over every prefix of every query, after a warm-up: wall time (what
 * staff feel) and this process's CPU time (the work itself, unaffected by other processes on the box).
 */
function measure(search: (query: string) => unknown): Map<string, Samples> {
  for (let round = 0; round < WARM_UP_ROUNDS; round++) {
    for (const query of QUERIES) for (const prefix of keystrokes(query)) search(prefix);
  }
  const samples = new Map<string, Samples>(QUERIES.map((query) => [query, { wall: [], cpu: [] }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const query of QUERIES) {
      const into = samples.get(query) as Samples;
      for (const prefix of keystrokes(query)) {
        const cpu = process.cpuUsage();
        const start = performance.now();
        search(prefix);
        into.wall.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        into.cpu.push((used.user + used.system) / 1000);
      }
    }
  }
  return samples;
}

const ms = (value: number): string => value.toFixed(3).padStart(7);

const records = syntheticRecords(RECORDS);
const permissions = adminPermissions.map((permission) => permission.name);

let start = performance.now();
const palette = createCommandSearch();
palette.add(records);
const buildMs = performance.now() - start;

const commandEntries = searchCommands('', { permissions }).map((hit) => ({ title: hit.title, keywords: [] }));
const baselineDocs = [
  ...commandEntries,
  ...records.map((r) => ({ title: r.title, keywords: r.keywords ?? [] })),
];
start = performance.now();
const baseline = new Fuse(baselineDocs, { keys: ['title', 'keywords'] });
const baselineBuildMs = performance.now() - start;

const ours = measure((query) => palette(query, { permissions, limit: LIMIT }));
const plain = measure((query) => baseline.search(query, { limit: LIMIT }));

const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
console.log(`palette search: ${commandEntries.length} commands + ${RECORDS} records, limit ${LIMIT}`);
console.log(
  `node ${process.version}, ${ROUNDS} rounds after ${WARM_UP_ROUNDS} warm-up rounds, load average ${load}`,
);
console.log(`index build: core ${buildMs.toFixed(1)} ms, plain fuse ${baselineBuildMs.toFixed(1)} ms\n`);
console.log(
  'per keystroke, ms     core wall: median     p95     max  cpu p95 | plain fuse: median     p95 | ratio',
);
const all = { wall: [] as number[], cpu: [] as number[], plain: [] as number[] };
for (const query of QUERIES) {
  const a = ours.get(query) as Samples;
  const b = plain.get(query) as Samples;
  all.wall.push(...a.wall);
  all.cpu.push(...a.cpu);
  all.plain.push(...b.wall);
  const s = stats(a.wall);
  const c = stats(a.cpu);
  const t = stats(b.wall);
  const head = `${query.padEnd(14)} ${String([...query].length).padStart(2)} keys`;
  console.log(
    `${head}      ${ms(s.median)} ${ms(s.p95)} ${ms(s.max)}  ${ms(c.p95)} |      ${ms(t.median)} ${ms(t.p95)} | ${(s.median / t.median).toFixed(3)}`,
  );
}
const total = stats(all.wall);
const totalCpu = stats(all.cpu);
const totalPlain = stats(all.plain);
console.log(
  `${'overall'.padEnd(23)}      ${ms(total.median)} ${ms(total.p95)} ${ms(total.max)}  ${ms(totalCpu.p95)} |      ${ms(totalPlain.median)} ${ms(totalPlain.p95)} | ${(total.median / totalPlain.median).toFixed(3)}`,
);

console.log('\ntop hit of each full query (core | plain fuse):');
for (const query of QUERIES) {
  const top = palette(query, { permissions, limit: 1 })[0]?.title ?? '-';
  const plainTop = baseline.search(query, { limit: 1 })[0]?.item.title ?? '-';
  console.log(`  ${query.padEnd(12)} ${top} | ${plainTop}`);
}
// The first time a letter is typed its ranked list is built: one pass over every entry.
const cold = createCommandSearch();
cold.add(records);
const coldMs = [...new Set(QUERIES.map((query) => [...query][0] ?? ''))].map((letter) => {
  const start = performance.now();
  cold(letter, { permissions, limit: LIMIT });
  return performance.now() - start;
});
const coldStats = stats(coldMs);
console.log(
  `\nfirst keystroke of a letter never typed before (cold): median ${coldStats.median.toFixed(3)} ms, max ${coldStats.max.toFixed(3)} ms`,
);
const verdict = total.p95 < FRAME_MS / 3 ? 'well under' : total.p95 < FRAME_MS ? 'under' : 'OVER';
console.log(
  `\ntarget: p95 well under one ${FRAME_MS} ms frame -> core p95 ${total.p95.toFixed(3)} ms: ${verdict}`,
);
