import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { gridRows, groupRows } from '../common/gridPlayHelpers';
import { HOME_RESTORED_MESSAGE } from './HomePanelModel';

/** Tabs of the default layout, in the order the dashboard shows them (left column, then right). */
export const DEFAULT_TABS = ['Welcome', 'Commits', 'About', 'Roadmap'];

/** The Home dashboard in a story's canvas. */
export function homeDashboard(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('group', { name: 'Home dashboard' });
}

/** The names of the dashboard's tabs, in order. */
export function tabNames(dashboard: HTMLElement): (string | null)[] {
  return within(dashboard)
    .queryAllByRole('tab')
    .map((t) => t.getAttribute('aria-label'));
}

/** The view (tab content) of a widget, once shown. */
export async function findWidget(dashboard: HTMLElement, id: string): Promise<HTMLElement> {
  let view: HTMLElement | null = null;
  await waitFor(() => {
    view = dashboard.querySelector<HTMLElement>(`[data-view-id="${id}"]`);
    expect(view).not.toBeNull();
  });
  return view as unknown as HTMLElement;
}

// Role queries over the whole page walk every cell of the grids (slow on a busy machine): these look in the one
// popup, menu or list that is open instead.

/** The open dialog titled `title`, once shown. */
export async function findDialog(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find(
      (d) => document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent === title,
    );
    expect(dialog, `dialog ${title}`).toBeDefined();
    return dialog as HTMLElement;
  });
}

/** The open popover of cut text (TruncatedText), once shown. */
export async function findPopover(): Promise<HTMLElement> {
  return waitFor(() => {
    const popover = document.querySelector<HTMLElement>('.tb-truncated__popover');
    expect(popover).not.toBeNull();
    return popover as HTMLElement;
  });
}

/** Waits until no dialog is open. */
export async function expectNoDialog(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[role="dialog"], [role="alertdialog"]')).toBeNull());
}

/** An item of the open menu. */
export async function findMenuItem(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const menu = document.querySelector<HTMLElement>('[role="menu"]');
    expect(menu).not.toBeNull();
    return within(menu as HTMLElement).getByRole('menuitem', { name });
  });
}

/** An option of the open list (a select's or the filter chooser's). */
export async function findOption(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const list = document.querySelector<HTMLElement>('[role="listbox"]');
    expect(list).not.toBeNull();
    return within(list as HTMLElement).getByRole('option', { name });
  });
}

/**
 * A button of the dashboard by its accessible name (icon buttons are named by their title), once shown: a stack's
 * buttons show a moment after its tabs, as the dashboard renders its views after laying them out.
 */
export async function findDashButton(dashboard: HTMLElement, name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = [...dashboard.querySelectorAll<HTMLElement>('button')].find(
      (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
    );
    expect(button, `button ${name}`).toBeDefined();
    return button as HTMLElement;
  });
}

/** A toolbar of a widget, by its name. */
export function widgetToolbar(widget: HTMLElement, name: string): HTMLElement {
  const bar = widget.querySelector<HTMLElement>(`[aria-label="${name}"]`);
  if (!bar) throw new Error(`No toolbar ${name}`);
  return bar;
}

/**
 * Restore Default Layout from a view's menu: it asks first (Cancel keeps everything), then puts the default
 * layout back and says so.
 */
export async function restoreDefaultLayout(dashboard: HTMLElement, viewTitle: string): Promise<void> {
  await userEvent.click(await findDashButton(dashboard, `${viewTitle} menu`));
  await userEvent.click(await findMenuItem('Restore Default Layout'));
  const dialog = await findDialog('Restore default layout?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
  await expectToast(HOME_RESTORED_MESSAGE);
  await waitFor(() => expect(tabNames(dashboard)).toEqual(DEFAULT_TABS));
}

/** A grid (AG Grid's grid or treegrid element) of the dashboard, by its name, once rendered. */
export async function findGrid(dashboard: HTMLElement, name: string): Promise<HTMLElement> {
  let grid: HTMLElement | null = null;
  await waitFor(() => {
    grid = dashboard.querySelector<HTMLElement>(
      `[role="grid"][aria-label="${name}"], [role="treegrid"][aria-label="${name}"]`,
    );
    expect(grid).not.toBeNull();
  });
  return grid as unknown as HTMLElement;
}

/** Labels of the group rows rendered in a grid. */
export function groupLabels(grid: HTMLElement): string[] {
  return groupRows(grid).map((g) => g.label);
}

/** Subjects of the commit rows rendered, in order. */
export function subjects(grid: HTMLElement): string[] {
  return gridRows(grid)
    .map((r) => r.querySelector('[col-id="messageHeadline"]')?.textContent?.trim() ?? null)
    .filter((s): s is string => s !== null && s !== '');
}
