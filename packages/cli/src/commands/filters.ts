import {
  DAY_INPUT_RULE,
  type DayInputProblem,
  type FilterDef,
  type JalaliDate,
  normalizePersian,
  type QueryValue,
  type ResourceDef,
  readDayRange,
  toAsciiDigits,
} from '@shop-admin/core/base';
import { type Command, Option } from 'commander';
import { usageError } from '../errors/cli-error.ts';

const kebab = (name: string): string => name.replace(/_/g, '-');
const camel = (flag: string): string => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/** The flag of a date-range filter's edge: `--since`/`--until` for created_at, else `--<name>-since`. */
function dateFlags(filter: FilterDef): [string, string] {
  return filter.name === 'created_at'
    ? ['since', 'until']
    : [`${kebab(filter.name)}-since`, `${kebab(filter.name)}-until`];
}

/** Adds one flag per filter of the declaration (Persian label as help). */
export function addFilterOptions(command: Command, filters: readonly FilterDef[]): Command {
  for (const filter of filters) {
    const flag = kebab(filter.name);
    if (filter.type === 'search') command.option(`--${flag} <text>`, `${filter.label} (Persian-normalised)`);
    else if (filter.type === 'select') {
      const values = (filter.options ?? []).map((option) => String(option.value));
      const labels = (filter.options ?? []).map((o) => `${o.value}=${o.label}`).join(', ');
      command.addOption(new Option(`--${flag} <value>`, `${filter.label}: ${labels}`).choices(values));
    } else if (filter.type === 'boolean') {
      command.option(`--${flag}`, filter.label).option(`--no-${flag}`, `not ${filter.name}`);
    } else if (filter.type === 'jalali-date-range') {
      const [since, until] = dateFlags(filter);
      command.option(
        `--${since} <date>`,
        `${filter.label} from this day (Jalali 1404/08/01; a year from 1900 on is Gregorian: 2026-11-21)`,
      );
      command.option(`--${until} <date>`, `${filter.label} up to this day, inclusive (same rule)`);
    } else command.option(`--${flag} <${filter.type === 'reference' ? 'id' : 'number'}>`, filter.label);
  }
  return command;
}

const PROBLEM: Record<DayInputProblem, string> = {
  format: 'is not a date',
  short_year: 'needs a four-digit year',
  impossible: 'is not a day of its calendar',
};

/** A Jalali day as the API's date filters read it: `YYYY/MM/DD`, ASCII digits. */
const jalaliText = (date: JalaliDate): string =>
  `${date.year}/${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`;

/**
 * The two edges of a date range, read by core's one rule (`readDayRange`: Jalali by default, a
 * four-digit year from 1900 on Gregorian) and sent as Jalali days. A bad edge or an inverted range is
 * a usage error that states the rule.
 */
export function dayRange(
  since: { flag: string; text: string | undefined },
  until: { flag: string; text: string | undefined },
): { since: string | null; until: string | null } {
  const read = readDayRange(since.text, until.text);
  if (!read.ok) {
    const what =
      read.edge === 'range'
        ? `--${since.flag} ${since.text} comes after --${until.flag} ${until.text}`
        : `--${read.edge === 'since' ? since.flag : until.flag} "${read.edge === 'since' ? since.text : until.text}" ${PROBLEM[read.problem]}`;
    throw usageError(`${what}. ${DAY_INPUT_RULE}`);
  }
  return {
    since: read.since ? jalaliText(read.since) : null,
    until: read.until ? jalaliText(read.until) : null,
  };
}

/**
 * The query parameters of the filter flags: search normalised (persian.md), Jalali dates checked and
 * sent as start_date/end_date (Tehran days), ids and numbers in ASCII digits.
 */
export function filterQuery(
  options: Record<string, unknown>,
  filters: readonly FilterDef[],
): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  for (const filter of filters) {
    const flag = kebab(filter.name);
    const value = options[camel(flag)];
    if (filter.type === 'jalali-date-range') {
      const [since, until] = dateFlags(filter);
      const text = (flag: string) => {
        const value = options[camel(flag)];
        return typeof value === 'string' ? value : undefined;
      };
      const range = dayRange({ flag: since, text: text(since) }, { flag: until, text: text(until) });
      if (range.since) query.start_date = range.since;
      if (range.until) query.end_date = range.until;
      continue;
    }
    if (value === undefined) continue;
    if (filter.type === 'search') {
      const text = normalizePersian(String(value));
      if (text) query[filter.name] = text;
    } else if (filter.type === 'boolean') query[filter.name] = value ? 1 : 0;
    else if (filter.type === 'select') query[filter.name] = String(value);
    else {
      const number = toAsciiDigits(String(value)).trim();
      if (!/^-?\d+(\.\d+)?$/.test(number))
        throw usageError(`--${flag} needs a number (got "${String(value)}").`);
      query[filter.name] = number;
    }
  }
  return query;
}

/** The flags of a resource's list: one per declared filter, and `--sort KEY`/`--desc` when it has sort keys. */
export function addListOptions(command: Command, resource: ResourceDef): Command {
  addFilterOptions(command, resource.filters);
  if (resource.sortKeys.length > 0) {
    command.addOption(new Option('--sort <key>', 'sort by').choices([...resource.sortKeys]));
    command.option('--desc', 'sort descending');
  }
  return command;
}

/** The query of the list flags: the filters (see `filterQuery`), then `sort_by` and `sort_desc`. */
export function listQuery(
  options: Record<string, unknown>,
  resource: ResourceDef,
): Record<string, QueryValue> {
  const query = filterQuery(options, resource.filters);
  if (typeof options.sort === 'string') query.sort_by = options.sort;
  if (options.desc) query.sort_desc = 1;
  return query;
}
