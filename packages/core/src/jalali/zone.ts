/**
 * Wall clocks of IANA time zones through Intl, in both directions: the fields of an instant in a zone,
 * and the instant of a wall-clock time in a zone (offsets found from Intl, never hard-coded, because
 * Tehran had daylight saving time until 2022 and other offsets before).
 */

/** Gregorian wall-clock fields of an instant in a zone (proleptic Gregorian, astronomical year). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 86_400_000;

/**
 * A memo of one formatter per zone. Building an `Intl.DateTimeFormat` costs ~80 µs against ~5 µs to
 * use one, and reports walk tens of thousands of days. Formatters are immutable and the cache only
 * ever maps a zone name to an equivalent formatter, so no caller can observe it: it is a pure memo,
 * not state.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The UTC milliseconds of Gregorian fields; unlike `Date.UTC`, years 0-99 are not moved to 19xx. */
export function utcFromFields(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** Reads an instant (ms since the epoch) as wall-clock fields in the zone. */
export function wallClockAt(instant: number, timeZone: string): WallClock {
  const fields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let beforeChrist = false;
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type === 'era') beforeChrist = part.value === 'BC' || part.value === 'B';
    else if (part.type in fields) fields[part.type as keyof WallClock] = Number(part.value);
  }
  // Intl counts eras (1 BC, 2 BC...); jalaali-js counts astronomical years (0, -1...).
  if (beforeChrist) fields.year = 1 - fields.year;
  // Some engines print midnight as 24 even with h23.
  if (fields.hour === 24) fields.hour = 0;
  return fields;
}

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  const wall = wallClockAt(wholeSecond, timeZone);
  return utcFromFields(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second) - wholeSecond;
}

/**
 * The instant of a wall-clock time in a zone. The offsets a day either side bound every candidate;
 * a time that happens twice (clocks put back) gives the earlier instant, and a time skipped by a
 * spring-forward gap gives the instant right after the gap (so the start of a day whose midnight never
 * happened is its first real instant, e.g. 01:00 in Tehran on 2 Farvardin of DST years).
 */
export function instantOfWallClock(wall: WallClock, timeZone: string): number {
  const local = utcFromFields(wall.year, wall.month, wall.day, wall.hour, wall.minute, wall.second);
  const offsetBefore = offsetAt(local - DAY_MS, timeZone);
  const offsetAfter = offsetAt(local + DAY_MS, timeZone);
  const candidates = [local - offsetBefore, local - offsetAfter].filter(
    (instant) => offsetAt(instant, timeZone) === local - instant,
  );
  return candidates.length > 0 ? Math.min(...candidates) : local - offsetBefore;
}
