import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { standInForCmdkLayout } from './cmdkInJsdom';
import { DemoPalette } from './DemoPalette';
import type { PaletteEntry } from './paletteEntries';

standInForCmdkLayout();

function entry(
  id: string,
  title: string,
  tab: string,
  description: string | null,
  built = true,
): PaletteEntry {
  return { id, title, tab, tabId: tab.toLowerCase(), description, to: { route: `/${id}` }, built };
}

const ENTRIES = [
  entry('grids.standard', 'Standard', 'Grids', 'A grid of 1,000 trades with a filter field.'),
  entry('grids.tree', 'Tree', 'Grids', 'Positions as a tree.'),
  entry('charts.ohlc', 'OHLC', 'Charts', 'Candles of a stock over time.'),
  entry('other.pinPad', 'PIN Pad', 'Other', 'A 5-digit PIN pad with a reset button.'),
  entry('other.clock', 'Clock', 'Other', null, false),
];

function Harness({ onChoose = () => {} }: { onChoose?: (e: PaletteEntry) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Search demos
      </button>
      <main tabIndex={-1} data-testid="main" />
      <DemoPalette
        open={open}
        onOpenChange={setOpen}
        entries={ENTRIES}
        onChoose={onChoose}
        focusAfterChoice={() => document.querySelector<HTMLElement>('[data-testid="main"]')?.focus()}
      />
    </>
  );
}

const options = () =>
  screen.getAllByRole('option').map((o) => o.querySelector('.tb-palette__title')?.textContent);
const selected = () =>
  screen
    .getAllByRole('option')
    .find((o) => o.getAttribute('aria-selected') === 'true')
    ?.querySelector('.tb-palette__title')?.textContent;

describe('DemoPalette', () => {
  it('opens with the search box focused and every entry under its tab, the first one selected', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Search demos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search demos' });
    expect(within(dialog).getByRole('combobox')).toHaveFocus();
    expect(options()).toEqual(['Standard', 'Tree', 'OHLC', 'PIN Pad', 'Clock']);
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label') ?? ''),
    ).toHaveLength(3);
    expect(within(dialog).getByText('Charts')).toBeVisible();
    expect(selected()).toBe('Standard');
    // A demo without a story says so.
    expect(within(screen.getByRole('option', { name: /Clock/ })).getByText('not built yet')).toBeVisible();
  });

  it('shows each new query from the top of its list, where its best match is', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Search demos' }));
    const input = await screen.findByRole('combobox');
    const list = screen.getByRole('listbox');
    list.scrollTop = 120;
    await user.type(input, 'grid');
    expect(options()[0]).toBe('Standard');
    expect(list.scrollTop).toBe(0);
  });

  it('finds by title, by tab and by description, marking the word in the description', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Search demos' }));
    const input = await screen.findByRole('combobox');
    await user.type(input, 'pin');
    expect(options()).toEqual(['PIN Pad']);
    await user.clear(input);
    await user.type(input, 'charts');
    expect(options()).toEqual(['OHLC']);
    await user.clear(input);
    await user.type(input, 'candles');
    expect(options()).toEqual(['OHLC']);
    expect(screen.getByText('Candles', { selector: 'mark' })).toBeVisible();
    await user.clear(input);
    await user.type(input, 'nothing like it');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No demo or example matches “nothing like it”.')).toBeVisible();
  });

  it('goes to the entry chosen with the arrow keys and Enter, closes and moves the focus to the page', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChoose={onChoose} />);
    await user.click(screen.getByRole('button', { name: 'Search demos' }));
    await user.type(await screen.findByRole('combobox'), 'grids');
    expect(options()).toEqual(['Standard', 'Tree']);
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe('Tree');
    await user.keyboard('{ArrowDown}');
    // The list wraps around.
    expect(selected()).toBe('Standard');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ id: 'grids.tree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('main')).toHaveFocus();
  });

  it('closes on Escape, gives the focus back to where it was, and opens afresh', async () => {
    const onChoose = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChoose={onChoose} />);
    const opener = screen.getByRole('button', { name: 'Search demos' });
    await user.click(opener);
    await user.type(await screen.findByRole('combobox'), 'tree');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('combobox')).toHaveValue('');
    expect(options()).toHaveLength(ENTRIES.length);
  });
});
