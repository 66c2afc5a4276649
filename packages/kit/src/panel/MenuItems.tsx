import type { ComponentType, ReactNode } from 'react';
import { CaretRightIcon } from '@phosphor-icons/react';
import { visibleMenuItems, type MenuItem } from './MenuItem';
import './Menu.css';

interface PartProps {
  className?: string;
  children?: ReactNode;
}

/** The Radix parts a menu is built from: the dropdown and context menu packages have the same shape. */
export interface MenuPrimitives {
  Item: ComponentType<PartProps & { disabled?: boolean; onSelect?: (event: Event) => void }>;
  Separator: ComponentType<PartProps>;
  Sub: ComponentType<{ children?: ReactNode }>;
  SubTrigger: ComponentType<PartProps & { disabled?: boolean }>;
  SubContent: ComponentType<PartProps & { sideOffset?: number; alignOffset?: number }>;
  Portal: ComponentType<{ children?: ReactNode }>;
}

/** Renders menu item specs with the given Radix menu parts, sub-menus included. */
export function MenuItems({ items, parts }: { items: readonly MenuItem[]; parts: MenuPrimitives }) {
  const { Item, Separator, Sub, SubTrigger, SubContent, Portal } = parts;
  return visibleMenuItems(items).map((item, i) => {
    if (item === '-') return <Separator key={`sep-${i}`} className="tb-menu__separator" />;
    const label = (
      <>
        <span className="tb-menu__icon" aria-hidden="true">
          {item.icon}
        </span>
        <span className="tb-menu__text">{item.text}</span>
      </>
    );
    const subItems = item.items ? visibleMenuItems(item.items) : [];
    if (subItems.length > 0) {
      return (
        <Sub key={i}>
          <SubTrigger className="tb-menu__item" disabled={item.disabled}>
            {label}
            <CaretRightIcon className="tb-menu__caret" aria-hidden="true" />
          </SubTrigger>
          <Portal>
            <SubContent className="tb-menu" sideOffset={2} alignOffset={-5}>
              <MenuItems items={subItems} parts={parts} />
            </SubContent>
          </Portal>
        </Sub>
      );
    }
    return (
      <Item key={i} className="tb-menu__item" disabled={item.disabled} onSelect={() => item.onClick?.()}>
        {label}
      </Item>
    );
  });
}
