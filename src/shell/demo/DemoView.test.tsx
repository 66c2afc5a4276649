import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StoryModule } from '../catalog/composeDemo';
import { findDemo } from '../catalog/catalog';

const loads = vi.hoisted(() => ({ attempts: 0 }));

vi.mock('../catalog/storyFiles', () => ({
  // The build-time meta of the one built story here; the others' come as null, as for a demo not built.
  loadStoryMeta: (storyTitle: string) =>
    Promise.resolve(
      storyTitle === 'Other/Clock'
        ? {
            title: 'Other/Clock',
            description: 'A clock that ticks.',
            kit: [
              ['Clock', 'Kit/Clock/Clock'],
              ['Panel', 'Kit/Panel/Panel'],
            ],
          }
        : null,
    ),
  storyFileOf: (storyTitle: string) => {
    if (storyTitle === 'Other/Popups') {
      return {
        file: '/stories/other/Popups.stories.tsx',
        // The first load fails as a missing chunk does; the retry gets a file without a Default story.
        load: () => {
          loads.attempts++;
          return loads.attempts === 1
            ? Promise.reject(
                new TypeError('Failed to fetch dynamically imported module: /app/assets/Popups-x.js'),
              )
            : Promise.resolve({ default: { title: 'Other/Popups' } } as StoryModule);
        },
      };
    }
    if (storyTitle === 'Other/Clock') {
      const story: StoryModule = {
        default: {
          title: 'Other/Clock',
          parameters: { docs: { description: { component: 'A clock that ticks.' } } },
        },
        Default: { render: () => <p>Twelve o'clock</p> },
      };
      return { file: '/stories/other/Clock.stories.tsx', load: () => Promise.resolve(story) };
    }
    return null;
  },
}));

const { DemoView } = await import('./DemoView');

// jsdom has no ResizeObserver; the wrapper's description measures whether it needs More.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function demoOf(tabId: string, id: string) {
  const demo = findDemo(tabId, id);
  if (!demo) throw new Error(`no demo ${tabId}/${id}`);
  return demo;
}

describe('DemoView', () => {
  it('loads the demo’s own story and shows it in the wrapper with its description', async () => {
    render(<DemoView demo={demoOf('other', 'clock')} />);
    expect(screen.getByText('Loading Clock…')).toBeInTheDocument();
    // The header first, from the story's build-time meta, while the story's code is not yet asked for.
    expect(await screen.findByText('A clock that ticks.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Source' })).toBeDisabled();
    expect(await screen.findByText("Twelve o'clock")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Clock' })).toBeInTheDocument();
    expect(screen.getByText('A clock that ticks.')).toBeInTheDocument();
  });

  it('lists the kit components the demo uses, each linking to its Kit page in Storybook', async () => {
    render(<DemoView demo={demoOf('other', 'clock')} />);
    const list = await screen.findByRole('list', { name: 'Kit components:' });
    expect(
      screen
        .getAllByRole('link')
        .filter((a) => list.contains(a))
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Clock', '/storybook/?path=/docs/kit-clock-clock--docs'],
      ['Panel', '/storybook/?path=/docs/kit-panel-panel--docs'],
    ]);
    // Still there once the demo's code has come.
    expect(await screen.findByText("Twelve o'clock")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Panel' })).toBeInTheDocument();
  });

  it('shows a managed error with a retry when its chunk fails, then the honest not-built panel', async () => {
    render(<DemoView demo={demoOf('other', 'popups')} />);
    expect(await screen.findByText('Could not load the Popups demo (missing).')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Popups is not built yet' })).toBeInTheDocument();
    expect(screen.getByText('default.other.popups')).toBeInTheDocument();
  });

  it('says a demo without a story is not built, without loading anything', async () => {
    render(<DemoView demo={demoOf('other', 'pinPad')} />);
    expect(await screen.findByRole('heading', { name: 'PIN Pad is not built yet' })).toBeInTheDocument();
  });
});
