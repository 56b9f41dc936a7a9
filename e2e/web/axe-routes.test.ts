import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { adminRoutes } from '@shop-admin/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, newPage } from '../support/browser.ts';
import { sampleUrl, visitRoute } from '../support/route-walk.ts';
import { type Shop, startShop } from '../support/shop-server.ts';

// axe-core's own build, evaluated in the page through the DevTools protocol (the app's CSP allows no
// inline script, and this needs none).
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let shop: Shop;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchBrowser()]);
  page = await newPage(browser);
  await logIn(page, shop.url);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

interface Found {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe-core over the page as it is now (WCAG 2.1 A and AA rules); serious and critical findings only. */
async function seriousViolations(): Promise<Found[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the global the evaluated script defined
    const axe = (window as any).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
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
  });
}

describe('accessibility (axe-core) over the route walk', () => {
  it('finds no serious or critical violation on any screen; each is reported with its route', async () => {
    const report: string[] = [];
    const routes = adminRoutes.filter((r) => r.layout === 'admin');
    for (const route of routes) {
      const url = sampleUrl(route);
      if (!(await visitRoute(page, route, url))) {
        report.push(`${route.name} (${url}): never finished loading, not checked`);
        continue;
      }
      for (const v of await seriousViolations()) {
        report.push(`${route.name} (${url}): ${v.impact} ${v.id} — ${v.help} — ${v.targets.join(' | ')}`);
      }
    }
    // The shell's own overlays: the palette and the password change.
    await page.keyboard.press('Control+k');
    const palette = page.locator('dialog[open]');
    await palette.getByRole('combobox').waitFor();
    await page.keyboard.type('سفارش');
    await palette.getByRole('option').first().waitFor();
    for (const v of await seriousViolations())
      report.push(`palette: ${v.impact} ${v.id} — ${v.targets.join(' | ')}`);
    await page.keyboard.press('Escape');
    await page.locator('.user-button').click();
    await page.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    const password = page.getByRole('dialog', { name: 'تغییر رمز عبور' });
    await password.getByRole('button', { name: 'تغییر رمز عبور' }).click();
    await password.getByText('رمز عبور فعلی الزامی است.').waitFor();
    for (const v of await seriousViolations())
      report.push(`password dialog: ${v.impact} ${v.id} — ${v.targets.join(' | ')}`);
    await page.keyboard.press('Escape');
    if (report.length > 0) console.log(`axe, serious and critical:\n${report.join('\n')}`);
    expect(report).toEqual([]);
  }, 600_000);
});
