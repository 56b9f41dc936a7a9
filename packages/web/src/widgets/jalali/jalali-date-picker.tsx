import { type JalaliDate, parseJalaliDate, todayJalali } from '@shop-admin/core';
import { useEffect, useId, useRef, useState } from 'react';
import '../widgets.css';
import { JalaliCalendar } from './jalali-calendar.tsx';
import {
  clampJalali,
  inRange,
  type JalaliValueFormat,
  jalaliText,
  jalaliToValue,
  readBound,
  valueToJalali,
} from './jalali-model.ts';

export interface JalaliDatePickerProps {
  /** An ISO instant (`format: 'iso'`) or Jalali text `1404/08/01` (`format: 'jalali'`); null for none. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  format?: JalaliValueFormat;
  /** The clock that says what today is (in Tehran); injected so tests can fix it. */
  now?: () => Date;
  min?: JalaliDate | string | null;
  max?: JalaliDate | string | null;
  /** Persian label, also the calendar dialog's name. */
  label: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

const systemClock = () => new Date();

/**
 * A Jalali date field: type `۱۴۰۴/۰۸/۰۱` (any digits) or pick from the calendar (weeks from Saturday,
 * Persian digits, keyboard navigation). The value is a Tehran-midnight ISO instant or Jalali text.
 */
export function JalaliDatePicker(props: JalaliDatePickerProps) {
  const { value, onChange, label, invalid, describedBy, disabled } = props;
  const format = props.format ?? 'iso';
  const now = props.now ?? systemClock;
  const min = readBound(props.min);
  const max = readBound(props.max);
  const selected = valueToJalali(value, format);
  const ownId = useId();
  const inputId = props.id ?? ownId;
  const errorId = `${inputId}-date-error`;
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<JalaliDate>(() => selected ?? todayJalali(now()));
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const draftDate = draft === null || draft.trim() === '' ? null : parseJalaliDate(draft);
  const draftError =
    draft === null || draft.trim() === ''
      ? null
      : !draftDate
        ? 'تاریخ معتبر نیست؛ مثل ۱۴۰۴/۰۸/۰۱ بنویسید.'
        : !inRange(draftDate, min, max)
          ? 'این تاریخ بیرون از بازه مجاز است.'
          : null;

  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const pick = (date: JalaliDate) => {
    setDraft(null);
    onChange(jalaliToValue(date, format));
  };

  const commitDraft = () => {
    if (draft === null) return;
    if (draft.trim() === '') {
      setDraft(null);
      onChange(null);
    } else if (draftDate && !draftError) pick(draftDate);
  };

  const openCalendar = () => {
    setFocused(clampJalali(selected ?? draftDate ?? todayJalali(now()), min, max));
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div ref={root} className="jalali-picker" data-invalid={invalid || !!draftError || undefined}>
      <div className="jalali-picker__row">
        <input
          id={inputId}
          type="text"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          className="jalali-picker__input"
          placeholder="۱۴۰۴/۰۸/۰۱"
          disabled={disabled}
          aria-invalid={invalid || !!draftError || undefined}
          aria-describedby={[describedBy, draftError ? errorId : null].filter(Boolean).join(' ') || undefined}
          value={draft ?? (selected ? jalaliText(selected, 'persian') : '')}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitDraft();
            }
            if (event.key === 'ArrowDown' && event.altKey) openCalendar();
          }}
        />
        <button
          ref={toggle}
          type="button"
          className="jalali-picker__toggle"
          aria-label={`انتخاب ${label} از تقویم`}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => (open ? setOpen(false) : openCalendar())}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </button>
      </div>
      {draftError ? (
        <p id={errorId} className="field__error" role="alert">
          {draftError}
        </p>
      ) : null}
      {open ? (
        <div
          className="jalali-picker__popover"
          role="dialog"
          aria-modal="false"
          aria-label={`تقویم ${label}`}
        >
          <JalaliCalendar
            focused={focused}
            onFocusChange={setFocused}
            selected={selected}
            today={todayJalali(now())}
            min={min}
            max={max}
            autoFocus
            onSelect={(date) => {
              pick(date);
              close();
            }}
            onClose={close}
          />
          <div className="jalali-picker__actions">
            <button
              type="button"
              disabled={!inRange(todayJalali(now()), min, max)}
              onClick={() => {
                pick(todayJalali(now()));
                close();
              }}
            >
              امروز
            </button>
            <button
              type="button"
              onClick={() => {
                setDraft(null);
                onChange(null);
                close();
              }}
            >
              پاک کردن
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
