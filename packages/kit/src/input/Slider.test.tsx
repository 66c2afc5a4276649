import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider, type NumberRange } from './RangeSlider';
import { Slider } from './Slider';

// Radix Slider measures its track; jsdom has no layout or ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('Slider', () => {
  it('steps with the keyboard and labels its ticks', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [v, setV] = useState(40);
      return (
        <Slider
          aria-label="Level"
          value={v}
          min={0}
          max={100}
          step={5}
          labelStepSize={50}
          labelRenderer={(n) => `${n}%`}
          onChange={(n) => {
            setV(n);
            onChange(n);
          }}
        />
      );
    }
    render(<Harness />);
    const thumb = screen.getByRole('slider', { name: 'Level' });
    expect(thumb).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    thumb.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(45);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(100);
  });

  it('moves either end of a range, never past the other', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [v, setV] = useState<NumberRange>([20, 30]);
      return (
        <RangeSlider
          aria-label="Band"
          value={v}
          step={10}
          onChange={(r) => {
            setV(r);
            onChange(r);
          }}
        />
      );
    }
    render(<Harness />);
    screen.getByRole('slider', { name: 'Band minimum' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith([10, 30]);
    screen.getByRole('slider', { name: 'Band maximum' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith([10, 40]);
  });

  it('shows only the tick labels that fit side by side', () => {
    // jsdom lays nothing out: an 80px slider whose labels are 20px wide, each at its value.
    const restore = (['offsetLeft', 'offsetWidth'] as const).map((name) => {
      const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
      Object.defineProperty(HTMLElement.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          if (!this.classList.contains('tb-slider__tick')) return 0;
          return name === 'offsetWidth' ? 20 : (parseFloat(this.style.left) / 100) * 80;
        },
      });
      return () => original && Object.defineProperty(HTMLElement.prototype, name, original);
    });
    try {
      render(
        <Slider aria-label="Level" value={20} min={0} max={100} labelStepSize={25} onChange={() => {}} />,
      );
      // 0 25 50 75 100 would run into each other: every other one shows.
      for (const shown of ['0', '50', '100']) expect(screen.getByText(shown)).toBeVisible();
      expect(screen.getByText('25')).not.toBeVisible();
      expect(screen.getByText('75')).not.toBeVisible();
    } finally {
      restore.forEach((r) => r());
    }
  });
});
