import { proxy } from 'valtio';
import type { Intent } from '@toolbox/kit/button';
import { ICON_SIZES, type IconSize } from '@toolbox/kit/icon';

export type FontSize = 'small' | 'default' | 'large';

export const FONT_SIZES: { value: FontSize; label: string }[] = [
  { value: 'small', label: 'Small' },
  { value: 'default', label: 'Default' },
  { value: 'large', label: 'Large' },
];

/** 'none' is the kit's neutral intent. */
export const INTENTS: { value: Intent; label: string }[] = [
  { value: 'none', label: 'Neutral' },
  { value: 'primary', label: 'Primary' },
  { value: 'success', label: 'Success' },
  { value: 'warning', label: 'Warning' },
  { value: 'danger', label: 'Danger' },
];

export const SIZES: { value: IconSize; label: string }[] = ICON_SIZES.map((s) => ({ value: s, label: s }));

/** State of the Icons demo: the font size of the table and the intent and size of every icon in it. */
export class IconsPanelModel {
  fontSize: FontSize = 'default';
  intent: Intent = 'none';
  size: IconSize = '2x';

  constructor() {
    return proxy(this);
  }

  setFontSize(v: FontSize): void {
    this.fontSize = v;
  }

  setIntent(v: Intent): void {
    this.intent = v;
  }

  setSize(v: IconSize): void {
    this.size = v;
  }
}
