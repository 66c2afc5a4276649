import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../panel';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A load that resolves or fails when the test says so. */
function controlledLoad() {
  const calls: { resolve: (c: typeof Greeting) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

describe('lazyComponent', () => {
  it('shows its fallback, given the props, until the code has come, then the component with the same props', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyComponent(load, ({ name }) => <p>Loading {name}…</p>);
    render(<Lazy name="Ada" />);
    expect(screen.getByText('Loading Ada…')).toBeInTheDocument();
    calls[0]?.resolve(Greeting);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading Ada…')).not.toBeInTheDocument();
  });

  it('loads its code once, however many instances and preloads, and renders at once when preloaded', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyComponent(load);
    const preloaded = Lazy.preload();
    expect(Lazy.preload()).toBe(preloaded);
    calls[0]?.resolve(Greeting);
    await preloaded;
    render(
      <>
        <Lazy name="Ada" />
        <Lazy name="Grace" />
      </>,
    );
    // No fallback frame: both show in the first render.
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.getByText('Hello, Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and loads again when the boundary retries', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyComponent(load, () => <p>Loading…</p>);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <Lazy name="Ada" />
      </ErrorBoundary>,
    );
    calls[0]?.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
    quiet.mockRestore();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]?.resolve(Greeting);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('rejects a preload that fails without an unhandled rejection, and a later render loads again', async () => {
    const { load, calls } = controlledLoad();
    const Lazy = lazyComponent(load);
    const preloaded = Lazy.preload();
    calls[0]?.reject(new Error('offline'));
    await expect(preloaded).rejects.toThrow('offline');
    render(<Lazy name="Ada" />);
    calls[1]?.resolve(Greeting);
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });
});
