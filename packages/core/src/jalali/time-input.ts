/**
 * The one rule for a time of day typed by a person: a 24-hour clock in any digit script.
 * `14:30`, `۱۴:۳۰`, `14.30`, `1430`, `930` (09:30) and `14` (14:00) are read; `2:30 PM` is not
 * (the shop's clock has no AM/PM). The faces show the result as `HH:mm` in Persian digits.
 */
import { toAsciiDigits, toPersianDigits } from '../persian/digits.ts';

/** A wall-clock time of day on the 24-hour clock. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

const SEPARATED = /^(\d{1,2})\s*[:.٫،,]\s*(\d{2})$/;
const RUN_OF_DIGITS = /^\d{1,4}$/;

/** Reads a typed time, or null when it is not a time on the 24-hour clock. */
export function readTimeInput(text: string): TimeOfDay | null {
  const typed = toAsciiDigits(text).trim();
  let hour: number;
  let minute: number;
  const separated = SEPARATED.exec(typed);
  if (separated) {
    hour = Number(separated[1]);
    minute = Number(separated[2]);
  } else if (RUN_OF_DIGITS.test(typed)) {
    // Up to two digits are the hour; three or four are HMM / HHMM.
    hour = Number(typed.length <= 2 ? typed : typed.slice(0, -2));
    minute = typed.length <= 2 ? 0 : Number(typed.slice(-2));
  } else {
    return null;
  }
  if (hour > 23 || minute > 59) return null;
  return { hour, minute };
}

/** `HH:mm` of a time, in Latin digits (`digits: 'latin'`) or, by default, Persian. */
export function formatTimeOfDay(time: TimeOfDay, digits: 'persian' | 'latin' = 'persian'): string {
  const text = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
  return digits === 'latin' ? text : toPersianDigits(text);
}

/** The rule in Persian words, for hints and error messages. */
export const TIME_INPUT_RULE_FA = 'ساعت ۲۴ساعته، مثل ۰۹:۳۰ یا ۱۸:۴۵';
