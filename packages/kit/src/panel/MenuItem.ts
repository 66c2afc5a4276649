import type { ReactNode } from 'react';

/** One entry of a menu (dropdown or context menu). */
export interface MenuItemSpec {
  text: ReactNode;
  icon?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** Left out of the menu (handy for items that apply only sometimes). */
  hidden?: boolean;
  /** Called when the item is chosen; the menu then closes. */
  onClick?: () => void;
  /** Items of a sub-menu that opens beside this item. */
  items?: MenuItem[];
}

/** A menu entry, or '-' for a separator. */
export type MenuItem = MenuItemSpec | '-';

/**
 * The items a menu shows: hidden ones left out, and separators only between items (never first, last or
 * doubled), so callers can hide items freely.
 */
export function visibleMenuItems(items: readonly MenuItem[]): MenuItem[] {
  const out: MenuItem[] = [];
  for (const item of items) {
    if (item === '-') {
      if (out.length > 0 && out[out.length - 1] !== '-') out.push(item);
    } else if (!item.hidden) {
      out.push(item);
    }
  }
  if (out[out.length - 1] === '-') out.pop();
  return out;
}
