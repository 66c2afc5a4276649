import { clsx } from 'clsx';
import { Children, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { tileLayout, type TileLayoutParams } from './tileLayout';
import './TileFrame.css';

export interface TileFrameProps extends Omit<TileLayoutParams, 'width' | 'height' | 'count'> {
  /** The tiles: each child becomes one tile. */
  children?: ReactNode;
  /** A class added to the frame's element. */
  className?: string;
  /** Styles of the frame's element: give it a size (or a flex) for the tiles to fill. */
  style?: CSSProperties;
  /** Accessible name of the frame. */
  'aria-label'?: string;
}

/**
 * Lays its children out as equal tiles that fill its box, as close to `desiredRatio` (width / height) as the
 * box allows, within the min / max tile sizes and with `spacing` between and around them. It re-tiles as it
 * is resized; when minimum sizes do not fit, it scrolls.
 */
export function TileFrame({
  children,
  className,
  style,
  'aria-label': ariaLabel,
  ...params
}: TileFrameProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setSize({ width: el.clientWidth, height: el.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const tiles = Children.toArray(children);
  const layout = tileLayout({ ...params, ...size, count: tiles.length });
  // Tiles kept larger than the frame by their minimum sizes scroll: the keyboard must reach the scroller then.
  const scrolls = layout.contentWidth > size.width + 1 || layout.contentHeight > size.height + 1;
  return (
    <div
      ref={ref}
      className={clsx('tb-tile-frame', className)}
      style={style}
      aria-label={ariaLabel}
      tabIndex={scrolls ? 0 : undefined}
    >
      <div
        className="tb-tile-frame__content"
        style={{ width: layout.contentWidth, height: layout.contentHeight }}
      >
        {tiles.map((tile, i) => {
          const at = layout.positions[i];
          return (
            at && (
              <div
                key={i}
                className="tb-tile-frame__tile"
                style={{ left: at.left, top: at.top, width: layout.tileWidth, height: layout.tileHeight }}
              >
                {tile}
              </div>
            )
          );
        })}
      </div>
    </div>
  );
}
