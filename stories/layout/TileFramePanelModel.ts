import { proxy } from 'valtio';
import { FormModel } from '@toolbox/kit/form';

/** SPEC §3 Tile frame form: the TileFrame's inputs; the tile sizes start unset (no limit). */
export type TileFrameValues = {
  tileCount: number | null;
  desiredRatio: number | null;
  spacing: number | null;
  minTileWidth: number | null;
  maxTileWidth: number | null;
  minTileHeight: number | null;
  maxTileHeight: number | null;
};

/** State of the TileFrame demo: the form whose values drive the frame. */
export class TileFramePanelModel {
  readonly form = new FormModel<TileFrameValues>({
    fields: {
      tileCount: { label: 'Tiles', initial: 5 },
      desiredRatio: { label: 'Desired ratio', initial: 1 },
      spacing: { label: 'Spacing', initial: 10 },
      minTileWidth: { label: 'Min tile width', initial: null },
      maxTileWidth: { label: 'Max tile width', initial: null },
      minTileHeight: { label: 'Min tile height', initial: null },
      maxTileHeight: { label: 'Max tile height', initial: null },
    },
  });

  constructor() {
    return proxy(this);
  }

  reset(): void {
    this.form.reset();
  }

  destroy(): void {
    this.form.destroy();
  }
}
