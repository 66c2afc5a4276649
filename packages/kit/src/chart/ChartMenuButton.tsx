import { ListIcon } from '@phosphor-icons/react';
import { MenuButton, type MenuItem } from '../panel';

/** The chart's menu (the "hamburger" of Highcharts) in the top right corner. */
export function ChartMenuButton({ items }: { items: readonly MenuItem[] }) {
  return (
    <div className="tb-chart__menu" data-export="skip">
      <MenuButton
        items={items}
        icon={<ListIcon weight="bold" />}
        minimal
        align="end"
        title="Chart menu"
        aria-label="Chart menu"
      />
    </div>
  );
}
