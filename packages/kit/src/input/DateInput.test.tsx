import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';
import { LocalDateInput } from './LocalDateInput';
import { parseDateText } from './dateText';

describe('DateInput', () => {
  it('commits a typed date on Enter, and refuses one outside min/max', async () => {
    const onChange = vi.fn();
    function Harness() {
      const [v, setV] = useState<Date | null>(null);
      return (
        <DateInput
          aria-label="Start"
          value={v}
          minDate={new Date(2024, 0, 1)}
          maxDate={new Date(2024, 11, 31)}
          onChange={(d) => {
            setV(d);
            onChange(d);
          }}
        />
      );
    }
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Start' });
    await userEvent.type(input, '2023-12-31{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('');
    await userEvent.type(input, '2024-03-05{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 2, 5));
    expect(input).toHaveValue('2024-03-05');
  });

  it('picks a day from the calendar, with days outside the window disabled', async () => {
    const onChange = vi.fn();
    render(
      <DateInput
        aria-label="Due"
        value={new Date(2024, 4, 10)}
        minDate={new Date(2024, 4, 5)}
        maxDate={new Date(2024, 4, 20)}
        onChange={onChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar for Due' }));
    const calendar = await screen.findByRole('dialog', { name: 'Calendar for Due' });
    expect(within(calendar).getByRole('button', { name: /May 4th, 2024/ })).toBeDisabled();
    expect(within(calendar).getByRole('button', { name: /May 21st, 2024/ })).toBeDisabled();
    await userEvent.click(within(calendar).getByRole('button', { name: /May 15th, 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 4, 15));
  });

  it('keeps a time of day with a time precision, and clears with enableClear', async () => {
    const onChange = vi.fn();
    render(
      <DateInput
        aria-label="At"
        value={new Date(2024, 4, 10, 9, 30)}
        timePrecision="minute"
        enableClear
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'At' })).toHaveValue('2024-05-10 09:30');
    await userEvent.click(screen.getByRole('button', { name: 'Clear At' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('as a LocalDateInput, works with yyyy-MM-dd strings', async () => {
    const onChange = vi.fn();
    render(<LocalDateInput aria-label="Day" value="2024-02-28" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Day' });
    expect(input).toHaveValue('2024-02-28');
    await userEvent.clear(input);
    await userEvent.type(input, '2024-02-29{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
  });

  it('reads typed text in the format, or ISO', () => {
    expect(parseDateText('', 'yyyy-MM-dd')).toBeNull();
    expect(parseDateText('nope', 'yyyy-MM-dd')).toBeUndefined();
    expect(parseDateText('2024-01-02', 'yyyy-MM-dd')).toEqual(new Date(2024, 0, 2));
  });
});
