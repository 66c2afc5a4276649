import { clsx } from 'clsx';

export interface LegendEntry {
  id: string;
  name: string;
  color: string;
  visible: boolean;
  type: 'line' | 'ohlc' | 'candlestick';
}

export interface LegendProps {
  entries: readonly LegendEntry[];
  onToggle: (id: string) => void;
}

/** The legend: an entry per series, a toggle button that shows or hides it (hidden ones greyed out). */
export function Legend({ entries, onToggle }: LegendProps) {
  return (
    <div className="tb-chart__legend" role="group" aria-label="Legend">
      {entries.map((e) => (
        <button
          key={e.id}
          type="button"
          className={clsx('tb-chart__legend-item', !e.visible && 'tb-chart__legend-item--off')}
          aria-pressed={e.visible}
          title={e.visible ? `Hide ${e.name}` : `Show ${e.name}`}
          onClick={() => onToggle(e.id)}
        >
          <svg width={18} height={10} aria-hidden className="tb-chart__legend-swatch">
            {e.type === 'line' ? (
              <>
                <line x1={1} x2={17} y1={5} y2={5} stroke={e.color} strokeWidth={2} strokeLinecap="round" />
                <circle cx={9} cy={5} r={3} fill={e.color} />
              </>
            ) : (
              <path
                d="M5,1V9M2,4H5M5,6H8M13,1V9M10,6H13M13,3H16"
                stroke={e.color}
                strokeWidth={1.5}
                fill="none"
              />
            )}
          </svg>
          {e.name}
        </button>
      ))}
    </div>
  );
}
