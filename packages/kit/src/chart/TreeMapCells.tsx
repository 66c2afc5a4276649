import { memo, useMemo } from 'react';
import type { StoreRecord } from '../data';
import { heatColor, textOn, type TreeMapColorMode, type TreeMapPalette } from './heatColor';
import type { GroupHeader, TreeMapCell } from './treeMapLayout';

export interface TreeMapCellsProps {
  cells: readonly TreeMapCell<StoreRecord<object>>[];
  palette: TreeMapPalette;
  colorMode: TreeMapColorMode;
  maxHeat: number;
  /** Ids of the selected cells' records, as strings. */
  selected: ReadonlySet<string>;
  /** Prefix of the cells' element ids (for aria-activedescendant). */
  idPrefix: string;
  heatFormatter: (value: number) => string;
  /** The groups' header bars (the sizing mode's). */
  header: Readonly<GroupHeader>;
}

/** Average width of a character of the cells' labels, per px of font size, to fit labels without measuring. */
const CHAR_EM = 0.58;

function fit(text: string, width: number, fontSize: number): string {
  const max = Math.floor(width / (fontSize * CHAR_EM));
  // A label cut to a letter or two says nothing: leave the cell bare.
  if (max < 4) return '';
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}

interface CellProps {
  index: number;
  id: string;
  idPrefix: string;
  name: string;
  isLeaf: boolean;
  selected: boolean;
  x0: number;
  y0: number;
  w: number;
  h: number;
  /** Leaves: fill, text colour and heat text (empty without a heat). */
  fill: string;
  ink: string;
  heatText: string;
  palette: TreeMapPalette;
  header: Readonly<GroupHeader>;
}

/**
 * One cell, an option of the tree map's listbox. Memoised on plain values: a live update that recolours or moves
 * some cells redraws those, not the thousand others.
 */
const Cell = memo(function Cell({
  index,
  id,
  idPrefix,
  name,
  isLeaf,
  selected,
  x0,
  y0,
  w,
  h,
  fill,
  ink,
  heatText,
  palette,
  header,
}: CellProps) {
  const common = {
    id: `${idPrefix}-${index}`,
    'data-cell': index,
    'data-id': id,
    role: 'option',
    'aria-selected': selected,
  };
  if (!isLeaf) {
    const title = fit(name, w - 8, header.fontSize);
    return (
      <g {...common} aria-label={name}>
        <rect x={x0} y={y0} width={w} height={h} fill={palette.header} />
        {title && h >= header.height - 2 && (
          <>
            {/* A name that does not fit is cut by the box, not shortened: what shows is part of the cell's
                accessible name (WCAG 2.5.3), which an ellipsis is not. */}
            {title !== name && (
              <clipPath id={`${idPrefix}-${index}-clip`}>
                <rect x={x0} y={y0} width={w - 4} height={header.height} />
              </clipPath>
            )}
            <text
              aria-hidden
              x={x0 + 5}
              y={y0 + header.baseline}
              fontSize={header.fontSize}
              fontWeight={600}
              fill={palette.headerText}
              clipPath={title !== name ? `url(#${idPrefix}-${index}-clip)` : undefined}
            >
              {name}
            </text>
          </>
        )}
      </g>
    );
  }
  const fontSize = Math.max(10, Math.min(15, Math.floor(Math.min(w / 6, h / 2.6))));
  const label = h >= fontSize + 4 ? fit(name, w - 8, fontSize) : '';
  const showHeat = label && heatText && h >= fontSize * 2 + 14 && w >= 52;
  // The name says it all for screen readers; the (possibly cut) texts drawn are for the eye.
  return (
    <g {...common} aria-label={heatText ? `${name}, ${heatText}` : name}>
      <rect x={x0} y={y0} width={w} height={h} fill={fill} />
      {label && (
        <text
          aria-hidden
          x={x0 + 5}
          y={y0 + fontSize + 3}
          fontSize={fontSize}
          fontWeight={600}
          fill={ink}
          pointerEvents="none"
        >
          {label}
        </text>
      )}
      {showHeat && (
        <text
          aria-hidden
          x={x0 + 5}
          y={y0 + fontSize * 2 + 6}
          fontSize={Math.max(10, fontSize - 3)}
          fill={ink}
          opacity={0.85}
          pointerEvents="none"
        >
          {heatText}
        </text>
      )}
    </g>
  );
});

/**
 * The cells of a tree map: groups as boxes with a header bar naming them, leaves coloured by heat with their
 * label (and heat, when there is room), selected cells outlined. Every cell is an option of the tree map's
 * listbox. Memoised: hovering or moving the keyboard focus does not redraw a thousand cells; and each cell is
 * memoised on its own values, so new data redraws only the cells it moved or recoloured.
 *
 * Fills, text colours and heat texts are worked out once per heat: a new layout (another algorithm, a resize)
 * moves the cells but does not change their colours. Boxes and texts are placed by their own x and y, not by a
 * transform on each cell's group: every SVG transform is a paint property of its own, and a thousand of them made
 * Chrome's layerization, run on every frame anything on the page repaints (a grid's flash), cost several times
 * more. A new layout sets a few more attributes per moved cell instead.
 */
export const TreeMapCells = memo(function TreeMapCells({
  cells,
  palette,
  colorMode,
  maxHeat,
  selected,
  idPrefix,
  heatFormatter,
  header,
}: TreeMapCellsProps) {
  const outlines: TreeMapCell<StoreRecord<object>>[] = [];
  // Fill, text colour and text of a heat, worked out once per heat for the colouring and format in force.
  const lookOf = useMemo(() => {
    const byHeat = new Map<number | null, readonly [fill: string, ink: string, text: string]>();
    return (heat: number | null) => {
      let look = byHeat.get(heat);
      if (!look) {
        const fill = heatColor(heat, maxHeat, colorMode, palette);
        look = [fill, textOn(fill, palette), heat === null ? '' : heatFormatter(heat)];
        byHeat.set(heat, look);
      }
      return look;
    };
  }, [palette, colorMode, maxHeat, heatFormatter]);
  const drawn = cells.map((c, i) => {
    const id = String(c.datum.id);
    const isSelected = selected.has(id);
    if (isSelected) outlines.push(c);
    const [fill, ink, heatText] = c.isLeaf ? lookOf(c.datum.heat) : NO_LOOK;
    return (
      <Cell
        key={id}
        index={i}
        id={id}
        idPrefix={idPrefix}
        name={c.datum.name}
        isLeaf={c.isLeaf}
        selected={isSelected}
        x0={c.x0}
        y0={c.y0}
        w={c.x1 - c.x0}
        h={c.y1 - c.y0}
        fill={fill}
        ink={ink}
        heatText={heatText}
        palette={palette}
        header={header}
      />
    );
  });
  return (
    <>
      <g className="tb-treemap__cells">{drawn}</g>
      <g className="tb-treemap__selection" pointerEvents="none">
        {outlines.map((c) => (
          <rect
            key={String(c.datum.id)}
            x={c.x0 + 1}
            y={c.y0 + 1}
            width={Math.max(0, c.x1 - c.x0 - 2)}
            height={Math.max(0, c.y1 - c.y0 - 2)}
            fill="none"
            stroke={palette.selection}
            strokeWidth={2.5}
          />
        ))}
      </g>
    </>
  );
});

/** A group's cell has no heat colouring. */
const NO_LOOK = ['', '', ''] as const;
