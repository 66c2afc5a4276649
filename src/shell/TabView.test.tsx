import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { refreshAll, useLocalModel } from '@toolbox/kit/app';
import type { DemoEntry, TabEntry } from './catalog/catalog';
import { KEPT_DEMOS, TabView } from './TabView';

const NAMES = ['Alpha', 'Beta', 'Gamma', 'Delta'];

const demoOf = (title: string): DemoEntry => ({
  id: title.toLowerCase(),
  title,
  path: `/demos/${title.toLowerCase()}`,
  storyTitle: `Demos/${title}`,
  routeId: `default.demos.${title.toLowerCase()}`,
  tabId: 'demos',
});

const TAB: TabEntry = {
  id: 'demos',
  title: 'Demos',
  path: '/demos',
  routeId: 'default.demos',
  children: NAMES.map(demoOf),
  demo: null,
};

/** What each demo's model went through, by demo. */
const lives = new Map<string, { loads: number; destroyed: number }>();

class DemoModel {
  constructor(private readonly life: { loads: number; destroyed: number }) {}
  load(): void {
    this.life.loads++;
  }
  destroy(): void {
    this.life.destroyed++;
  }
}

/** A demo with a model and a counter: local state that a remount would lose. */
function Demo({ title }: { title: string }) {
  useLocalModel(() => {
    const life = { loads: 0, destroyed: 0 };
    lives.set(title, life);
    return new DemoModel(life);
  });
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((c) => c + 1)}>
      {title} clicked {clicks}
    </button>
  );
}

function renderTab() {
  lives.clear();
  const routes: RouteObject[] = [
    {
      id: TAB.routeId,
      path: '/demos',
      element: <TabView tab={TAB} />,
      children: [
        ...NAMES.map((title) => ({
          id: demoOf(title).routeId,
          path: title.toLowerCase(),
          element: <Demo title={title} />,
        })),
        // As in the app: an unknown sub-path of a tab shows a not-found panel, no demo.
        { path: '*', element: <p>No such demo</p> },
      ],
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: ['/demos/alpha'] });
  render(<RouterProvider router={router} />);
  return router;
}

const link = (title: string) => screen.getByRole('link', { name: title });
/** Lets a deferred destroy (a microtask) run. */
const settle = () => act(() => new Promise<void>((resolve) => queueMicrotask(resolve)));

describe('TabView', () => {
  it('keeps a demo left for another, hidden, and shows it again as it was', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(screen.getByRole('button', { name: 'Alpha clicked 0' }));
    await user.click(link('Beta'));
    expect(await screen.findByRole('button', { name: 'Beta clicked 0' })).toBeVisible();
    // Alpha is still mounted, out of sight and out of the accessibility tree.
    expect(screen.queryByRole('button', { name: /^Alpha/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Alpha clicked 1', hidden: true })).not.toBeVisible();

    await user.click(link('Alpha'));
    expect(await screen.findByRole('button', { name: 'Alpha clicked 1' })).toBeVisible();
    await settle();
    expect(lives.get('Alpha')).toEqual({ loads: 1, destroyed: 0 });
  });

  it(`keeps ${KEPT_DEMOS} demos at most: the one left longest ago unmounts and its model is destroyed`, async () => {
    const user = userEvent.setup();
    renderTab();
    for (const title of NAMES.slice(1)) {
      await user.click(link(title));
      await screen.findByRole('button', { name: `${title} clicked 0` });
    }
    await settle();
    expect(lives.get('Alpha')?.destroyed).toBe(1);
    expect(screen.queryByRole('button', { name: /^Alpha/, hidden: true })).toBeNull();
    for (const title of NAMES.slice(1)) expect(lives.get(title)?.destroyed).toBe(0);
    expect(screen.getAllByRole('button', { hidden: true })).toHaveLength(KEPT_DEMOS);

    // Back to Alpha: a new one, loaded afresh.
    await user.click(link('Alpha'));
    expect(await screen.findByRole('button', { name: 'Alpha clicked 0' })).toBeVisible();
    expect(lives.get('Alpha')).toEqual({ loads: 1, destroyed: 0 });
  });

  it(`keeps ${KEPT_DEMOS - 1} demos hidden while the tab shows no demo (an unknown sub-path)`, async () => {
    const user = userEvent.setup();
    const router = renderTab();
    for (const title of ['Beta', 'Gamma']) {
      await user.click(link(title));
      await screen.findByRole('button', { name: `${title} clicked 0` });
    }
    await act(() => router.navigate('/demos/nope'));
    expect(await screen.findByText('No such demo')).toBeVisible();
    await settle();
    // The one left longest ago (Alpha) unmounts: the not-found panel counts as the one shown.
    expect(lives.get('Alpha')?.destroyed).toBe(1);
    expect(screen.getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toEqual([
      'Beta clicked 0',
      'Gamma clicked 0',
    ]);
  });

  it("leaves hidden demos out of the app's Refresh, and reloads one shown again after a refresh it missed", async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(link('Beta'));
    await screen.findByRole('button', { name: 'Beta clicked 0' });

    expect(await act(() => refreshAll())).toBe(1);
    expect(lives.get('Beta')?.loads).toBe(2);
    expect(lives.get('Alpha')?.loads).toBe(1);

    await user.click(link('Alpha'));
    await screen.findByRole('button', { name: 'Alpha clicked 0' });
    expect(lives.get('Alpha')?.loads).toBe(2);
    // Beta, hidden now, saw every refresh: showing it again loads nothing.
    await user.click(link('Beta'));
    await screen.findByRole('button', { name: 'Beta clicked 0' });
    expect(lives.get('Beta')?.loads).toBe(2);
  });
});
