import {
  JALALI_MONTH_NAMES,
  JALALI_WEEKDAY_NAMES,
  type JalaliDate,
  jalaliMonthGrid,
  toPersianDigits,
} from '@shop-admin/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { isRtl } from '../direction.ts';
import {
  addJalaliDays,
  addJalaliMonths,
  clampJalali,
  inRange,
  jalaliLongText,
  sameJalali,
} from './jalali-model.ts';

export interface JalaliCalendarProps {
  /** The day that has keyboard focus; its month is the one shown. */
  focused: JalaliDate;
  onFocusChange: (date: JalaliDate) => void;
  selected: JalaliDate | null;
  today: JalaliDate;
  min: JalaliDate | null;
  max: JalaliDate | null;
  onSelect: (date: JalaliDate) => void;
  onClose: () => void;
  /** Move focus into the grid when shown. */
  autoFocus?: boolean;
}

/**
 * One month of the Jalali calendar as a table of day buttons with one tab stop: weeks from Saturday to Friday (Friday marked as the
 * weekend), today from the injected clock, days outside min/max disabled. Keys: arrows by day and week
 * (mirrored in RTL), Home/End to the week's ends, PageUp/PageDown by month (with Shift by year).
 */
export function JalaliCalendar(props: JalaliCalendarProps) {
  const { focused, onFocusChange, selected, today, min, max, onSelect, onClose } = props;
  const grid = useRef<HTMLTableElement>(null);
  const weeks = jalaliMonthGrid(focused.year, focused.month);
  const wantFocus = useRef(props.autoFocus ?? false);

  useEffect(() => {
    if (!wantFocus.current) return;
    grid.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const move = (date: JalaliDate) => {
    wantFocus.current = true;
    onFocusChange(clampJalali(date, min, max));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const rtl = isRtl(event.currentTarget);
    const weekday = weeks.flat().find((cell) => cell?.day === focused.day)?.weekday ?? 0;
    const keys: Record<string, () => JalaliDate> = {
      ArrowLeft: () => addJalaliDays(focused, rtl ? 1 : -1),
      ArrowRight: () => addJalaliDays(focused, rtl ? -1 : 1),
      ArrowUp: () => addJalaliDays(focused, -7),
      ArrowDown: () => addJalaliDays(focused, 7),
      Home: () => addJalaliDays(focused, -weekday),
      End: () => addJalaliDays(focused, 6 - weekday),
      PageUp: () => addJalaliMonths(focused, event.shiftKey ? -12 : -1),
      PageDown: () => addJalaliMonths(focused, event.shiftKey ? 12 : 1),
    };
    const next = keys[event.key];
    if (next) {
      event.preventDefault();
      move(next());
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    }
  };

  // LTR glyphs; .mirror-rtl flips them in RTL, so "previous" points to the right there.
  return (
    <div className="jalali-calendar">
      <div className="jalali-calendar__nav">
        <button type="button" aria-label="سال قبل" onClick={() => move(addJalaliMonths(focused, -12))}>
          <span className="mirror-rtl" dir="ltr">
            «
          </span>
        </button>
        <button type="button" aria-label="ماه قبل" onClick={() => move(addJalaliMonths(focused, -1))}>
          <span className="mirror-rtl" dir="ltr">
            ‹
          </span>
        </button>
        <span className="jalali-calendar__title" aria-live="polite">
          {JALALI_MONTH_NAMES[focused.month - 1]} {toPersianDigits(focused.year)}
        </span>
        <button type="button" aria-label="ماه بعد" onClick={() => move(addJalaliMonths(focused, 1))}>
          <span className="mirror-rtl" dir="ltr">
            ›
          </span>
        </button>
        <button type="button" aria-label="سال بعد" onClick={() => move(addJalaliMonths(focused, 12))}>
          <span className="mirror-rtl" dir="ltr">
            »
          </span>
        </button>
      </div>
      <table
        ref={grid}
        className="jalali-calendar__grid"
        aria-label={`${JALALI_MONTH_NAMES[focused.month - 1]} ${toPersianDigits(focused.year)}`}
      >
        <thead>
          <tr>
            {JALALI_WEEKDAY_NAMES.map((name) => (
              <th key={name} scope="col" abbr={name}>
                {name.slice(0, 1)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((cell) => cell)?.day}>
              {week.map((cell, column) => {
                // Padding cells have no day; their column is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: a padding cell is its column
                if (!cell) return <td key={`pad-${column}`} />;
                const isFocused = cell.day === focused.day;
                const enabled = inRange(cell, min, max);
                const isSelected = sameJalali(cell, selected);
                return (
                  <td key={cell.day}>
                    <button
                      type="button"
                      tabIndex={isFocused ? 0 : -1}
                      className="jalali-calendar__day"
                      data-friday={cell.isFriday || undefined}
                      data-today={sameJalali(cell, today) || undefined}
                      data-selected={isSelected || undefined}
                      aria-current={sameJalali(cell, today) ? 'date' : undefined}
                      aria-pressed={isSelected}
                      aria-label={`${JALALI_WEEKDAY_NAMES[cell.weekday]} ${jalaliLongText(cell)}`}
                      aria-disabled={!enabled || undefined}
                      onKeyDown={onKeyDown}
                      onFocus={() => {
                        if (!isFocused) onFocusChange(cell);
                      }}
                      onClick={() => {
                        if (enabled) onSelect(cell);
                      }}
                    >
                      {toPersianDigits(cell.day)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
