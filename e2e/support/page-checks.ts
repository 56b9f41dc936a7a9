import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/**
 * Checks every e2e page makes on its own (browser.ts's `newPage` watches each page it opens, and
 * page-checks-setup.ts fails the test after which something was found):
 * - no console error and no uncaught page error on any screen, unless the test said which it expects
 *   (`expectConsoleErrors`: a 412 it provoked on purpose);
 * - axe-core (WCAG 2.1 A and AA plus best practice) finds nothing serious or critical on every screen
 *   the page shows: each time its address changes (a load or the router's pushState) the screen is
 *   checked once it has settled (an h1, nothing busy, no DOM change for a moment), and once more
 *   after the test, as the test left it.
 */

// axe-core's own build, evaluated in the page through the DevTools protocol (the app's CSP allows no
// inline script, and this needs none).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

interface Watch {
  consoleErrors: string[];
  axe: string[];
  expected: RegExp[];
  /** The screens' checks in turn (axe refuses to run twice at once in one page). */
  queue: Promise<void>;
  /** What was already reported for a screen (its path and rule), so a screen seen again adds nothing. */
  seen: Set<string>;
  closed: boolean;
}

const watches = new Map<Page, Watch>();

/** The screen's path with its query, which is what the finding is reported against. */
const screenOf = (url: string) => {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
};

/** axe-core over the page as it is now; serious and critical findings only. */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the global the evaluated script defined
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return (
      result.violations as {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[]
    )
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  }, AXE_TAGS);
}

/** Waits (10 s at most) for a screen: a heading, nothing busy, then no DOM change for 300 ms. */
async function settled(page: Page): Promise<boolean> {
  return page
    .evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const started = performance.now();
          let quietSince = performance.now();
          const observer = new MutationObserver(() => {
            quietSince = performance.now();
          });
          observer.observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          const tick = () => {
            const ready =
              document.querySelector('h1') !== null && document.querySelector('[aria-busy="true"]') === null;
            if (ready && performance.now() - quietSince >= 300) {
              observer.disconnect();
              resolve(true);
            } else if (performance.now() - started > 10_000) {
              observer.disconnect();
              resolve(false);
            } else setTimeout(tick, 50);
          };
          tick();
        }),
    )
    .catch(() => false);
}

async function checkScreen(page: Page, watch: Watch, when: string) {
  if (watch.closed || page.isClosed()) return;
  const url = page.url();
  if (!(await settled(page)) || page.isClosed() || page.url() !== url) return;
  const findings = await seriousAxeFindings(page).catch(() => [] as AxeFinding[]);
  // The screen changed meanwhile (the test went on): what was found may be half of two screens.
  if (page.url() !== url) return;
  const screen = screenOf(url);
  for (const finding of findings) {
    const key = `${screen} ${finding.id} ${finding.targets.join('|')}`;
    if (watch.seen.has(key)) continue;
    watch.seen.add(key);
    watch.axe.push(
      `${screen} (${when}): ${finding.impact} ${finding.id} — ${finding.help} — ${finding.targets.join(' | ')}`,
    );
  }
}

function enqueue(page: Page, watch: Watch, when: string) {
  watch.queue = watch.queue.then(() => checkScreen(page, watch, when)).catch(() => {});
}

/** Watches a page: its console errors, its page errors, and axe on each screen it shows. */
export function watchPage(page: Page) {
  const watch: Watch = {
    consoleErrors: [],
    axe: [],
    expected: [],
    queue: Promise.resolve(),
    seen: new Set(),
    closed: false,
  };
  watches.set(page, watch);
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    const text = `${screenOf(page.url())}: ${message.text()}${where ? ` (${screenOf(where)})` : ''}`;
    if (!watch.expected.some((pattern) => pattern.test(text))) watch.consoleErrors.push(text);
  });
  page.on('pageerror', (error) => {
    watch.consoleErrors.push(`${screenOf(page.url())}: uncaught ${error.name}: ${error.message}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) enqueue(page, watch, 'opened');
  });
  page.on('close', () => {
    watch.closed = true;
  });
}

/** Waits for the checks under way on a page (the screen it just opened is checked then). */
export async function pageChecked(page: Page) {
  await watches.get(page)?.queue;
}

/** Checks the page as it is now (an open dialog, the palette), named `when` in what it reports. */
export async function checkPageNow(page: Page, when: string) {
  const watch = watches.get(page);
  if (!watch) return;
  enqueue(page, watch, when);
  await watch.queue;
}

/**
 * Console errors a test provokes on purpose (a 412 of a stale save, a 422 of a refused form), by a
 * pattern of the message: those are not failures, until the test ends. Keep the pattern narrow (the
 * status code).
 */
export function expectConsoleErrors(page: Page, pattern: RegExp) {
  watches.get(page)?.expected.push(pattern);
}

/**
 * After each test: checks the screens each page still shows, waits for the checks under way, and
 * answers what was found since the last call (and forgets closed pages).
 */
export async function collectPageFindings(): Promise<string[]> {
  const found: string[] = [];
  for (const [page, watch] of watches) {
    if (!watch.closed && !page.isClosed()) enqueue(page, watch, 'after the test');
    await Promise.race([watch.queue, new Promise((resolve) => setTimeout(resolve, 30_000))]);
    found.push(...watch.consoleErrors.map((error) => `console error on ${error}`));
    found.push(...watch.axe.map((finding) => `axe on ${finding}`));
    watch.consoleErrors = [];
    watch.axe = [];
    watch.expected = [];
    if (watch.closed || page.isClosed()) watches.delete(page);
  }
  return found;
}
