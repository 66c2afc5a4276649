import { proxy } from 'valtio';

/** Whether the developer Inspector shows, and what it is filtered to. App-wide: any view may toggle it. */
export const inspectorModel = proxy({
  active: false,
  /** Shows only models whose name contains this (case-insensitive). */
  filter: '',
  activate(): void {
    inspectorModel.active = true;
  },
  deactivate(): void {
    inspectorModel.active = false;
  },
  toggle(): void {
    inspectorModel.active = !inspectorModel.active;
  },
  setFilter(filter: string): void {
    inspectorModel.filter = filter;
  },
});
