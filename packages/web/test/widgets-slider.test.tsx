import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Slider, snapToStep } from '../src/widgets/slider/slider.tsx';

describe('Slider', () => {
  it('uses core SLIDER defaults: 0 to 100 step 1, value in Persian digits', () => {
    render(<Slider aria-label="درصد" value={42} onChange={() => {}} unit="٪" />);
    const slider = screen.getByRole('slider', { name: 'درصد' });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '100');
    expect(slider).toHaveAttribute('step', '1');
    expect(slider).toHaveAttribute('aria-valuetext', '۴۲٪');
    expect(screen.getByText('۴۲٪')).toBeInTheDocument();
  });

  it('sends numbers snapped to the step and kept in range', () => {
    const onChange = vi.fn();
    render(<Slider aria-label="درصد" value={10} onChange={onChange} />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '73' } });
    expect(onChange).toHaveBeenLastCalledWith(73);
    expect(snapToStep(150, 0, 100, 1)).toBe(100);
    expect(snapToStep(-3, 0, 100, 1)).toBe(0);
    expect(snapToStep(7.6, 0, 100, 1)).toBe(8);
    expect(snapToStep(0.35, 0, 1, 0.1)).toBe(0.4);
    expect(snapToStep(Number.NaN, 0, 100, 1)).toBe(0);
  });
});
