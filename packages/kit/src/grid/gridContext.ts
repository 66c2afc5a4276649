import type { GridModel } from './GridModel';

/** AG Grid's `context` of a kit Grid: how cell renderers reach the model. */
export interface GridContext<T extends object> {
  model: GridModel<T, never>;
}
