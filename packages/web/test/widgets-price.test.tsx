import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { deleteAcrossSeparator, formatWithCaret } from '../src/widgets/price/caret.ts';
import { PriceInput } from '../src/widgets/price/price-input.tsx';

function Harness({ initial = null as number | null, log = [] as (number | null)[] }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <div dir="rtl">
      <label htmlFor="price">قیمت</label>
      <PriceInput
        id="price"
        value={value}
        onChange={(next) => {
          log.push(next);
          setValue(next);
        }}
      />
      <output data-testid="value">{value === null ? 'null' : String(value)}</output>
    </div>
  );
}

describe('price caret', () => {
  it('keeps the caret after the same digit when separators move', () => {
    // Typing 9 after "1,23" (caret 5 in "1,2394") becomes "123,94" with the caret after the 9.
    expect(formatWithCaret('1,2394', 5)).toEqual({ text: '12,394', caret: 5 });
    expect(formatWithCaret('1234567', 7)).toEqual({ text: '1,234,567', caret: 9 });
    expect(formatWithCaret('1,234,567', 0)).toEqual({ text: '1,234,567', caret: 0 });
  });

  it('reads digits of any script and drops everything else', () => {
    expect(formatWithCaret('۱۲۳۴۵', 5)).toEqual({ text: '12,345', caret: 6 });
    expect(formatWithCaret('١٢٣a', 4)).toEqual({ text: '123', caret: 3 });
  });

  it('deletes the digit beyond a separator instead of the separator', () => {
    expect(deleteAcrossSeparator('1,234', 2, 'Backspace')).toEqual({ text: '234', caret: 0 });
    expect(deleteAcrossSeparator('12,345', 2, 'Delete')).toEqual({ text: '1,245', caret: 3 });
    expect(deleteAcrossSeparator('12,345', 4, 'Backspace')).toBeNull();
  });
});

describe('PriceInput', () => {
  it('formats as typed and sends integers, also for Persian digits', async () => {
    const log: (number | null)[] = [];
    render(<Harness log={log} />);
    const input = screen.getByLabelText('قیمت');
    await userEvent.type(input, '۱۲۳۴۵۶۷');
    expect(input).toHaveValue('1,234,567');
    expect(screen.getByTestId('value')).toHaveTextContent('1234567');
    expect(log.at(-1)).toBe(1234567);
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('keeps the caret in the middle of the number while typing there', async () => {
    render(<Harness initial={1234} />);
    const input = screen.getByLabelText('قیمت') as HTMLInputElement;
    expect(input).toHaveValue('1,234');
    input.focus();
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('9');
    expect(input).toHaveValue('19,234');
    expect(input.selectionStart).toBe(2);
  });

  it('backspace after a separator removes the digit before it', async () => {
    render(<Harness initial={1234} />);
    const input = screen.getByLabelText('قیمت') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(2, 2);
    await userEvent.keyboard('{Backspace}');
    expect(input).toHaveValue('234');
    expect(screen.getByTestId('value')).toHaveTextContent('234');
  });

  it('empties to null and drops letters and signs', async () => {
    const log: (number | null)[] = [];
    render(<Harness initial={50} log={log} />);
    const input = screen.getByLabelText('قیمت');
    await userEvent.clear(input);
    expect(log.at(-1)).toBeNull();
    await userEvent.type(input, '-12.5x');
    expect(input).toHaveValue('125');
    expect(log.at(-1)).toBe(125);
  });
});
