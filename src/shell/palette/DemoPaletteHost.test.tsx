import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ALL_DEMOS, EXAMPLES } from '../catalog/catalog';
import { standInForCmdkLayout } from './cmdkInJsdom';
import { DemoPaletteHost } from './DemoPaletteHost';
import { buildPaletteEntries } from './paletteEntries';
import { PALETTE_ENTRIES } from './paletteIndex';
import { setPaletteOpen } from './paletteModel';
import { SearchButton } from './SearchButton';

standInForCmdkLayout();
// The palette loads on demand (or when the browser idles): loaded here once, so no test waits on its transform.
beforeAll(async () => {
  await import('./CatalogPalette');
});
afterEach(() => setPaletteOpen(false));

function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}

function Shell() {
  return (
    <MemoryRouter initialEntries={['/grids/standard']}>
      <SearchButton />
      <input aria-label="Filter" />
      <main tabIndex={-1} data-testid="main" />
      <DemoPaletteHost focusTarget={() => document.querySelector('main')} />
      <Where />
    </MemoryRouter>
  );
}

describe('the demo palette in the shell', () => {
  it('opens with ctrl+K even from inside an input, and Enter goes to the demo found', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.click(screen.getByRole('textbox', { name: 'Filter' }));
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox');
    expect(screen.getByRole('dialog', { name: 'Search demos' })).toBeVisible();
    await user.type(input, 'pin pad');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(/^PIN Pad/);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/other/pinPad');
    expect(screen.getByTestId('main')).toHaveFocus();
  });

  it('opens from the top bar button named "Search demos", and ctrl+K closes it again', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    const button = screen.getByRole('button', { name: 'Search demos' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await user.click(button);
    await screen.findByRole('combobox');
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/grids/standard');
  });
});

describe('the palette entries', () => {
  it('hold every demo of the catalog and every example app, with the descriptions of the built stories', () => {
    const ids = PALETTE_ENTRIES.map((e) => e.id);
    expect(ids).toEqual([...ALL_DEMOS.map((d) => d.routeId), ...EXAMPLES.map((x) => `example.${x.id}`)]);
    const pinPad = PALETTE_ENTRIES.find((e) => e.id === 'default.other.pinPad');
    expect(pinPad).toMatchObject({
      title: 'PIN Pad',
      tab: 'Other',
      to: { route: '/other/pinPad' },
      built: true,
    });
    expect(pinPad?.description).toMatch(/PIN/);
  });

  it('hold descriptions as the words a reader sees, without their markdown', () => {
    const entries = buildPaletteEntries([
      {
        title: 'Examples/News',
        description: '\n**Try it:** filter `rest/news` by\nits [source](https://x.io).\n',
      },
    ]);
    expect(entries.find((e) => e.id === 'example.news')?.description).toBe(
      'Try it: filter rest/news by its source.',
    );
  });

  it('open a built example app at its own path, and lead to the Examples tab while it is not built', () => {
    const entries = buildPaletteEntries([{ title: 'Examples/News', description: 'Headlines.' }]);
    expect(entries.find((e) => e.id === 'example.news')).toMatchObject({
      tab: 'Examples',
      description: 'Headlines.',
      to: { href: '/news' },
      built: true,
    });
    expect(entries.find((e) => e.id === 'example.todo')).toMatchObject({
      to: { route: '/examples' },
      built: false,
    });
    expect(entries.find((e) => e.id === 'default.grids.standard')).toMatchObject({
      built: false,
      description: null,
    });
  });
});
