import { PRESET_COLORS, parseColor, toPersianDigits } from '@shop-admin/core';
import { type ChangeEvent, useId, useState } from 'react';
import '../widgets.css';

export interface ColorPickerProps {
  /** `#rrggbb` or `#rrggbbaa`; '' or null for none. */
  value: string | null | undefined;
  /** Called only with a valid colour, normalised by core's `parseColor` (alpha capped at 1). */
  onChange: (hex: string) => void;
  /** Persian label of the group, e.g. 'کد رنگ'. */
  label: string;
  /** Id of the text field, so a form's <label> can point at it. */
  id?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}

const INVALID_MESSAGE = 'کد رنگ معتبر نیست؛ مثل #1e88e5 بنویسید.';

/**
 * Colour picker: the 16 preset swatches, a hex field that accepts only colours core can parse, the
 * browser's own picker for any other colour, and an opacity slider (alpha never above 1).
 */
export function ColorPicker({
  value,
  onChange,
  label,
  id,
  invalid,
  describedBy,
  disabled,
}: ColorPickerProps) {
  const parsed = value ? parseColor(value) : null;
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = useId();
  const inputId = id ?? fieldId;
  const errorId = `${inputId}-colour-error`;
  const draftInvalid = draft !== null && draft.trim() !== '' && parseColor(draft) === null;
  const alpha = parsed?.a ?? 1;

  const choose = (hex: string, nextAlpha = alpha) => {
    const colour = parseColor(hex, nextAlpha);
    if (colour) onChange(colour.hex);
  };

  const onText = (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value;
    setDraft(text);
    const colour = parseColor(text);
    if (colour) onChange(colour.hex);
  };

  const describedByIds = [describedBy, draftInvalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const opaque = parsed ? parsed.hex.slice(0, 7) : '#000000';

  return (
    <fieldset
      className="color-picker"
      disabled={disabled}
      data-invalid={invalid || draftInvalid || undefined}
    >
      <legend className="visually-hidden">{label}</legend>
      <fieldset className="color-picker__presets">
        <legend className="visually-hidden">رنگ‌های آماده</legend>
        {PRESET_COLORS.map((preset) => (
          <button
            key={preset.hex}
            type="button"
            className="color-picker__swatch"
            style={{ backgroundColor: preset.hex }}
            aria-label={preset.name}
            aria-pressed={parsed?.hex.slice(0, 7) === preset.hex}
            title={preset.name}
            onClick={() => {
              setDraft(null);
              choose(preset.hex);
            }}
          />
        ))}
      </fieldset>
      <div className="color-picker__row">
        <span
          className="color-picker__preview"
          aria-hidden="true"
          style={{ backgroundColor: parsed?.hex ?? 'transparent' }}
        />
        <input
          id={inputId}
          className="color-picker__hex"
          type="text"
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          placeholder="#1e88e5"
          aria-label={label}
          aria-invalid={invalid || draftInvalid || undefined}
          aria-describedby={describedByIds}
          value={draft ?? parsed?.hex ?? ''}
          onChange={onText}
          onBlur={() => {
            if (!draftInvalid) setDraft(null);
          }}
        />
        <input
          type="color"
          className="color-picker__native"
          aria-label="انتخاب رنگ دلخواه"
          value={opaque}
          onChange={(event) => {
            setDraft(null);
            choose(event.currentTarget.value);
          }}
        />
      </div>
      <label className="color-picker__alpha">
        <span>کدری</span>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={Math.round(alpha * 100)}
          aria-valuetext={`${toPersianDigits(Math.round(alpha * 100))}٪`}
          disabled={!parsed}
          onChange={(event) => {
            setDraft(null);
            if (parsed) choose(parsed.hex, Number(event.currentTarget.value) / 100);
          }}
        />
        <output>{toPersianDigits(Math.round(alpha * 100))}٪</output>
      </label>
      {draftInvalid ? (
        <p id={errorId} className="field__error" role="alert">
          {INVALID_MESSAGE}
        </p>
      ) : null}
    </fieldset>
  );
}
