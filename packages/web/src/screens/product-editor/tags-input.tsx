import { splitTags, toPersianDigits } from '@shop-admin/core';
import { useState } from 'react';

export interface TagsInputProps {
  id: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * Tags as chips: type one and press Enter or a comma (Persian or Latin) to add it, a paste of
 * «کیف، چرم» adds both, Backspace on an empty box takes the last one back, each chip has its remove
 * button. Trimming and dropping repeats is core's `splitTags`, as on the server.
 */
export function TagsInput({ id, value, onChange, describedBy, invalid, disabled }: TagsInputProps) {
  const [text, setText] = useState('');
  const add = (typed: string) => {
    const next = splitTags([...value, typed]);
    if (next.length !== value.length) onChange(next);
    setText('');
  };
  return (
    <div className="tags-input" data-invalid={invalid || undefined}>
      {value.length ? (
        <ul className="tags-input__list" aria-label="برچسب‌های محصول">
          {value.map((tag) => (
            <li key={tag} className="tags-input__tag">
              <span>{tag}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={`حذف برچسب ${tag}`}
                onClick={() => onChange(value.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        placeholder={value.length ? '' : 'مثلا هدیه، چرم'}
        onChange={(event) => {
          const typed = event.currentTarget.value;
          if (/[,،]/.test(typed)) add(typed);
          else setText(typed);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            if (text.trim()) add(text);
          } else if (event.key === 'Backspace' && text === '' && value.length) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => {
          if (text.trim()) add(text);
        }}
      />
      <span className="visually-hidden" aria-live="polite">
        {toPersianDigits(value.length)} برچسب
      </span>
    </div>
  );
}
