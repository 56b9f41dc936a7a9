import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TimeInput } from '../src/widgets/jalali/time-input.tsx';

function Harness({ initial, log }: { initial: string | null; log: string[] }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <TimeInput
      label="ساعت شروع"
      value={value}
      onChange={(next) => {
        log.push(next);
        setValue(next);
      }}
    />
  );
}

describe('TimeInput: the shop clock, 24 hours, Persian digits', () => {
  it('shows a stored time in Persian digits on the 24-hour clock, never AM/PM', () => {
    render(<Harness initial="15:45" log={[]} />);
    const input = screen.getByRole('textbox', { name: 'ساعت شروع' });
    expect(input).toHaveValue('۱۵:۴۵');
    expect((input as HTMLInputElement).type).toBe('text');
    render(<Harness initial="00:00" log={[]} />);
    expect(screen.getAllByRole('textbox')[1]).toHaveValue('۰۰:۰۰');
  });

  it('reads what staff type in any digit script and shows it back in Persian digits', async () => {
    const log: string[] = [];
    render(<Harness initial={null} log={log} />);
    const input = screen.getByRole('textbox', { name: 'ساعت شروع' });
    await userEvent.type(input, '۱۸۳۰');
    expect(log.at(-1)).toBe('18:30');
    await userEvent.tab();
    expect(input).toHaveValue('۱۸:۳۰');
    await userEvent.clear(input);
    await userEvent.type(input, '9:05');
    expect(log.at(-1)).toBe('09:05');
  });

  it('marks a time that is not on the clock, and sends nothing for it', async () => {
    const log: string[] = [];
    render(<Harness initial="10:00" log={log} />);
    const input = screen.getByRole('textbox', { name: 'ساعت شروع' });
    await userEvent.clear(input);
    await userEvent.type(input, '25:00');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(log.every((time) => time !== '25:00')).toBe(true);
  });
});
