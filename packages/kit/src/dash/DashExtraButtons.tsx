import { Button } from '../button';
import { visibleMenuItems, type MenuItem } from '../panel';
import './DashEmpty.css';

/**
 * The dashboard's own menu items (e.g. Restore Default Layout) as buttons, for the empty dashboard: with no view
 * left there is no view menu to reach them from.
 */
export function DashExtraButtons({ items }: { items: readonly MenuItem[] }) {
  return visibleMenuItems(items).map((item, i) =>
    item === '-' || item.items ? null : (
      <Button
        key={i}
        text={item.text}
        icon={item.icon}
        outlined
        disabled={item.disabled}
        onClick={() => item.onClick?.()}
      />
    ),
  );
}
