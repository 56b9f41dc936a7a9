export { isValidJalaliDate, jalaliMonthLength } from './calendar.ts';
export { fromJalali, jalaliDayRange, todayJalali, toJalali } from './convert.ts';
export { parseShopDateTime } from './date-time.ts';
export type { DayInput, DayInputProblem, DayInputResult, DayRangeResult } from './day-input.ts';
export {
  compareJalaliDays,
  DAY_INPUT_RULE,
  FIRST_GREGORIAN_YEAR,
  readDayInput,
  readDayRange,
} from './day-input.ts';
export { formatJalali, JALALI_MONTH_NAMES, JALALI_WEEKDAY_NAMES } from './format.ts';
export { jalaliMonthGrid } from './grid.ts';
export { parseJalaliDate } from './parse.ts';
export type { TimeOfDay } from './time-input.ts';
export { formatTimeOfDay, readTimeInput, TIME_INPUT_RULE_FA } from './time-input.ts';
export type {
  JalaliCell,
  JalaliDate,
  JalaliDayRange,
  JalaliFormatOptions,
  JalaliTimeOptions,
  JalaliZoneOptions,
} from './types.ts';
