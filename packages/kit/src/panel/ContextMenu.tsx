import * as Context from '@radix-ui/react-context-menu';
import { useState, type ReactElement } from 'react';
import type { MenuItem } from './MenuItem';
import { MenuItems, type MenuPrimitives } from './MenuItems';

const CONTEXT_PARTS: MenuPrimitives = Context;

/** Context menu items, fixed or worked out from the right-click (e.g. from the word under the pointer). */
export type ContextMenuSpec = readonly MenuItem[] | ((event: MouseEvent) => readonly MenuItem[]);

export interface ContextMenuProps {
  /** The items ('-' for a separator), or a function that works them out from the right-click event. */
  items: ContextMenuSpec;
  /** One element that receives the right-click; it must accept a ref and spread props (a DOM element does). */
  children: ReactElement;
  /** Leaves the browser's own context menu in place. */
  disabled?: boolean;
}

/** Shows a menu of items where the user right-clicks (or long-presses) its child. */
export function ContextMenu({ items, children, disabled = false }: ContextMenuProps) {
  const [shown, setShown] = useState<readonly MenuItem[]>([]);
  return (
    <Context.Root modal={false}>
      <Context.Trigger
        asChild
        disabled={disabled}
        // Runs before Radix opens the menu, so items can depend on where the user clicked.
        onContextMenu={(e) => setShown(typeof items === 'function' ? items(e.nativeEvent) : items)}
      >
        {children}
      </Context.Trigger>
      <Context.Portal>
        <Context.Content className="tb-menu" collisionPadding={8}>
          <MenuItems items={shown} parts={CONTEXT_PARTS} />
        </Context.Content>
      </Context.Portal>
    </Context.Root>
  );
}
