import {
  type FieldSpec,
  SETTING_DEFINITIONS,
  SETTING_GROUPS,
  type SettingDef,
  type SettingType,
  settingRules,
  toAsciiDigits,
  unknownFieldMessage,
  validate,
} from '@shop-admin/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';
import { catalogued, notFound, validationFailed } from '../http/errors.ts';
import { versionConflict, versionOf } from '../http/record-version.ts';
import { recordAudit } from './audit/record.ts';

type SettingRow = typeof settings.$inferSelect;

/** A settings row as the API shows it. */
export function serializeSetting(row: SettingRow) {
  return {
    id: row.id,
    group: row.group,
    label: row.label,
    name: row.name,
    type: row.type,
    value: row.value,
    options: row.options,
    private: row.private,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/**
 * Inserts the settings core declares that the table lacks, and keeps the declared group, label, type,
 * options and privacy of existing ones. Never touches a value: what an admin saved stays.
 */
export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(settings)
    .values(
      SETTING_DEFINITIONS.map((def) => ({
        group: def.group,
        label: def.label,
        name: def.name,
        type: def.type,
        value: def.value,
        options: def.options ?? null,
        private: def.private ?? false,
      })),
    )
    .onConflictDoUpdate({
      target: settings.name,
      set: {
        group: sql`excluded.group`,
        label: sql`excluded.label`,
        type: sql`excluded.type`,
        options: sql`excluded.options`,
        private: sql`excluded.private`,
      },
    });
}

/** The groups that have rows, `[{name, label}]`, in core's menu order (unknown groups last). */
export async function settingGroupsWithRows(db: Db): Promise<{ name: string; label: string }[]> {
  const rows = await db.selectDistinct({ group: settings.group }).from(settings);
  const present = new Set(rows.map((row) => row.group));
  const known = SETTING_GROUPS.filter((group) => present.has(group.name)).map(({ name, label }) => ({
    name,
    label,
  }));
  const unknown = [...present]
    .filter((name) => !SETTING_GROUPS.some((group) => group.name === name))
    .sort()
    .map((name) => ({ name, label: name }));
  return [...known, ...unknown];
}

/** The rows of one group, in declaration order; an unknown group is a 404. */
export async function settingsOfGroup(db: Db, group: string) {
  const rows = await db.select().from(settings).where(eq(settings.group, group)).orderBy(asc(settings.id));
  if (!rows.length && !SETTING_GROUPS.some((known) => known.name === group)) throw notFound();
  return rows.map(serializeSetting);
}

const NUMERIC_TYPES = new Set<string>(['number', 'integer', 'price']);

/** Every setting's value by name (names in order): what the settings' version is made of. */
const valuesByName = (rows: readonly { name: string; value: string | null }[]) =>
  Object.fromEntries(
    [...rows]
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map((row) => [row.name, row.value]),
  );

/**
 * The settings' one version (README "Conflicts"): a short hash of every setting's value, so any save
 * of any row, from any face, moves it. GET answers it as the ETag; PUT honours If-Match against it.
 */
export async function settingsVersion(db: Db): Promise<string> {
  return versionOf(
    valuesByName(await db.select({ name: settings.name, value: settings.value }).from(settings)),
  );
}

/**
 * The rules a setting's value must meet: core's type rules and its own, or the type's for rows core no
 * longer declares. The type goes along, so text refuses markup and an image must be an image path.
 */
function specOf(row: SettingRow): FieldSpec {
  const def: SettingDef = SETTING_DEFINITIONS.find((d) => d.name === row.name) ?? {
    name: row.name,
    group: row.group,
    label: row.label,
    type: row.type as SettingType,
    value: '',
  };
  const rules = { ...settingRules({ ...def, type: row.type as SettingType }) };
  if (row.type === 'image') rules.max = 500;
  return { name: row.name, label: row.label, type: row.type, rules };
}

const INVALID = Symbol('invalid');

/**
 * The value as the form sent it, made ready for the rules and for storage: numbers in any digit
 * script and with thousands separators become ASCII digits, booleans become '1'/'0', text stays text.
 */
function normalise(value: unknown, type: string): string | null | typeof INVALID {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return INVALID;
  if (type === 'boolean') {
    const text = toAsciiDigits(String(value)).trim().toLowerCase();
    if (text === '1' || text === 'true') return '1';
    if (text === '0' || text === 'false') return '0';
    return text === '' ? null : INVALID;
  }
  if (typeof value === 'boolean') return INVALID;
  if (NUMERIC_TYPES.has(type)) {
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : INVALID;
    return toAsciiDigits(value)
      .replace(/[,\u066C\u060C\s]/g, '')
      .replace(/\u066B/g, '.');
  }
  return typeof value === 'number' ? String(value) : value.trim();
}

/**
 * Saves a flat `{name: value}` map: every key must be a known setting, every value valid for its
 * type and rules (Persian messages), and either every value is saved in one transaction or none.
 */
export async function updateSettings(
  db: Db,
  body: unknown,
  now: Date,
  options: {
    imageHosts?: readonly string[];
    /** The versions `If-Match` named (null without the header): another one is a 412 with every value now. */
    ifMatch?: readonly string[] | null;
  } = {},
): Promise<string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw catalogued('invalid_body');
  }
  const input = body as Record<string, unknown>;
  const rows = await db.select().from(settings);
  const byName = new Map(rows.map((row) => [row.name, row]));
  const values: Record<string, string | null> = {};
  const errors: Record<string, string[]> = {};
  for (const [name, raw] of Object.entries(input)) {
    const row = byName.get(name);
    if (!row) {
      errors[name] = [unknownFieldMessage(name)];
      continue;
    }
    const value = normalise(raw, row.type);
    if (value === INVALID) errors[name] = [`مقدار ${row.label} معتبر نیست.`];
    else values[name] = value;
  }
  const result = validate(values, rows.map(specOf), { partial: true, imageHosts: options.imageHosts ?? [] });
  for (const [name, messages] of Object.entries(result.errors)) errors[name] ??= messages;
  if (Object.keys(errors).length) throw validationFailed(errors);
  return db.transaction(async (tx) => {
    const wanted = options.ifMatch;
    if (wanted && !wanted.includes('*')) {
      // Locked, so two saves from the same version cannot both pass.
      const now = valuesByName(
        await tx.select({ name: settings.name, value: settings.value }).from(settings).for('update'),
      );
      if (!wanted.includes(versionOf(now))) throw versionConflict(now);
    }
    for (const [name, value] of Object.entries(values)) {
      await tx
        .update(settings)
        .set({
          value: value === null ? '' : stripLeadingZeros(value, byName.get(name)?.type),
          updatedAt: now,
        })
        .where(eq(settings.name, name));
      await recordAudit(tx, {
        entity: 'settings',
        entityId: name,
        action: 'update',
        before: byName.get(name)?.value ?? null,
        after: value,
      });
    }
    return versionOf(
      valuesByName(await tx.select({ name: settings.name, value: settings.value }).from(settings)),
    );
  });
}

/** `0012` is stored as `12`; text keeps its zeros (postal codes, phone numbers). */
function stripLeadingZeros(value: string, type: string | undefined): string {
  return type && NUMERIC_TYPES.has(type) ? value.replace(/^([+-]?)0+(?=\d)/, '$1') : value;
}
