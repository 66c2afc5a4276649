import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { refreshAll, useLocalModel } from '../app';
import { TabContainer } from './TabContainer';
import { TabContainerModel, type TabContainerConfig } from './TabContainerModel';
import type { TabConfig } from './tabTypes';

const tab = (id: string, extra: Partial<TabConfig> = {}): TabConfig => ({
  id,
  title: id[0]?.toUpperCase() + id.slice(1),
  content: () => <p>{id} content</p>,
  ...extra,
});

function setup(config: TabContainerConfig) {
  const model = new TabContainerModel(config);
  render(<TabContainer model={model} aria-label="Sample tabs" />);
  return model;
}

/** Content with local state, to see whether a tab was unmounted while hidden. */
function Counter() {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>Clicked {n}</button>;
}

describe('TabContainer', () => {
  it('shows a tab strip and the active tab; clicking a tab switches', async () => {
    setup({ tabs: [tab('alpha'), tab('beta')] });
    const list = screen.getByRole('tablist', { name: 'Sample tabs' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Alpha', 'Beta']);
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('alpha content');
    await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('beta content');
    expect(screen.queryByText('alpha content')).toBeNull();
  });

  it('moves between tabs with the arrow keys, skipping disabled tabs', async () => {
    setup({ tabs: [tab('alpha'), tab('beta', { disabled: true }), tab('gamma')] });
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('gamma content');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Alpha' })).toHaveFocus();
  });

  it('uses up and down arrows for a side switcher', async () => {
    setup({ tabs: [tab('alpha'), tab('beta')], switcherPosition: 'left' });
    expect(screen.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('beta content');
  });

  it('does not activate a disabled tab on click', async () => {
    setup({ tabs: [tab('alpha'), tab('beta', { disabled: true })] });
    const beta = screen.getByRole('tab', { name: 'Beta' });
    expect(beta).toBeDisabled();
    await userEvent.click(beta);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('alpha content');
  });

  it('shows icons and badges, and follows retitling, badges and exclusion live', async () => {
    const model = setup({
      tabs: [tab('alpha', { icon: <svg data-testid="icon" />, badge: 'New' }), tab('beta')],
    });
    const alpha = screen.getByRole('tab', { name: 'Alpha New' });
    expect(within(alpha).getByTestId('icon')).toBeInTheDocument();
    await act(async () => {
      model.findTab('alpha')?.setTitle('First');
      model.findTab('alpha')?.setBadge(null);
      model.findTab('beta')?.setExcludeFromSwitcher(true);
    });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['First']);
  });

  it('puts the switcher on the side asked for, or none', async () => {
    const model = setup({ tabs: [tab('alpha')], switcherPosition: 'bottom' });
    const root = screen.getByRole('tablist').parentElement;
    expect(root).toHaveClass('tb-tabs--bottom');
    expect(root?.lastElementChild).toBe(screen.getByRole('tablist'));
    await act(async () => model.setSwitcherPosition('none'));
    expect(screen.queryByRole('tablist')).toBeNull();
    // Without a trigger to label it, the panel names itself.
    expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('alpha content');
  });

  it('can be driven from the model, e.g. by a custom switcher', async () => {
    const model = setup({ tabs: [tab('alpha'), tab('beta')], switcherPosition: 'none' });
    await act(async () => model.activateTab('beta'));
    expect(screen.getByRole('tabpanel', { name: 'Beta' })).toHaveTextContent('beta content');
  });

  it('shows the empty text without tabs, and reacts to added and removed tabs', async () => {
    const model = setup({ emptyText: 'Nothing here' });
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
    await act(async () => void model.addTab(tab('alpha')));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('alpha content');
    await act(async () => void model.addTab(tab('beta'), { activate: true }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('beta content');
    await act(async () => model.removeTab('beta'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('alpha content');
  });

  describe('render modes', () => {
    const counterTabs = (extra: Partial<TabContainerConfig> = {}): TabContainerConfig => ({
      tabs: [tab('alpha', { content: () => <Counter /> }), tab('beta')],
      ...extra,
    });

    it('unmounts hidden tabs by default, so their state resets', async () => {
      setup(counterTabs());
      await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
      await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
      expect(screen.queryByRole('button', { name: /Clicked/, hidden: true })).toBeNull();
      await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
      expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();
    });

    it("'lazy' keeps a tab mounted (hidden) once shown", async () => {
      setup(counterTabs({ renderMode: 'lazy' }));
      expect(screen.queryByText('beta content')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
      await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
      expect(screen.getByRole('button', { name: 'Clicked 1', hidden: true })).not.toBeVisible();
      await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
      expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();
    });

    it("leaves a hidden tab's model out of the app's Refresh, and reloads it when shown after one", async () => {
      const loads = { alpha: 0, beta: 0 };
      function Loading({ id }: { id: 'alpha' | 'beta' }) {
        useLocalModel(() => ({ load: () => loads[id]++ }));
        return <p>{id} loaded</p>;
      }
      setup({
        tabs: [
          tab('alpha', { content: () => <Loading id="alpha" /> }),
          tab('beta', { content: () => <Loading id="beta" /> }),
        ],
        renderMode: 'lazy',
      });
      await userEvent.click(screen.getByRole('tab', { name: 'Beta' }));
      expect(loads).toEqual({ alpha: 1, beta: 1 });
      expect(await act(() => refreshAll())).toBe(1);
      expect(loads).toEqual({ alpha: 1, beta: 2 });
      await userEvent.click(screen.getByRole('tab', { name: 'Alpha' }));
      expect(loads).toEqual({ alpha: 2, beta: 2 });
    });

    it("'always' mounts every tab up front; a tab can override the container's mode", () => {
      setup({
        tabs: [tab('alpha'), tab('beta'), tab('gamma', { renderMode: 'unmountOnHide' })],
        renderMode: 'always',
      });
      expect(screen.getByText('beta content')).not.toBeVisible();
      expect(screen.queryByText('gamma content')).toBeNull();
    });
  });

  describe('errors', () => {
    let consoleError: MockInstance;
    beforeEach(() => {
      consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    });
    afterEach(() => consoleError.mockRestore());

    it('shows an error thrown by a tab inside that tab only', async () => {
      const Bomb = () => {
        throw new Error('Tab exploded');
      };
      setup({
        tabs: [tab('alpha'), tab('broken', { content: () => <Bomb /> }), tab('gamma')],
        renderMode: 'always',
      });
      expect(screen.getByRole('tabpanel', { name: 'Alpha' })).toHaveTextContent('alpha content');
      await userEvent.click(screen.getByRole('tab', { name: 'Broken' }));
      const panel = screen.getByRole('tabpanel', { name: 'Broken' });
      expect(within(panel).getByRole('alert')).toHaveTextContent('Something went wrong:Tab exploded');
      await userEvent.click(screen.getByRole('tab', { name: 'Gamma' }));
      expect(screen.getByRole('tabpanel', { name: 'Gamma' })).toHaveTextContent('gamma content');
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('catches a render function that throws itself', () => {
      setup({
        tabs: [
          tab('alpha', {
            content: () => {
              throw new Error('No content');
            },
          }),
        ],
      });
      expect(screen.getByRole('alert')).toHaveTextContent('No content');
      expect(screen.getByRole('tab', { name: 'Alpha' })).toBeInTheDocument();
    });
  });
});
