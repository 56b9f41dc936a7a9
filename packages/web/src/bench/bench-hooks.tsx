import { adminCommands, type CommandRecord, commandSearchEntries } from '@shop-admin/core';
import { Command } from 'cmdk';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppServices } from '../app/services.ts';
import { useKeystrokeMeasure } from '../palette/keystroke-measure.ts';
import { paletteSearch } from '../palette/palette-search.ts';

// Only in `vite build --mode bench` (bench/web-palette.bench.ts): main.tsx imports this module behind
// an `import.meta.env.MODE` check, so production builds do not contain it.

const PRODUCTS = [
  'کیف چرمی',
  'کفش ورزشی',
  'مانتو جین',
  'شال نخی',
  'تیشرت یقه گرد',
  'کیف پول',
  'کوله پشتی',
  'ساعت مچی',
];
const COLOURS = ['مشکی', 'قهوه‌ای', 'سبز', 'سرمه‌ای', 'کرم', 'طوسی'];
const NAMES = ['علی رضایی', 'سارا جعفری', 'مریم حسینی', 'رضا کریمی', 'نگار محمدی', 'حسین احمدی'];

/** The same mix as bench/palette-search.bench.ts: half products (a third with Arabic ي/ك), customers, orders. */
export function syntheticRecords(count: number): CommandRecord[] {
  const records: CommandRecord[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 10 < 5 ? 'product' : i % 10 < 8 ? 'customer' : 'order';
    if (kind === 'product') {
      let title = `${PRODUCTS[i % PRODUCTS.length]} ${COLOURS[i % COLOURS.length]} کد ${1000 + i}`;
      if (i % 3 === 0) title = title.replace(/ی/g, 'ي').replace(/ک/g, 'ك');
      records.push({
        id: `p${i}`,
        title,
        keywords: [`SKU-${i}`],
        permission: 'read_product',
        value: { path: `/admin/products/edit/${i}` },
      });
    } else if (kind === 'customer') {
      const mobile = `0912${String(1_000_000 + i).slice(-7)}`;
      records.push({
        id: `c${i}`,
        title: NAMES[i % NAMES.length] ?? '',
        keywords: [mobile],
        permission: 'read_customer',
        value: { path: `/admin/customers/show/${i}` },
      });
    } else {
      records.push({
        id: `o${i}`,
        title: `سفارش ${5000 + i}`,
        keywords: [String(5000 + i)],
        permission: 'read_order',
        value: { path: `/admin/order/${5000 + i}` },
      });
    }
  }
  return records;
}

/** cmdk with its own filter over every entry: what the palette would be without core's index. */
function CmdkBaseline({
  entries,
}: {
  entries: readonly { id: string; title: string; keywords: readonly string[] }[];
}) {
  const [query, setQuery] = useState('');
  const mark = useKeystrokeMeasure('baseline', query);
  return (
    <div className="palette-backdrop">
      <div className="palette" role="dialog" aria-label="baseline">
        <Command label="baseline">
          <Command.Input
            autoFocus
            value={query}
            onValueChange={(value) => {
              mark();
              setQuery(value);
            }}
          />
          <Command.List>
            {entries.map((entry) => (
              <Command.Item key={entry.id} value={entry.id} keywords={[entry.title, ...entry.keywords]}>
                <span className="palette-title">{entry.title}</span>
              </Command.Item>
            ))}
          </Command.List>
        </Command>
      </div>
    </div>
  );
}

declare global {
  interface Window {
    __shopAdminBench?: {
      addRecords(count: number): number;
      mountBaseline(count: number): void;
    };
  }
}

/** Exposes what the browser benchmark needs on `window.__shopAdminBench`. */
export function installBenchHooks(services: AppServices): void {
  window.__shopAdminBench = {
    addRecords(count) {
      paletteSearch(services).commandSearch.add(syntheticRecords(count));
      return count;
    },
    mountBaseline(count) {
      const commands = commandSearchEntries(adminCommands).map((e) => ({
        id: e.id,
        title: e.title,
        keywords: e.keywords ?? [],
      }));
      const records = syntheticRecords(count).map((r) => ({
        id: r.id,
        title: r.title,
        keywords: r.keywords ?? [],
      }));
      const host = document.createElement('div');
      document.body.append(host);
      createRoot(host).render(<CmdkBaseline entries={[...commands, ...records]} />);
    },
  };
}
