import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refreshAll, useRefreshable } from './refreshRegistry';

function Loader({ load }: { load: () => void }) {
  useRefreshable(load);
  return null;
}

describe('useRefreshable', () => {
  it('re-runs mounted loaders and forgets unmounted ones', async () => {
    const load = vi.fn();
    const view = render(<Loader load={load} />);
    expect(await refreshAll()).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(await refreshAll()).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
