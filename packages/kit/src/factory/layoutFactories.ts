import { Box, HBox, TabContainer, TileFrame, VBox } from '../layout';
import { elementFactory } from './elementFactory';

// Factories of the kit's layout boxes: `hbox({ gap: 8, flex: 1, items: [a, b] })` or `vbox(a, b)`.

export const box = /* @__PURE__ */ elementFactory(Box);
export const hbox = /* @__PURE__ */ elementFactory(HBox);
export const vbox = /* @__PURE__ */ elementFactory(VBox);
export const tabContainer = /* @__PURE__ */ elementFactory(TabContainer);
export const tileFrame = /* @__PURE__ */ elementFactory(TileFrame);
