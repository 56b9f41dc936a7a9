import { existsSync } from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM, ROOT_ADMIN } from './constants.ts';
import { watchPage } from './page-checks.ts';

/** Debian's Chromium through playwright-core, headless; one per test file. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = existsSync(CHROMIUM.executablePath)
    ? CHROMIUM.executablePath
    : CHROMIUM.fallbackPath;
  return chromium.launch({ executablePath, args: [...CHROMIUM.args] });
}

/**
 * A fresh page (own cookies) sized like a laptop screen (or the `viewport` given: a phone), in Persian,
 * on Tehran time; watched for console errors and axe findings (page-checks.ts).
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 1366, height: 900 },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
  });
  // Every page of the context: this one, and those it opens (a print window).
  context.on('page', watchPage);
  const page = await context.newPage();
  // A hang guard for each wait (it ends as soon as the page is ready), wide for a loaded CI machine.
  page.setDefaultTimeout(20_000);
  return page;
}

/** Signs in through the login form at /admin/login and waits for the admin layout (any width). */
export async function logIn(
  page: Page,
  baseUrl: string,
  credentials: { username: string; password: string } = ROOT_ADMIN,
) {
  if (!page.url().includes('/admin/login')) await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel('نام کاربری').fill(credentials.username);
  await page.getByLabel('رمز عبور').fill(credentials.password);
  await page.getByRole('button', { name: 'ورود' }).click();
  // The sidebar, or on a phone the button that opens it as a drawer.
  await page
    .getByRole('navigation', { name: 'منوی اصلی' })
    .or(page.getByRole('button', { name: 'منو' }))
    .first()
    .waitFor();
}
