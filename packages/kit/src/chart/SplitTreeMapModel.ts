import type { ReactNode } from 'react';
import { proxy, ref } from 'valtio';
import type { StoreRecord } from '../data';
import type { TreeMapColorMode, TreeMapTheme } from './heatColor';
import { TreeMapModel, type TreeMapConfig } from './TreeMapModel';
import type { TreeMapAlgorithm } from './treeMapTiles';

/** How the two maps of a SplitTreeMap sit: side by side, or one above the other. */
export type SplitOrientation = 'horizontal' | 'vertical';

export interface SplitTreeMapConfig<T extends object, R = T> extends Omit<TreeMapConfig<T, R>, 'filter'> {
  /** Whether a leaf goes to the first map (else the second); default: its heat is zero or more. */
  mapFilter?: (record: StoreRecord<T>) => boolean;
  /** Default 'horizontal'. */
  orientation?: SplitOrientation;
  /** Title above each map, e.g. its total; none by default. */
  mapTitleFn?: (model: TreeMapModel<T, R>, isPrimary: boolean) => ReactNode;
}

/**
 * Two tree maps of one store, split by a test on the leaves (e.g. profit and loss), each laid out on its own,
 * with their settings (max heat, colour mode, theme, algorithm) kept the same and their selection shared with
 * the grid model when there is one.
 */
export class SplitTreeMapModel<T extends object = Record<string, unknown>, R = T> {
  /**
   * The first map (left, or top): the leaves `mapFilter` accepts, by default those whose heat is zero or
   * more, or missing.
   */
  readonly primaryMapModel: TreeMapModel<T, R>;
  /**
   * The second map (right, or bottom): the leaves `mapFilter` rejects, by default those with a negative heat.
   */
  readonly secondaryMapModel: TreeMapModel<T, R>;
  orientation: SplitOrientation;
  /** The config the model was built with, as given; not reactive. */
  readonly config: Readonly<SplitTreeMapConfig<T, R>>;

  constructor(config: SplitTreeMapConfig<T, R>) {
    this.config = ref({ ...config });
    const { mapFilter, orientation, mapTitleFn: _title, ...mapConfig } = config;
    const primary = (r: StoreRecord<T>) =>
      mapFilter ? mapFilter(r) : (this.primaryMapModel.heatOf(r) ?? 0) >= 0;
    this.primaryMapModel = new TreeMapModel<T, R>({ ...mapConfig, filter: primary });
    this.secondaryMapModel = new TreeMapModel<T, R>({ ...mapConfig, filter: (r) => !primary(r) });
    this.orientation = orientation ?? 'horizontal';
    return proxy(this);
  }

  /** Both maps, the primary first. */
  get maps(): [TreeMapModel<T, R>, TreeMapModel<T, R>] {
    return [this.primaryMapModel, this.secondaryMapModel];
  }

  get maxHeat(): number | null {
    return this.primaryMapModel.maxHeat;
  }

  get colorMode(): TreeMapColorMode {
    return this.primaryMapModel.colorMode;
  }

  get theme(): TreeMapTheme {
    return this.primaryMapModel.theme;
  }

  get algorithm(): TreeMapAlgorithm {
    return this.primaryMapModel.algorithm;
  }

  /**
   * Sets the heat of full colour on both maps, so one colour means the same heat in each; null, 0 or less
   * works it out from each map's own leaves.
   */
  setMaxHeat(maxHeat: number | null): void {
    for (const m of this.maps) m.setMaxHeat(maxHeat);
  }

  /** Sets how heat colours the cells of both maps. */
  setColorMode(mode: TreeMapColorMode): void {
    for (const m of this.maps) m.setColorMode(mode);
  }

  /** Sets the palette of both maps. */
  setTheme(theme: TreeMapTheme): void {
    for (const m of this.maps) m.setTheme(theme);
  }

  /** Sets how both maps divide each box among its children; both maps are laid out again. */
  setAlgorithm(algorithm: TreeMapAlgorithm): void {
    for (const m of this.maps) m.setAlgorithm(algorithm);
  }

  /** Puts the maps side by side ('horizontal') or one above the other ('vertical'). */
  setOrientation(orientation: SplitOrientation): void {
    this.orientation = orientation;
  }

  /** The title of a map, from `mapTitleFn`. */
  titleOf(isPrimary: boolean): ReactNode {
    return (
      this.config.mapTitleFn?.(isPrimary ? this.primaryMapModel : this.secondaryMapModel, isPrimary) ?? null
    );
  }
}
