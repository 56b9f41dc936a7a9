/** A date of the Jalali (Persian) calendar; month 1 is Farvardin. */
export interface JalaliDate {
  year: number;
  month: number;
  day: number;
}

/** Options shared by the zone-aware Jalali functions; the default zone is the shop's, Asia/Tehran. */
export interface JalaliZoneOptions {
  /** IANA time zone whose wall clock decides the day. */
  timeZone?: string;
}

/** The wall-clock time of `fromJalali`, in the zone; every part defaults to 0 (midnight). */
export interface JalaliTimeOptions extends JalaliZoneOptions {
  hour?: number;
  minute?: number;
  second?: number;
}

/** Options of `formatJalali`: the zone, and Persian digits for display or Latin ones for machines. */
export interface JalaliFormatOptions extends JalaliZoneOptions {
  digits?: 'persian' | 'latin';
}

/** One day of a month grid. `weekday` counts from Saturday (0) to Friday (6), the Iranian week. */
export interface JalaliCell extends JalaliDate {
  weekday: number;
  isFriday: boolean;
}

/** A half-open instant range `[start, end)`: one zone day from its first instant to the next day's. */
export interface JalaliDayRange {
  start: Date;
  end: Date;
}
