import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Play helpers of the tree map demos: cells of a tree map (options of its listbox) and the grouping chooser.
 * Rows of the grid beside a map are read with gridPlayHelpers.
 */

/** Id of a grouped position: the path of its dimension values, as the portfolio service builds it. */
export function positionId(path: readonly [string, string][]): string {
  return ['root', ...path.map(([dim, value]) => `${dim}:${value}`)].join('>');
}

/** A tree map's cell for a record id. */
export function cell(map: HTMLElement, id: string): HTMLElement {
  const el = map.querySelector<HTMLElement>(`[role="option"][data-id="${CSS.escape(id)}"]`);
  if (!el) throw new Error(`no tree map cell ${id}`);
  return el;
}

/** Ids of a tree map's selected cells. */
export function selectedCells(map: HTMLElement): string[] {
  return [...map.querySelectorAll('[role="option"][aria-selected="true"]')].map(
    (c) => c.getAttribute('data-id') ?? '',
  );
}

/** Box of a cell (its first rect). */
export function cellBox(c: HTMLElement): { x: number; y: number; width: number; height: number } {
  const r = c.querySelector('rect');
  const n = (a: string) => Number(r?.getAttribute(a));
  return { x: n('x'), y: n('y'), width: n('width'), height: n('height') };
}

/** Clicks a cell, with ctrl held to add it to the selection. */
export async function clickCell(map: HTMLElement, id: string, add = false): Promise<void> {
  const target = cell(map, id).querySelector('rect');
  if (!target) throw new Error(`cell ${id} has no box`);
  // One user-event session, so ctrl stays held for the click.
  const user = userEvent.setup();
  if (add) await user.keyboard('{Control>}');
  await user.click(target);
  if (add) await user.keyboard('{/Control}');
}

/** The text of the grouping chooser's button: 'Sector › Symbol'. */
export function groupingText(container: HTMLElement): string {
  return within(container).getByRole('button', { name: /^Group by: / }).textContent ?? '';
}

/** Picks a favourite grouping from the star menu. */
export async function chooseFavorite(container: HTMLElement, label: string): Promise<void> {
  await userEvent.click(within(container).getByRole('button', { name: 'Favorite groupings' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

/** The favourites listed in the star menu (the menu is closed again). */
export async function favoriteLabels(container: HTMLElement): Promise<string[]> {
  await userEvent.click(within(container).getByRole('button', { name: 'Favorite groupings' }));
  const menu = await screen.findByRole('menu');
  const items = within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '')
    .filter((t) => !/favorites$/.test(t));
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  return items;
}

/** Opens the grouping editor, removes a level, and applies. */
export async function removeLevel(container: HTMLElement, label: string): Promise<void> {
  await userEvent.click(within(container).getByRole('button', { name: /^Group by: / }));
  const editor = await screen.findByRole('group', { name: 'Grouping' });
  await userEvent.click(within(editor).getByRole('button', { name: `Remove ${label}` }));
  await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('group', { name: 'Grouping' })).toBeNull());
}
