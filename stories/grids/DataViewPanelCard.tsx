import { MapPinIcon, TrendDownIcon, TrendUpIcon } from '@phosphor-icons/react';
import { fmtNumber } from '@toolbox/kit/format';
import type { DataViewItem } from './DataViewPanelModel';

/** A value as the cards show it: two decimals, signed, coloured by sign with the theme's colours. */
export function formatValue(value: number) {
  return fmtNumber(value, { precision: 2, withPlusSign: true, colorSpec: true, asElement: true });
}

/** 'Blue Harbor Labs' → 'BH': the first letters of the first two words. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** One company card: avatar, name over city, and the value on the right, coloured by sign. */
export function CompanyCard({ item }: { item: DataViewItem }) {
  const Trend = item.value < 0 ? TrendDownIcon : TrendUpIcon;
  return (
    <div className="tb-demo-dv-card">
      <span className="tb-demo-dv-card__avatar" aria-hidden="true">
        {initialsOf(item.name)}
      </span>
      <span className="tb-demo-dv-card__main">
        <span className="tb-demo-dv-card__name">{item.name}</span>
        <span className="tb-demo-dv-card__city">
          <MapPinIcon weight="fill" aria-hidden="true" />
          {item.city}
        </span>
      </span>
      <span className="tb-demo-dv-card__figure">
        <span className="tb-demo-dv-card__value">
          {item.value !== 0 && (
            <Trend
              weight="bold"
              aria-hidden="true"
              className={item.value < 0 ? 'tb-fmt-neg' : 'tb-fmt-pos'}
            />
          )}
          {formatValue(item.value)}
        </span>
        <span className="tb-demo-dv-card__caption">Value</span>
      </span>
    </div>
  );
}
