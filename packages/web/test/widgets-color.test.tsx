import { PRESET_COLORS } from '@shop-admin/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColorPicker } from '../src/widgets/color/color-picker.tsx';

function Harness({ initial = '', log = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <div dir="rtl">
      <ColorPicker
        label="کد رنگ"
        value={value}
        onChange={(hex) => {
          log.push(hex);
          setValue(hex);
        }}
      />
    </div>
  );
}

describe('ColorPicker', () => {
  it('offers the 16 presets of core with Persian names', async () => {
    const log: string[] = [];
    render(<Harness log={log} />);
    const presets = screen.getByRole('group', { name: 'رنگ‌های آماده' });
    const swatches = presets.querySelectorAll('button');
    expect(swatches).toHaveLength(16);
    expect(PRESET_COLORS).toHaveLength(16);
    await userEvent.click(screen.getByRole('button', { name: 'آبی' }));
    expect(log).toEqual(['#2563eb']);
    expect(screen.getByRole('button', { name: 'آبی' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('textbox', { name: 'کد رنگ' })).toHaveValue('#2563eb');
  });

  it('accepts only valid hex: an invalid text shows a Persian error and sends nothing', async () => {
    const log: string[] = [];
    render(<Harness log={log} />);
    const input = screen.getByRole('textbox', { name: 'کد رنگ' });
    await userEvent.type(input, 'red');
    expect(log).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('کد رنگ معتبر نیست');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, '#1E88E5');
    expect(log.at(-1)).toBe('#1e88e5');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('normalises short forms and caps alpha at 1', async () => {
    const log: string[] = [];
    render(<Harness initial="#ff000080" log={log} />);
    const alpha = screen.getByRole('slider');
    expect(alpha).toHaveValue('50');
    fireEvent.change(alpha, { target: { value: '100' } });
    // Alpha 1 is written without an alpha byte; never above 1.
    expect(log.at(-1)).toBe('#ff0000');
    const input = screen.getByRole('textbox', { name: 'کد رنگ' });
    await userEvent.clear(input);
    await userEvent.type(input, '#abc');
    expect(log.at(-1)).toBe('#aabbcc');
  });
});
