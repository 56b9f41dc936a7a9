import { jalaliDayRange, toJalali } from '@shop-admin/core';
import { sql } from 'drizzle-orm';
import { DAY, type DemoContext, type DemoStep, HOUR, scaled } from './demo-step.ts';

const DAYS = 90;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
// biome-ignore format: a list
const PAGES = ['/', '/', '/', '/search?q=مانتو', '/category/clothing', '/category/home', '/category/electronics', '/cart', '/blog', '/contact-us', '/faq'];

/**
 * 90 days of storefront page views (`visits`), growing with the shop, busier on Thursdays and Fridays
 * and in the evening: home, categories, product pages of the demo's products, cart, blog. Visitors are
 * keyed hashes as the API stores them (made up here: md5 pairs of a visitor number), a few pages each.
 * Written with one INSERT … SELECT over generate_series, so tens of thousands of rows take a moment.
 */
export const visitsStep: DemoStep = {
  name: 'visits',
  async run(ctx: DemoContext) {
    const { random } = ctx;
    const paths = [...PAGES, ...ctx.made.products.slice(0, 200).map((p) => `/product/${p.id}`)];
    const days: { start: string; n: number }[] = [];
    for (let k = DAYS - 1; k >= 0; k--) {
      const j = toJalali(new Date(ctx.now.getTime() - k * DAY));
      const { start } = jalaliDayRange(j.year, j.month, j.day);
      const weekday = new Date(start.getTime() + 12 * HOUR).getUTCDay();
      const weekend = weekday === 4 ? 1.2 : weekday === 5 ? 1.35 : 1;
      const base = 180 + (160 * (DAYS - 1 - k)) / (DAYS - 1);
      // Today only up to now.
      const share = k === 0 ? Math.min(1, (ctx.now.getTime() - start.getTime()) / DAY) : 1;
      days.push({
        start: start.toISOString(),
        n: Math.round(scaled(ctx, base * weekend * (0.8 + random.next() * 0.4)) * share),
      });
    }
    const salt = random.int(1, 1_000_000);
    await ctx.db.execute(sql`
      with d as (
        select (x->>'start')::timestamptz as start, (x->>'n')::int as n, ord
        from jsonb_array_elements(${json(days)}) with ordinality as t(x, ord)
      ), p as (select array(select jsonb_array_elements_text(${json(paths)})) as paths)
      insert into visits (path, visitor, created_at)
      select p.paths[1 + (hashint4(g * 7 + d.ord::int * 31 + ${salt}) & 2147483647) % array_length(p.paths, 1)],
        md5('v' || ((hashint4(g / 4 + d.ord::int * 977 + ${salt}) & 2147483647) % 5000)) ||
          md5('w' || ((hashint4(g / 4 + d.ord::int * 977 + ${salt}) & 2147483647) % 5000)),
        d.start + (case when k < 0.35 then 8 + k * 20 else 17 + (k - 0.35) * 10 end) * interval '1 hour'
      from d, p, lateral generate_series(1, d.n) g,
        lateral (select ((hashint4(g * 13 + d.ord::int + ${salt}) & 2147483647) % 1000) / 1000.0 as k) r
      where d.start + (case when k < 0.35 then 8 + k * 20 else 17 + (k - 0.35) * 10 end) * interval '1 hour' < ${ctx.now.toISOString()}::timestamptz`);
    ctx.counts.visits = days.reduce((sum, d) => sum + d.n, 0);
  },
};
