import { GridModel } from '@toolbox/kit/grid';

// A grid's side bar is made by its GridModel from `sideBar`: the model is then `grid.sideBar`.
export const grid = new GridModel({
  store: { fields: ['symbol', 'desk'] },
  columns: [{ field: 'symbol' }, { field: 'desk' }],
  sideBar: { panels: ['columns'], defaultPanel: 'columns' },
});
