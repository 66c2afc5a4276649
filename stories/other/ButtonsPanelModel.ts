import { proxy } from 'valtio';
import type { Intent } from '@toolbox/kit/button';
import type { IconName } from '@toolbox/kit/icon';

export const BUTTON_VERSIONS = ['v1', 'v2', 'v3'] as const;
export type ButtonVersion = (typeof BUTTON_VERSIONS)[number];

export type ButtonStyle = 'default' | 'minimal' | 'outlined';
export const BUTTON_STYLES: { style: ButtonStyle; label: string }[] = [
  { style: 'default', label: 'Default' },
  { style: 'minimal', label: 'Minimal' },
  { style: 'outlined', label: 'Outlined' },
];

/** One panel of the demo per intent, with the icon its buttons show. */
export const INTENT_PANELS: { intent: Intent; label: string; icon: IconName }[] = [
  { intent: 'none', label: 'Default', icon: 'gear' },
  { intent: 'primary', label: 'Primary', icon: 'star' },
  { intent: 'success', label: 'Success', icon: 'check-circle' },
  { intent: 'warning', label: 'Warning', icon: 'warning' },
  { intent: 'danger', label: 'Danger', icon: 'delete' },
];

/** State of the Buttons demo: the value every button group shares, and the Disable All / All Active switches. */
export class ButtonsPanelModel {
  activeButton: ButtonVersion = 'v1';
  disabled = false;
  active = false;
  /** Describes the last button clicked, e.g. 'Primary · Outlined · Icon'. */
  lastClicked: string | null = null;

  constructor() {
    return proxy(this);
  }

  setActiveButton(v: ButtonVersion): void {
    this.activeButton = v;
  }

  setDisabled(v: boolean): void {
    this.disabled = v;
  }

  setActive(v: boolean): void {
    this.active = v;
  }

  clicked(what: string): void {
    this.lastClicked = what;
  }
}
