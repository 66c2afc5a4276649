import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CollapsedPanelBar } from './CollapsedPanelBar';

describe('CollapsedPanelBar', () => {
  it('is a collapsed button named after the panel, which asks to expand it', async () => {
    const onExpand = vi.fn();
    render(<CollapsedPanelBar side="left" title="Orders" name="Open orders" onExpand={onExpand} />);
    const bar = screen.getByRole('button', { name: 'Expand Open orders' });
    expect(bar).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bar);
    expect(onExpand).toHaveBeenCalledTimes(1);
  });

  it('holds the title it shows in its name when no name is given', () => {
    render(<CollapsedPanelBar side="top" title="Orders" onExpand={() => {}} />);
    expect(screen.getByRole('button', { name: 'Expand Orders' })).toBeInTheDocument();
  });

  it("is labelled 'Expand' with neither a name nor a text title", () => {
    render(<CollapsedPanelBar side="top" onExpand={() => {}} />);
    expect(screen.getByRole('button', { name: 'Expand' })).toBeInTheDocument();
  });
});
