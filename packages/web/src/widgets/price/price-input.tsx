import { formatPriceInput, parsePrice } from '@shop-admin/core';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import '../widgets.css';
import { deleteAcrossSeparator, type FormattedInput, formatWithCaret } from './caret.ts';

export interface PriceInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'defaultValue'> {
  /** Integer Toman, or null for empty; a string is read with core's `parsePrice`. */
  value: number | string | null | undefined;
  /** The amount as an integer (core's `parsePrice`), null when empty or beyond a safe integer. */
  onChange: (value: number | null) => void;
  /** Unit shown after the field; 'تومان' unless given ('' hides it). */
  unit?: string;
}

const asAmount = (value: number | string | null | undefined): number | null =>
  value === null || value === undefined || value === '' ? null : parsePrice(String(value));

/**
 * Money input: formatted as typed (`1,234,567`, digits of any script accepted, every other character
 * dropped), caret kept among the digits, the value sent as an integer.
 */
export function PriceInput({ value, onChange, unit = 'تومان', className, ...rest }: PriceInputProps) {
  const [text, setText] = useState(() => formatPriceInput(value ?? ''));
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  // A value set from outside (a reset, a loaded record) replaces the text; our own echo does not.
  if (asAmount(value) !== parsePrice(text) && !(value === null && text === '')) {
    const next = formatPriceInput(value ?? '');
    if (next !== text) setText(next);
  }

  useLayoutEffect(() => {
    if (caret.current !== null && input.current === document.activeElement) {
      input.current?.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const apply = (next: FormattedInput) => {
    caret.current = next.caret;
    setText(next.text);
    onChange(parsePrice(next.text));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    apply(formatWithCaret(target.value, target.selectionStart ?? target.value.length));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    rest.onKeyDown?.(event);
    if (event.key !== 'Backspace' && event.key !== 'Delete') return;
    const target = event.currentTarget;
    if (target.selectionStart === null || target.selectionStart !== target.selectionEnd) return;
    const next = deleteAcrossSeparator(target.value, target.selectionStart, event.key);
    if (!next) return;
    event.preventDefault();
    apply(next);
  };

  return (
    <span className={`price-input${className ? ` ${className}` : ''}`}>
      <input
        {...rest}
        ref={input}
        type="text"
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        value={text}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
      />
      {unit ? (
        <span className="price-input__unit" aria-hidden="true">
          {unit}
        </span>
      ) : null}
    </span>
  );
}
