import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/**
 * Play helpers for the kit's menus (Radix dropdowns in a portal). Each waits for what a user sees before the
 * next step: a menu closes on its own render, so opening the next one right after Escape or a chosen item,
 * before the first has gone, would race with its closing.
 */

/** Waits until no menu is open. */
export function menuClosed(): Promise<void> {
  return waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
}

/**
 * Opens a menu button's menu (once any menu open before has gone) and returns the menu. Given as a query, the
 * button is found again if the page replaced it before the click landed (a dashboard redraws a view's header as
 * the view becomes active): a click on an element no longer in the page does nothing and throws nothing, so the
 * helper checks the clicked button is still there and, if not, looks it up and clicks again.
 */
export async function openMenu(button: HTMLElement | (() => HTMLElement)): Promise<HTMLElement> {
  await menuClosed();
  if (typeof button !== 'function') {
    await userEvent.click(button);
    return screen.findByRole('menu');
  }
  await waitFor(async () => {
    if (screen.queryByRole('menu')) return;
    const clicked = button();
    await userEvent.click(clicked);
    if (!clicked.isConnected) throw new Error('The menu button was replaced before the click landed.');
  });
  return screen.findByRole('menu');
}

/** The names of a menu's items, in order. */
export function menuItemNames(menu: HTMLElement): string[] {
  return within(menu)
    .getAllByRole('menuitem')
    .map((i) => i.textContent ?? '');
}

/** Closes the open menu with Escape, as a keyboard user would, and waits for it to go. */
export async function closeMenu(): Promise<void> {
  await userEvent.keyboard('{Escape}');
  await menuClosed();
}

/**
 * Clicks a menu item and tells whether the click reached it while it was in the page. A menu that closed between
 * the lookup and the click (were its button drawn anew, say) takes the item with it, and a click on an element
 * out of the page reaches no handler and throws nothing.
 */
async function clickMenuItem(menuItem: HTMLElement): Promise<boolean> {
  let landed = false;
  const onClick = () => {
    landed = menuItem.isConnected;
  };
  menuItem.addEventListener('click', onClick);
  try {
    await userEvent.click(menuItem);
  } finally {
    menuItem.removeEventListener('click', onClick);
  }
  return landed;
}

/**
 * Chooses an item from a menu button's menu, and waits for the menu to close. Given as a query, the button is
 * looked up again and the choice made anew if its menu closed before the item was clicked (see clickMenuItem).
 */
export async function chooseMenuItem(button: HTMLElement | (() => HTMLElement), item: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const menu = await openMenu(button);
    const landed = await clickMenuItem(within(menu).getByRole('menuitem', { name: item }));
    await menuClosed();
    if (landed) return;
    if (typeof button !== 'function' || attempt === 3) {
      throw new Error(`The menu closed before its item "${item}" was clicked.`);
    }
  }
}
