import type { ReactNode } from 'react';
import { ArrowDownRightIcon, ArrowUpRightIcon } from '@phosphor-icons/react';

export interface KpiTileProps {
  label: string;
  /** The figure, formatted. */
  value: string;
  /** Change since the last period, in percent; its sign picks the arrow and colour. */
  change: number;
  icon?: ReactNode;
}

/** A key figure in Northwind's style: label, large value and the change since the last period. */
export function KpiTile({ label, value, change, icon }: KpiTileProps) {
  const up = change >= 0;
  const changeText = `${up ? '+' : '−'}${Math.abs(change).toFixed(1)}%`;
  return (
    <div className="nw-kpi" role="group" aria-label={label}>
      <div className="nw-kpi__label">
        {icon}
        {label}
      </div>
      <div className="nw-kpi__value">{value}</div>
      <div className={`nw-kpi__change nw-kpi__change--${up ? 'up' : 'down'}`}>
        {up ? <ArrowUpRightIcon weight="bold" /> : <ArrowDownRightIcon weight="bold" />}
        {changeText}
        <span className="nw-kpi__period">vs. last quarter</span>
      </div>
    </div>
  );
}
