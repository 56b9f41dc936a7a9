import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cities, provinces, serverKeys } from '../db/schema/index.ts';
import { IRAN_GEO } from './base-geo-data.ts';

/** Marks a database whose provinces and cities were seeded (in server_keys); bump to add new places. */
const GEO_MARKER = 'geo_seed';
const GEO_VERSION = 1;

/**
 * Seeds Iran's 31 provinces and their main cities once per database (a real shop needs them for
 * addresses and shipping prices, not only the demo). Idempotent: places already present (by name) are
 * kept, missing ones are added, all in one transaction; afterwards a marker makes every later start a
 * single read, so a province or city staff delete on purpose does not come back.
 */
export async function seedGeo(db: Db): Promise<{ provinces: number; cities: number }> {
  const [marker] = await db.select().from(serverKeys).where(eq(serverKeys.name, GEO_MARKER)).limit(1);
  if (marker && Number((marker.value as { version?: number }).version) >= GEO_VERSION)
    return { provinces: 0, cities: 0 };
  return db.transaction(async (tx) => {
    // Two servers starting on one empty database seed one after the other; the second sees the marker.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${GEO_MARKER}))`);
    const [done] = await tx.select().from(serverKeys).where(eq(serverKeys.name, GEO_MARKER)).limit(1);
    if (done && Number((done.value as { version?: number }).version) >= GEO_VERSION)
      return { provinces: 0, cities: 0 };
    const addedProvinces = await tx
      .insert(provinces)
      .values(IRAN_GEO.map((entry) => ({ name: entry.province })))
      .onConflictDoNothing({ target: provinces.name })
      .returning({ id: provinces.id });
    const provinceIds = new Map(
      (await tx.select({ id: provinces.id, name: provinces.name }).from(provinces)).map((p) => [
        p.name,
        p.id,
      ]),
    );
    const existing = new Set(
      (await tx.select({ provinceId: cities.provinceId, name: cities.name }).from(cities)).map(
        (c) => `${c.provinceId}|${c.name}`,
      ),
    );
    const missing: { provinceId: number; name: string }[] = [];
    for (const entry of IRAN_GEO) {
      const provinceId = provinceIds.get(entry.province);
      if (provinceId === undefined) continue;
      for (const name of entry.cities)
        if (!existing.has(`${provinceId}|${name}`)) missing.push({ provinceId, name });
    }
    if (missing.length) await tx.insert(cities).values(missing);
    const value = { version: GEO_VERSION };
    await tx
      .insert(serverKeys)
      .values({ name: GEO_MARKER, value })
      .onConflictDoUpdate({ target: serverKeys.name, set: { value } });
    return { provinces: addedProvinces.length, cities: missing.length };
  });
}
