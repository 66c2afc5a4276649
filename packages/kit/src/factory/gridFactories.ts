import type { ReactElement } from 'react';
import { DataView, type DataViewProps } from '../dataview';
import { Grid, type GridProps } from '../grid';
import { elementFromConfig, type FactoryConfig } from './elementFactory';

/** `grid({ model })`: a Grid of the model's records. */
export function grid<T extends object>(config: FactoryConfig<GridProps<T>>): ReactElement | null {
  return elementFromConfig(Grid, config);
}

/** `dataView({ model })`: a DataView of the model's records. */
export function dataView<T extends object>(config: FactoryConfig<DataViewProps<T>>): ReactElement | null {
  return elementFromConfig(DataView, config);
}
