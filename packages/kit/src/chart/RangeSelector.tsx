import { clsx } from 'clsx';
import type { RangeButton } from './rangeSelector';
import { shortDate } from './timeFormat';
import type { XRange } from './types';

export interface RangeSelectorProps {
  buttons: readonly RangeButton[];
  selected: number | null;
  view: XRange | null;
  onSelect: (index: number) => void;
}

/** Highcharts Stock's range selector: Zoom buttons (1m ... All) on the left, the dates shown on the right. */
export function RangeSelector({ buttons, selected, view, onSelect }: RangeSelectorProps) {
  return (
    <div className="tb-chart__range">
      <div className="tb-chart__range-buttons" role="group" aria-label="Zoom">
        <span className="tb-chart__range-label" aria-hidden>
          Zoom
        </span>
        {buttons.map((b, i) => (
          <button
            key={b.text}
            type="button"
            className={clsx('tb-chart__range-button', i === selected && 'tb-chart__range-button--on')}
            aria-pressed={i === selected}
            disabled={!view}
            onClick={() => onSelect(i)}
          >
            {b.text}
          </button>
        ))}
      </div>
      {view && (
        <div className="tb-chart__range-dates" aria-label="Range shown">
          <span className="tb-chart__range-label">From</span>
          <span className="tb-chart__range-date">{shortDate(view.min)}</span>
          <span className="tb-chart__range-label">To</span>
          <span className="tb-chart__range-date">{shortDate(view.max)}</span>
        </div>
      )}
    </div>
  );
}
