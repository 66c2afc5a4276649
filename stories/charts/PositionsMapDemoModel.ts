import { PositionsLoader } from './positionsTreeMap';

/**
 * What the Grid TreeMap and Split TreeMap demos share: the positions loader (tree grid, grouping chooser saved
 * under `dimsKey`) and its lifecycle. Subclasses add their map model and return `proxy(this)`.
 */
export class PositionsMapDemoModel {
  readonly loader: PositionsLoader;

  constructor(dimsKey: string) {
    this.loader = new PositionsLoader(dimsKey);
  }

  get loading(): boolean {
    return this.loader.loading;
  }

  load(): Promise<void> {
    return this.loader.load();
  }

  destroy(): void {
    this.loader.destroy();
  }
}
