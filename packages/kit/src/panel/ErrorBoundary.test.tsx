import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

let shouldThrow = true;
function MaybeBomb() {
  if (shouldThrow) throw new Error('Kaboom');
  return <span>All good</span>;
}

describe('ErrorBoundary', () => {
  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <span>Hello</span>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  it('shows an ErrorMessage with Retry by default, and Retry renders the children again', async () => {
    shouldThrow = true;
    const onError = vi.fn();
    render(
      <ErrorBoundary onError={onError}>
        <MaybeBomb />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong:Kaboom');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Kaboom' }), expect.anything());
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('uses a custom fallback, which gets the error and a reset function', async () => {
    shouldThrow = true;
    render(
      <ErrorBoundary
        fallback={(error, reset) => (
          <button onClick={reset}>Custom: {error instanceof Error ? error.message : 'unknown'}</button>
        )}
      >
        <MaybeBomb />
      </ErrorBoundary>,
    );
    const button = screen.getByRole('button', { name: 'Custom: Kaboom' });
    shouldThrow = false;
    await userEvent.click(button);
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('resets itself when a reset key changes', () => {
    shouldThrow = true;
    const { rerender } = render(
      <ErrorBoundary resetKeys={[1]}>
        <MaybeBomb />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKeys={[2]}>
        <MaybeBomb />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
