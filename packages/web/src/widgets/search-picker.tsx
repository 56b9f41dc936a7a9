import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import './widgets.css';

export interface SearchPickerProps<T> {
  /** The input's id (its label points at it). */
  id: string;
  /** Its label; leave it out when the form around it already labels the input by its id. */
  label?: ReactNode;
  /** The cache key of the search; the term is added to it. */
  queryKey: string;
  /** Asks the server for the options of a term (at least `minLength` characters). */
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  optionKey: (option: T) => string | number;
  /** The option's button content. */
  renderOption: (option: T) => ReactNode;
  /** An option shown but not pickable (out of stock …). */
  optionDisabled?: (option: T) => boolean;
  onPick: (option: T) => void;
  emptyText: string;
  placeholder?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Clears the text after a pick (the till and order lines); a customer picker keeps it. */
  clearOnPick?: boolean;
  /** At most this many options are shown. */
  limit?: number;
  minLength?: number;
  dir?: 'rtl' | 'ltr' | 'auto';
  className?: string;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * A field that searches the server as you type (after a short pause) and lists what it found as
 * buttons. Keyboard: ↓ from the field goes to the first option, ↑/↓ move between options, Escape
 * returns to the field, Enter in the field picks the first pickable option (an exact SKU or barcode
 * is first in the product search). The till's product search, the customer pickers and the staff
 * order's lines all use it.
 */
export function SearchPicker<T>({
  id,
  label,
  queryKey,
  search,
  optionKey,
  renderOption,
  optionDisabled,
  onPick,
  emptyText,
  placeholder,
  inputRef,
  clearOnPick = false,
  limit = 12,
  minLength = 2,
  dir,
  className,
  invalid,
  describedBy,
}: SearchPickerProps<T>) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const ownInput = useRef<HTMLInputElement>(null);
  const input = inputRef ?? ownInput;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useQuery({
    queryKey: [queryKey, term],
    enabled: term.length >= minLength,
    queryFn: ({ signal }) => search(term, signal),
  });
  const options = (found.data ?? []).slice(0, limit);
  const showing = term.length >= minLength && found.data !== undefined;

  const pick = (option: T) => {
    onPick(option);
    if (clearOnPick) {
      setText('');
      setTerm('');
    }
  };
  const buttons = () => [
    ...(list.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
  ];
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      buttons()[0]?.focus();
    } else if (event.key === 'Enter' && showing && term === text.trim()) {
      const first = options.find((option) => !optionDisabled?.(option));
      if (first) {
        event.preventDefault();
        pick(first);
      }
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) input.current?.focus();
      else all[Math.min(next, all.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      input.current?.focus();
    }
  };

  return (
    <div className={['search-picker', className].filter(Boolean).join(' ')}>
      {label !== undefined && (
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
      )}
      <input
        id={id}
        ref={input}
        type="search"
        dir={dir}
        autoComplete="off"
        placeholder={placeholder}
        value={text}
        aria-busy={found.isFetching}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onInputKey}
      />
      {found.isError && term.length >= minLength && (
        <p className="field-error" role="alert">
          {found.error instanceof Error ? found.error.message : 'جست‌وجو ناموفق بود.'}
        </p>
      )}
      {showing && (
        <ul className="search-picker-results" ref={list} onKeyDown={onListKey}>
          {options.length === 0 && <li className="muted">{emptyText}</li>}
          {options.map((option) => (
            <li key={optionKey(option)}>
              <button type="button" disabled={optionDisabled?.(option)} onClick={() => pick(option)}>
                {renderOption(option)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
