import { proxy } from 'valtio';
import type { ButtonGroupOption } from '@toolbox/kit/button';
import type { BoxAlign, BoxJustify } from '@toolbox/kit/layout';

export const ALIGN_OPTIONS: ButtonGroupOption<BoxAlign>[] = [
  { value: 'start', label: 'Start' },
  { value: 'center', label: 'Center' },
  { value: 'end', label: 'End' },
  { value: 'stretch', label: 'Stretch' },
];

export const JUSTIFY_OPTIONS: ButtonGroupOption<BoxJustify>[] = [
  { value: 'start', label: 'Start' },
  { value: 'center', label: 'Center' },
  { value: 'end', label: 'End' },
  { value: 'space-between', label: 'Between' },
  { value: 'space-around', label: 'Around' },
  { value: 'space-evenly', label: 'Evenly' },
];

export const MAX_ITEMS = 12;

interface BoxOptions {
  gap: number;
  padding: number;
  align: BoxAlign;
  justify: BoxJustify;
  wrap: boolean;
  flexItems: boolean;
  itemCount: number;
}

const DEFAULTS: BoxOptions = {
  gap: 8,
  padding: 12,
  align: 'start',
  justify: 'start',
  wrap: false,
  flexItems: false,
  itemCount: 5,
};

/** The layout options the HBox and VBox demos apply live to their sample boxes. */
export class BoxDemoModel implements BoxOptions {
  gap = DEFAULTS.gap;
  padding = DEFAULTS.padding;
  align: BoxAlign = DEFAULTS.align;
  justify: BoxJustify = DEFAULTS.justify;
  wrap = DEFAULTS.wrap;
  /** Whether items B and D grow (flex 1 and 2) instead of keeping a fixed size. */
  flexItems = DEFAULTS.flexItems;
  itemCount = DEFAULTS.itemCount;

  constructor() {
    return proxy(this);
  }

  /** Sets one layout option. */
  set<K extends keyof BoxOptions>(option: K, value: BoxOptions[K]): void {
    Object.assign(this, { [option]: value });
  }

  reset(): void {
    Object.assign(this, DEFAULTS);
  }
}

/** One sample box: its letter, size along both axes, and its flex when flex items are on. */
export interface SampleItem {
  label: string;
  main: number;
  cross: number;
  flex: number | null;
}

// Sizes along the main and cross axes: wide and varied for an HBox, short and varied for a VBox.
const SIZES = {
  row: { main: [96, 140, 72, 120, 88, 160], cross: [56, 96, 40, 120, 72, 64] },
  column: { main: [40, 56, 32, 48, 44, 36], cross: [120, 200, 96, 160, 140, 180] },
};

/** The sample boxes: A, B, C... with varied sizes so alignment and distribution show. */
export function sampleItems(direction: 'row' | 'column', count: number, flexItems: boolean): SampleItem[] {
  const { main, cross } = SIZES[direction];
  return Array.from({ length: count }, (_, i) => ({
    label: String.fromCharCode(65 + i),
    main: main[i % main.length] ?? 60,
    cross: cross[i % cross.length] ?? 60,
    flex: flexItems && (i === 1 || i === 3) ? (i === 1 ? 1 : 2) : null,
  }));
}
