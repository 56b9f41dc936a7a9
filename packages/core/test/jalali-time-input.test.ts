import { describe, expect, it } from 'vitest';
import { formatTimeOfDay, readTimeInput } from '../src/jalali/index.ts';

describe('readTimeInput: a typed time on the 24-hour clock', () => {
  it.each([
    ['14:30', { hour: 14, minute: 30 }],
    ['۱۴:۳۰', { hour: 14, minute: 30 }],
    ['١٤:٣٠', { hour: 14, minute: 30 }],
    ['14.30', { hour: 14, minute: 30 }],
    ['1430', { hour: 14, minute: 30 }],
    ['930', { hour: 9, minute: 30 }],
    ['9', { hour: 9, minute: 0 }],
    [' 0:00 ', { hour: 0, minute: 0 }],
    ['23:59', { hour: 23, minute: 59 }],
  ])('%s', (text, time) => expect(readTimeInput(text)).toEqual(time));

  it.each(['24:00', '12:60', '2:30 PM', '', 'ساعت', '12345', '1:5'])('refuses %j', (text) =>
    expect(readTimeInput(text)).toBeNull(),
  );

  it('formats HH:mm in Persian digits by default, Latin on request', () => {
    expect(formatTimeOfDay({ hour: 9, minute: 5 })).toBe('۰۹:۰۵');
    expect(formatTimeOfDay({ hour: 21, minute: 0 }, 'latin')).toBe('21:00');
  });
});
