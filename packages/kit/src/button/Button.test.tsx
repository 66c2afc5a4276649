import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('shows its text and icon and calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button text="Save" icon={<svg data-testid="icon" />} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByTestId('icon')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('does not call onClick when disabled', async () => {
    const onClick = vi.fn();
    render(<Button text="Save" disabled onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('takes its accessible name from the title when it has only an icon', () => {
    render(<Button icon={<svg />} title="Refresh" />);
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveClass('tb-button--icon-only');
  });

  it('maps intent, minimal, outlined and active to classes', () => {
    const { rerender } = render(<Button text="Go" intent="danger" />);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveClass('tb-button--filled', 'tb-intent-danger');
    rerender(<Button text="Go" intent="primary" minimal active />);
    expect(button).toHaveClass('tb-button--minimal', 'tb-intent-primary', 'tb-button--active');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    rerender(<Button text="Go" outlined minimal />);
    expect(button).toHaveClass('tb-button--outlined', 'tb-intent-none');
  });
});
