import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupingChooser } from './GroupingChooser';
import { GroupingChooserModel } from './GroupingChooserModel';

afterEach(() => localStorage.clear());

function model(): GroupingChooserModel {
  return new GroupingChooserModel({
    dimensions: ['region', 'sector', 'symbol'],
    initialValue: ['sector', 'symbol'],
    initialFavorites: [
      ['sector', 'symbol'],
      ['region', 'symbol'],
    ],
  });
}

describe('GroupingChooser', () => {
  it('shows the grouping and edits its levels, applied with Apply', async () => {
    const m = model();
    render(<GroupingChooser model={m} />);
    const button = screen.getByRole('button', { name: 'Group by: Sector › Symbol' });
    await userEvent.click(button);
    const editor = await screen.findByRole('group', { name: 'Grouping' });
    expect(within(editor).getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(within(editor).getByRole('button', { name: 'Move Symbol up' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Remove Sector' }));
    // The last level cannot go.
    expect(within(editor).getByRole('button', { name: 'Remove Symbol' })).toBeDisabled();
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    expect(m.value).toEqual(['symbol']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Group by: Symbol' })).toBeInTheDocument());
  });

  it('picks, adds and removes favourites from the star menu', async () => {
    const m = model();
    render(<GroupingChooser model={m} />);
    const star = screen.getByRole('button', { name: 'Favorite groupings' });
    await userEvent.click(star);
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Sector › Symbol', 'Region › Symbol', 'Remove current from favorites']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Region › Symbol' }));
    expect(m.value).toEqual(['region', 'symbol']);
    await userEvent.click(star);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Remove current from favorites' }));
    expect(m.favorites).toEqual([['sector', 'symbol']]);
    await userEvent.click(star);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add current to favorites' }));
    expect(m.favorites).toEqual([
      ['sector', 'symbol'],
      ['region', 'symbol'],
    ]);
  });
});
