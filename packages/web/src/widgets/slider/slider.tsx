import { SLIDER, toPersianDigits } from '@shop-admin/core';
import { type InputHTMLAttributes, useId } from 'react';
import '../widgets.css';

export interface SliderProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'
  > {
  value: number | null | undefined;
  onChange: (value: number) => void;
  /** Defaults from core's SLIDER: 0 to 100, step 1. */
  min?: number;
  max?: number;
  step?: number;
  /** Text after the shown number, e.g. '٪'. */
  unit?: string;
}

/** Clamps a value to the slider's range and snaps it to its step. */
export function snapToStep(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value)) return min;
  // Rounded first so 0.35 / 0.1 (3.4999…) counts as the 3.5 it is.
  const snapped = min + Math.round(Number(((value - min) / step).toFixed(8))) * step;
  return Math.min(max, Math.max(min, Number(snapped.toFixed(10))));
}

/** A range slider (core's SLIDER defaults) with its value shown in Persian digits. */
export function Slider({
  value,
  onChange,
  min = SLIDER.min,
  max = SLIDER.max,
  step = SLIDER.step,
  unit = '',
  id,
  className,
  ...rest
}: SliderProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const current = snapToStep(value ?? min, min, max, step);
  const shown = `${toPersianDigits(current)}${unit}`;
  return (
    <span className={`slider${className ? ` ${className}` : ''}`}>
      <input
        {...rest}
        id={inputId}
        type="range"
        min={min}
        max={max}
        step={step}
        value={current}
        aria-valuetext={shown}
        onChange={(event) => onChange(snapToStep(Number(event.currentTarget.value), min, max, step))}
      />
      <output htmlFor={inputId} className="slider__value">
        {shown}
      </output>
    </span>
  );
}
