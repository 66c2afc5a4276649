import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';
import { Switch } from './Switch';

describe('labelled check boxes and switches', () => {
  it('put the label on the side asked for, and a click on it operates the control', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <>
        <Switch label="Inline" labelSide="left" value={false} onChange={onChange} />
        <Checkbox label="Active" value={false} onChange={onChange} />
      </>,
    );
    const [switchWrap, boxWrap] = [...container.children] as HTMLElement[];
    expect(switchWrap?.firstElementChild?.tagName).toBe('LABEL');
    expect(boxWrap?.lastElementChild?.tagName).toBe('LABEL');
    await userEvent.click(screen.getByText('Inline'));
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText('Active'));
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('mark a disabled control on its wrapper, and a label-less one takes its aria-label', () => {
    const { container } = render(<Switch aria-label="Dark mode" disabled value={true} onChange={() => {}} />);
    expect(container.firstElementChild).toHaveClass('tb-switch', 'tb-switch--disabled');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeDisabled();
  });
});
