import { buildPath, type RouteDef } from '@shop-admin/core';
import type { Page } from 'playwright-core';

/** A concrete URL of a route, with made-up params of the right kind. */
export function sampleUrl(route: RouteDef): string {
  const values: Record<string, string> = {};
  for (const param of route.params ?? [])
    values[param.name] = param.kind === 'id' ? '1' : (param.default ?? 'sample');
  return buildPath(route, values);
}

/**
 * Opens a route by client-side navigation (no reload) and waits until its screen settled: its h1 is
 * new, the page title is the route's, nothing in main is busy. The old screen's elements are marked
 * `data-stale`, so only the new one counts. Answers whether it settled within 10 s.
 */
export async function visitRoute(page: Page, route: RouteDef, url = sampleUrl(route)): Promise<boolean> {
  await page.evaluate((target) => {
    if (`${location.pathname}${location.search}` === target) return;
    for (const element of document.querySelectorAll('main *')) element.setAttribute('data-stale', '');
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  return page
    .waitForFunction(
      (title) => {
        const main = document.querySelector('main');
        const h1 = main?.querySelector('h1');
        if (!main || !h1 || h1.hasAttribute('data-stale') || document.title !== title) return false;
        return !main.querySelector('[aria-busy="true"]');
      },
      `${route.title} · پنل مدیریت`,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
}
