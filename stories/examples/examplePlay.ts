import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Play helpers of the example apps' stories: the header, sign-in, grids and the grouping chooser. */

/** Signs out from the user menu and waits for the app's sign-in form. */
export async function logoutFromApp(canvasElement: HTMLElement): Promise<void> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'User menu' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
  await within(canvasElement).findByRole('button', { name: 'Login' });
}

/** Signs in on the app's own form. */
export async function loginToApp(canvasElement: HTMLElement, user = 'demo', password = user): Promise<void> {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('Username'), user);
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(canvas.queryByRole('button', { name: 'Login' })).toBeNull());
}

/** The text of a grid cell, by row id and column id. */
export function cellText(grid: HTMLElement, rowId: string, colId: string): string {
  const attr = rowId.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return grid.querySelector(`.ag-row[row-id="${CSS.escape(attr)}"] [col-id="${colId}"]`)?.textContent ?? '';
}

/** A tree map's cell for a record id. */
export function treeMapCell(map: HTMLElement, id: string): HTMLElement | null {
  return map.querySelector<HTMLElement>(`[role="option"][data-id="${CSS.escape(id)}"]`);
}

/** The text of the grouping chooser's button: 'Region › Sector › Symbol'. */
export function groupingText(container: HTMLElement): string {
  return within(container).getByRole('button', { name: /^Group by: / }).textContent ?? '';
}

/** Picks a favourite grouping from the star menu. */
export async function chooseFavorite(container: HTMLElement, label: string): Promise<void> {
  await userEvent.click(within(container).getByRole('button', { name: 'Favorite groupings' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}
