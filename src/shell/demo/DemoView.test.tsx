import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ComposedDemo } from '../catalog/composeTab';
import { findDemo } from '../catalog/catalog';

const loads = vi.hoisted(() => ({ attempts: 0 }));

vi.mock('../catalog/tabLoaders', () => ({
  TAB_LOADERS: {
    // The first load fails as a missing chunk does; the retry succeeds with an empty tab.
    other: () => {
      loads.attempts++;
      return loads.attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /app/assets/other-x.js'))
        : Promise.resolve({ default: new Map<string, ComposedDemo>() });
    },
  },
}));

const { DemoView } = await import('./DemoView');

describe('DemoView', () => {
  it('shows a managed error with a retry when its chunk fails, then the honest not-built panel', async () => {
    const demo = findDemo('other', 'popups');
    if (!demo) throw new Error('no such demo');
    render(<DemoView demo={demo} />);
    expect(await screen.findByText('Could not load the Popups demo (missing).')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Popups is not built yet' })).toBeInTheDocument();
    expect(screen.getByText('default.other.popups')).toBeInTheDocument();
  });
});
