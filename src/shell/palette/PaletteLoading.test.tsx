import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standInForCmdkLayout } from './cmdkInJsdom';
import { DemoPaletteHost } from './DemoPaletteHost';
import { setPaletteOpen } from './paletteModel';

// The palette's code arrives when the test says so, as it may arrive late on a slow network.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./CatalogPalette', async (original) => {
  await arrived;
  return original();
});

standInForCmdkLayout();
afterEach(() => setPaletteOpen(false));

describe('the palette asked for before its code has arrived', () => {
  it('keeps what is typed meanwhile, and Escape gives the focus back where it was', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <input aria-label="Filter" />
        <DemoPaletteHost focusTarget={() => null} />
      </MemoryRouter>,
    );
    const filter = screen.getByRole('textbox', { name: 'Filter' });
    await user.click(filter);
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Search demos (loading)' })).toHaveFocus(),
    );
    await user.keyboard('pin pad');
    expect(screen.queryByRole('dialog')).toBeNull();

    await act(async () => arrive());
    const input = await screen.findByRole('combobox', {}, { timeout: 10_000 });
    expect(input).toHaveValue('pin pad');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^PIN Pad/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(filter).toHaveFocus();
  });
});
