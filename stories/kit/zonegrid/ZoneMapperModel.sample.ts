import { ZoneGridModel } from '@toolbox/kit/zonegrid';

// A ZoneGridModel makes its ZoneMapperModel (`mapperModel`): the ZoneMapper dialog edits the grid's mappings.
const grid = new ZoneGridModel({
  store: { fields: ['company', 'city'] },
  columns: [{ field: 'company' }, { field: 'city' }],
  mappings: { tl: 'company', tr: [], bl: 'city', br: [] },
});
grid.mapperModel.open();
