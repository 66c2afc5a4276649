import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Store } from '../data';
import { stubResizeObserver } from './chartTestUtils';
import { SplitTreeMap } from './SplitTreeMap';
import { SplitTreeMapModel } from './SplitTreeMapModel';
import { TreeMap } from './TreeMap';
import { TreeMapModel } from './TreeMapModel';

interface Pos {
  id: string;
  name: string;
  mktVal: number;
  heat: number;
  children?: Pos[];
}

const DATA: Pos[] = [
  {
    id: 'tech',
    name: 'Technology',
    mktVal: 0,
    heat: 0,
    children: [
      { id: 'aapl', name: 'AAPL', mktVal: 500, heat: 0.1 },
      { id: 'msft', name: 'MSFT', mktVal: 300, heat: -0.2 },
    ],
  },
  {
    id: 'fin',
    name: 'Financials',
    mktVal: 0,
    heat: 0,
    children: [{ id: 'jpm', name: 'JPM', mktVal: 200, heat: 0.05 }],
  },
];

function model(): TreeMapModel<Pos> {
  const store = new Store<Pos>({ childrenField: 'children' });
  store.loadData(DATA);
  return new TreeMapModel<Pos>({ store, valueField: 'mktVal', heatField: 'heat' });
}

beforeEach(() => {
  stubResizeObserver(600, 400);
});
afterEach(() => vi.unstubAllGlobals());

describe('TreeMap', () => {
  it('draws groups with headers and leaves sized by value, each an option of a listbox', () => {
    render(<TreeMap model={model()} aria-label="Positions" />);
    const map = screen.getByRole('listbox', { name: 'Positions' });
    const options = within(map).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-label'))).toEqual([
      'Technology',
      'AAPL, +10%',
      'MSFT, -20%',
      'Financials',
      'JPM, +5%',
    ]);
    const box = (name: string) => {
      const r = within(map)
        .getByRole('option', { name: new RegExp(`^${name}`) })
        .querySelector('rect');
      return Number(r?.getAttribute('width')) * Number(r?.getAttribute('height'));
    };
    // AAPL holds 5/10 of the value; the leaves share the box less the headers and gaps.
    expect(box('AAPL') / box('JPM')).toBeGreaterThan(2);
    expect(within(map).getByRole('option', { name: 'Technology' })).toHaveTextContent('Technology');
  });

  it('selects on click, adds on ctrl-click, and shows a tooltip on hover', async () => {
    const m = model();
    render(<TreeMap model={m} aria-label="Positions" />);
    const rect = (name: string) =>
      screen.getByRole('option', { name: new RegExp(`^${name},`) }).querySelector('rect') as Element;
    await userEvent.click(rect('AAPL'));
    expect(m.selectedIds).toEqual(['aapl']);
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(rect('JPM'));
    await user.keyboard('{/Control}');
    expect(m.selectedIds).toEqual(['aapl', 'jpm']);
    expect(screen.getByRole('option', { name: /^JPM/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.mouseMove(rect('MSFT'), { clientX: 50, clientY: 50 });
    const tooltip = document.querySelector('.tb-treemap-tooltip');
    expect(tooltip).toHaveTextContent('MSFT');
    expect(tooltip).toHaveTextContent('Mkt Val300');
  });

  it('moves through the cells with the arrow keys and selects with Enter', async () => {
    const m = model();
    render(<TreeMap model={m} aria-label="Positions" />);
    const map = screen.getByRole('listbox', { name: 'Positions' });
    fireEvent.keyDown(map, { key: 'Home' });
    fireEvent.keyDown(map, { key: 'ArrowRight' });
    const active = document.getElementById(map.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveAttribute('aria-label', 'AAPL, +10%');
    fireEvent.keyDown(map, { key: 'Enter' });
    await act(async () => {});
    expect(m.selectedIds).toEqual(['aapl']);
  });

  it('recolours and resizes the cells a live update changes, keeping the others and the selection', async () => {
    const m = model();
    render(<TreeMap model={m} aria-label="Positions" />);
    await userEvent.click(screen.getByRole('option', { name: /^JPM,/ }).querySelector('rect') as Element);
    const cell = (name: string) => screen.getByRole('option', { name: new RegExp(`^${name}`) });
    const fill = (name: string) => cell(name).querySelector('rect')?.getAttribute('fill');
    const area = (name: string) => {
      const r = cell(name).querySelector('rect');
      return Number(r?.getAttribute('width')) * Number(r?.getAttribute('height'));
    };
    const [msftFill, jpmFill, msft] = [fill('MSFT'), fill('JPM'), cell('MSFT')];
    const aaplShare = area('AAPL') / area('JPM');
    // Valtio tells views of the change on the next tick: let it.
    await act(async () =>
      m.store.updateData({
        update: [
          { id: 'msft', name: 'MSFT', mktVal: 300, heat: 0.2 },
          { id: 'aapl', name: 'AAPL', mktVal: 900, heat: 0.1 },
        ],
      }),
    );
    // MSFT went from -20% to +20%: the same cell, recoloured; AAPL grew; JPM is as it was, still selected.
    expect(cell('MSFT, \\+20%')).toBe(msft);
    expect(fill('MSFT')).not.toBe(msftFill);
    expect(area('AAPL') / area('JPM')).toBeGreaterThan(aaplShare);
    expect(fill('JPM')).toBe(jpmFill);
    expect(cell('JPM')).toHaveAttribute('aria-selected', 'true');
  });

  it('says No data without leaves', () => {
    render(
      <TreeMap
        model={new TreeMapModel<Pos>({ store: new Store<Pos>(), valueField: 'mktVal', heatField: 'heat' })}
      />,
    );
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('draws a split tree map as two titled maps', () => {
    const store = new Store<Pos>({ childrenField: 'children' });
    store.loadData(DATA);
    const split = new SplitTreeMapModel<Pos>({
      store,
      valueField: 'mktVal',
      heatField: 'heat',
      mapTitleFn: (map, isPrimary) => `${isPrimary ? 'Up' : 'Down'} (${map.leafRecords.length})`,
    });
    render(<SplitTreeMap model={split} />);
    const up = screen.getByRole('listbox', { name: 'Up (2)' });
    const down = screen.getByRole('listbox', { name: 'Down (1)' });
    expect(within(up).queryByRole('option', { name: /^MSFT/ })).toBeNull();
    expect(within(down).getByRole('option', { name: /^MSFT/ })).toBeInTheDocument();
    expect(screen.getByText('Up (2)')).toBeInTheDocument();
  });
});
