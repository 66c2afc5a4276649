import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from './LoadingIndicator';
import { Mask } from './Mask';

describe('Mask', () => {
  it('covers its parent inline, with a spinner and a message', () => {
    const { container } = render(
      <div>
        <Mask message="Loading trades..." />
      </div>,
    );
    const mask = screen.getByRole('status');
    expect(container).toContainElement(mask);
    expect(mask).toHaveClass('tb-mask');
    expect(mask).not.toHaveClass('tb-mask--viewport');
    expect(mask).toHaveTextContent('Loading trades...');
    expect(mask.querySelector('.tb-mask__spinner')).not.toBeNull();
  });

  it('covers the viewport when not inline, and can leave out the spinner', () => {
    const { container } = render(<Mask inline={false} spinner={false} message="Please wait" />);
    const mask = screen.getByRole('status');
    expect(container).not.toContainElement(mask);
    expect(mask.parentElement).toBe(document.body);
    expect(mask).toHaveClass('tb-mask--viewport');
    expect(mask.querySelector('.tb-mask__spinner')).toBeNull();
  });
});

describe('LoadingIndicator', () => {
  it('sits in the bottom-right corner by default, with a spinner and the message', () => {
    render(<LoadingIndicator message="Refreshing..." />);
    const indicator = screen.getByRole('status');
    expect(indicator).toHaveClass('tb-loading-indicator', 'tb-loading-indicator--br');
    expect(indicator).toHaveTextContent('Refreshing...');
    expect(indicator.querySelector('.tb-loading-indicator__spinner')).not.toBeNull();
  });

  it('goes in any corner, and says Loading... when it has nothing else to show', () => {
    render(<LoadingIndicator corner="tl" spinner={false} />);
    const indicator = screen.getByRole('status');
    expect(indicator).toHaveClass('tb-loading-indicator--tl');
    expect(indicator).toHaveTextContent('Loading...');
    expect(indicator.querySelector('.tb-loading-indicator__spinner')).toBeNull();
  });
});
