import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Placeholder } from './Placeholder';

describe('Placeholder', () => {
  it('shows its content, with the icon hidden from assistive tech', () => {
    const { container } = render(
      <Placeholder icon={<svg data-testid="icon" />} className="extra">
        <p>Select a record to view details.</p>
        <p>(This is a placeholder)</p>
      </Placeholder>,
    );
    expect(screen.getByText('Select a record to view details.')).toBeVisible();
    expect(screen.getByText('(This is a placeholder)')).toBeVisible();
    const root = container.firstElementChild;
    expect(root).toHaveClass('tb-placeholder', 'extra');
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders without an icon', () => {
    const { container } = render(<Placeholder>Nothing here yet.</Placeholder>);
    expect(container.querySelector('.tb-placeholder__icon')).toBeNull();
    expect(screen.getByText('Nothing here yet.')).toBeInTheDocument();
  });
});
