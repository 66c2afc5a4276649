import { Filler, Mask, Panel, Placeholder, SplitPanel, Toolbar, ToolbarSeparator } from '../panel';
import { elementFactory } from './elementFactory';

// Factories of the kit's panels and toolbars: `panel({ title, tbar: toolbar(a, filler(), b), items: [...] })`.

export const panel = /* @__PURE__ */ elementFactory(Panel);
export const toolbar = /* @__PURE__ */ elementFactory(Toolbar);
export const toolbarSeparator = /* @__PURE__ */ elementFactory(ToolbarSeparator);
export const filler = /* @__PURE__ */ elementFactory(Filler);
export const splitPanel = /* @__PURE__ */ elementFactory(SplitPanel);
export const placeholder = /* @__PURE__ */ elementFactory(Placeholder);
export const mask = /* @__PURE__ */ elementFactory(Mask);
