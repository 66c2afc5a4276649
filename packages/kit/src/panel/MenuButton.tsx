import * as Dropdown from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { CaretDownIcon } from '@phosphor-icons/react';
import { Button, type Intent } from '../button';
import { visibleMenuItems, type MenuItem } from './MenuItem';
import { MenuItems, type MenuPrimitives } from './MenuItems';

const DROPDOWN_PARTS: MenuPrimitives = Dropdown;

export interface MenuButtonProps {
  /** The items of the menu; '-' for a separator, `items` for a sub-menu. */
  items: readonly MenuItem[];
  /**
   * Content shown above the items, e.g. who is signed in: any markup, read by screen readers with the menu but
   * never focused or chosen. A separator sets it apart from the items.
   */
  header?: ReactNode;
  /** The button's label. */
  text?: ReactNode;
  /** Icon before the text, or alone (then name the button with `title` or `aria-label`). */
  icon?: ReactNode;
  /** The button's colour: 'primary', 'success', 'warning' or 'danger'. */
  intent?: Intent;
  /** A flat button without background or border until hovered, for toolbars. */
  minimal?: boolean;
  /** A border and no fill. */
  outlined?: boolean;
  /** Greyed out: it does not open, and the keyboard passes it by. */
  disabled?: boolean;
  /** Tooltip; also the accessible name of an icon-only button. */
  title?: string;
  /** Which edge of the button the menu lines up with (default 'start'). */
  align?: 'start' | 'center' | 'end';
  /** Shows a caret after the text (default true when there is text). */
  showCaret?: boolean;
  /** A class added to the button. */
  className?: string;
  /** Accessible name, when neither the text nor `title` names the button. */
  'aria-label'?: string;
}

/** A button that opens a dropdown menu of items, with separators, disabled items and sub-menus. */
export function MenuButton({
  items,
  header,
  text,
  icon,
  intent,
  minimal,
  outlined,
  disabled,
  title,
  align = 'start',
  showCaret = text != null,
  className,
  'aria-label': ariaLabel,
}: MenuButtonProps) {
  return (
    <Dropdown.Root modal={false}>
      <Dropdown.Trigger asChild disabled={disabled}>
        <Button
          text={text}
          icon={icon}
          rightIcon={
            showCaret ? <CaretDownIcon weight="bold" className="tb-menu-button__caret" /> : undefined
          }
          intent={intent}
          minimal={minimal}
          outlined={outlined}
          disabled={disabled}
          title={title}
          aria-label={ariaLabel}
          className={className}
        />
      </Dropdown.Trigger>
      <Dropdown.Portal>
        <Dropdown.Content className="tb-menu" align={align} sideOffset={4} collisionPadding={8}>
          {header != null && (
            <>
              <Dropdown.Label className="tb-menu__header">{header}</Dropdown.Label>
              {visibleMenuItems(items).length > 0 && <Dropdown.Separator className="tb-menu__separator" />}
            </>
          )}
          <MenuItems items={items} parts={DROPDOWN_PARTS} />
        </Dropdown.Content>
      </Dropdown.Portal>
    </Dropdown.Root>
  );
}
