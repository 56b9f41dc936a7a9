import { formatTimeOfDay, readTimeInput, TIME_INPUT_RULE_FA, type TimeOfDay } from '@shop-admin/core';
import { useEffect, useRef, useState } from 'react';

export interface TimeInputProps {
  /** The time as `HH:mm` (Latin digits), or null for none yet. */
  value: string | null;
  onChange: (value: string) => void;
  /** Persian label (the input's accessible name). */
  label: string;
  disabled?: boolean;
}

const shown = (value: string | null) => {
  const time = value ? readTimeInput(value) : null;
  return time ? formatTimeOfDay(time) : '';
};

/**
 * A time of day on the shop's 24-hour clock, shown in Persian digits (`۱۴:۳۰`), typed in any digit
 * script through core's `readTimeInput` (`1430`, `14:30`, `۹۳۰`). The browser's own time input is not
 * used: it follows the browser's locale, so a Persian screen showed «12:00 AM».
 */
export function TimeInput({ value, onChange, label, disabled }: TimeInputProps) {
  const [draft, setDraft] = useState(() => shown(value));
  const sent = useRef<string | null>(value);
  // A value from outside (a reset, another record) replaces the draft; the echo of what was typed does not.
  useEffect(() => {
    if (value !== sent.current) setDraft(shown(value));
  }, [value]);
  const read: TimeOfDay | null = draft.trim() === '' ? null : readTimeInput(draft);
  const invalid = draft.trim() !== '' && read === null;
  return (
    <input
      className="time-input"
      type="text"
      inputMode="numeric"
      dir="ltr"
      aria-label={label}
      aria-invalid={invalid || undefined}
      title={TIME_INPUT_RULE_FA}
      placeholder="۰۰:۰۰"
      disabled={disabled}
      value={draft}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const time = readTimeInput(text);
        if (!time) return;
        sent.current = formatTimeOfDay(time, 'latin');
        onChange(sent.current);
      }}
      onBlur={() => {
        if (read) setDraft(formatTimeOfDay(read));
      }}
    />
  );
}
