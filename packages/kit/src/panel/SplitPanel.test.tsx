import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { Panel } from './Panel';
import { PanelModel } from './PanelModel';
import { SplitPanel } from './SplitPanel';

beforeAll(() => {
  // jsdom has no ResizeObserver, which react-resizable-panels needs to follow the group's size.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function Demo({ left, bottom }: { left: PanelModel; bottom: PanelModel }) {
  return (
    <SplitPanel orientation="vertical">
      <SplitPanel>
        <Panel title="Left" model={left}>
          left content
        </Panel>
        <Panel title="Main">main content</Panel>
      </SplitPanel>
      <Panel title="Bottom" model={bottom}>
        bottom content
      </Panel>
    </SplitPanel>
  );
}

describe('SplitPanel', () => {
  it('lays out panels with splitters between them', () => {
    const left = new PanelModel({ side: 'left', defaultSize: '30%', minSize: 30, maxSize: 300 });
    const bottom = new PanelModel({ side: 'bottom', defaultSize: 150 });
    render(<Demo left={left} bottom={bottom} />);
    for (const name of ['Left', 'Main', 'Bottom'])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(
      screen.getAllByRole('separator').filter((s) => s.classList.contains('tb-split__splitter')),
    ).toHaveLength(2);
  });

  it('collapses a panel from its header or its model, and expands it from its bar', async () => {
    const left = new PanelModel({ side: 'left', defaultSize: '30%' });
    const bottom = new PanelModel({ side: 'bottom', defaultSize: 150, defaultCollapsed: true });
    render(<Demo left={left} bottom={bottom} />);
    expect(screen.getByRole('button', { name: 'Expand Bottom' })).toHaveClass('tb-panel-collapsed--bottom');
    expect(screen.queryByRole('region', { name: 'Bottom' })).toBeNull();

    await userEvent.click(
      within(screen.getByRole('region', { name: 'Left' })).getByRole('button', { name: 'Collapse' }),
    );
    expect(left.collapsed).toBe(true);
    expect(screen.getByRole('button', { name: 'Expand Left' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Expand Bottom' }));
    expect(bottom.collapsed).toBe(false);
    expect(screen.getByRole('region', { name: 'Bottom' })).toBeInTheDocument();

    await act(async () => left.setCollapsed(false));
    expect(screen.getByRole('region', { name: 'Left' })).toBeInTheDocument();
  });
});
