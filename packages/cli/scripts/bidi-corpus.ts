// Writes test/fixtures/bidi-corpus.json: the Persian strings of the demo shop (server/src/seed/demo-*.ts)
// and a few mixed ones, each with its visual order as GNU FriBidi gives it (`fribidi --nopad --nobreak
// --reordernsm`, marks after their letter, as the CLI keeps them). FriBidi also shapes Arabic letters
// into presentation forms; those alone are folded back (NFKC, lam-alef ligatures as their two letters in
// visual order) so the expected text is in the letters the CLI prints. Needs `fribidi` (Debian:
// libfribidi-bin): `node packages/cli/scripts/bidi-corpus.ts`.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seed = join(root, '..', 'server', 'src', 'seed');

const MIXED = [
  'سفارش 1013 ثبت شد',
  'سلام (دنیا)',
  'کِتاب',
  'پیگیری سفارش‌ها',
  'order #12: سفارش‌ها (3)',
  'می‌خواهم ۲ عدد کفش Nike بخرم.',
  'وضعیت: در انتظار پرداخت, new=جدید',
  'تاریخ ثبت from this day (1404/08/01)',
  'آیتم‌های منو [menu_items]',
  'ایمیل: sara@example.com — شماره‌ی تماس ۰۹۱۲۱۲۳۴۵۶۷',
];

function seedStrings(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(seed).filter((name) => name.startsWith('demo-') && name.endsWith('.ts'))) {
    const text = readFileSync(join(seed, file), 'utf8');
    for (const match of text.matchAll(/'([^'\n\\]*[\u0600-\u06FF][^'\n\\]*)'/g)) {
      const value = match[1] ?? '';
      if (value.length >= 2 && value.length <= 80) found.add(value);
    }
  }
  const all = [...found].sort();
  const withZwnj = all.filter((value) => value.includes('\u200C'));
  const without = all.filter((value) => !value.includes('\u200C')).slice(0, 60);
  return [...withZwnj, ...without];
}

const LAM_ALEF: Record<string, string> = {
  '\uFEF5': 'آل',
  '\uFEF6': 'آل',
  '\uFEF7': 'أل',
  '\uFEF8': 'أل',
  '\uFEF9': 'إل',
  '\uFEFA': 'إل',
  '\uFEFB': 'ال',
  '\uFEFC': 'ال',
};

const unshape = (visual: string): string =>
  visual
    .replace(/\uFEFF/g, '')
    .replace(/[\uFEF5-\uFEFC]/g, (ligature) => LAM_ALEF[ligature] ?? ligature)
    .replace(/[\uFB50-\uFDFF\uFE70-\uFEFE]/g, (form) => form.normalize('NFKC'));

const strings = [...new Set([...MIXED, ...seedStrings()])];
const output = execFileSync('fribidi', ['--nopad', '--nobreak', '--reordernsm'], {
  input: `${strings.join('\n')}\n`,
  encoding: 'utf8',
});
const visual = output.replace(/\n$/, '').split('\n');
if (visual.length !== strings.length)
  throw new Error(`fribidi gave ${visual.length} lines for ${strings.length}`);
const corpus = strings.map((logical, index) => ({ logical, visual: unshape(visual[index] ?? '') }));
const file = join(root, 'test', 'fixtures', 'bidi-corpus.json');
writeFileSync(file, `${JSON.stringify(corpus, null, 1)}\n`);
process.stdout.write(
  `${corpus.length} strings (${corpus.filter((c) => c.logical.includes('\u200C')).length} with ZWNJ) → ${file}\n`,
);
