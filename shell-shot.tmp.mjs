import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8105';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const errors = [];
for (const width of [1440, 1024, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${base}/admin/login`);
  await page.getByLabel('نام کاربری').fill('admin');
  await page.getByLabel('رمز عبور').fill('demo-pass-1');
  await page.getByRole('button', { name: 'ورود' }).click();
  await page.waitForURL(/\/admin(\/|$)(?!login)/, { timeout: 20000 });
  await page.waitForTimeout(2500);
  await page.goto(`${base}/admin/order`); await page.waitForTimeout(3000);
  await page.screenshot({ path: `/work/shots/shell/orders-${width}.png` });
  await page.goto(`${base}/admin/products`); await page.waitForTimeout(3000);
  await page.screenshot({ path: `/work/shots/shell/products-${width}.png` });
  if (width === 390) {
    await page.getByRole('button', { name: 'منو' }).click(); await page.waitForTimeout(500);
    await page.screenshot({ path: `/work/shots/shell/drawer-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto(`${base}/admin/admins?create`); await page.waitForTimeout(3000);
    await page.screenshot({ path: `/work/shots/shell/form-${width}.png`, fullPage: true });
  }
  await page.keyboard.press('Control+k'); await page.keyboard.type('ایجاد کد تخفیف'); await page.waitForTimeout(1500);
  await page.screenshot({ path: `/work/shots/shell/palette-${width}.png` });
  await ctx.close();
}
console.log(errors.slice(0, 10).join('\n'));
await browser.close();
