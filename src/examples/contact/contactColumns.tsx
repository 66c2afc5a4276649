import type { Contact } from '../../api';
import type { StoreRecord } from '@toolbox/kit/data';
import type { ColumnSpec } from '@toolbox/kit/grid';
import type { ContactRow } from './contactFilters';
import { FavoriteButton } from './FavoriteButton';

/** The directory grid's columns: the favourite star (a click toggles it), then the person's details. */
export function contactColumns(
  onToggleFavorite: (record: StoreRecord<ContactRow>) => void,
): ColumnSpec<ContactRow>[] {
  return [
    {
      field: 'isFavorite',
      header: '',
      chooserName: 'Favorite',
      width: 44,
      align: 'center',
      resizable: false,
      renderer: (_v, r) => (
        <FavoriteButton
          name={r.data.name}
          isFavorite={r.data.isFavorite}
          onToggle={() => onToggleFavorite(r)}
        />
      ),
      exportValue: (v) => v === true,
    },
    { field: 'name', header: 'Name', width: 170 },
    { field: 'title', header: 'Title', width: 190 },
    { field: 'department', header: 'Department', width: 140 },
    { field: 'location', header: 'Location', width: 110 },
    { field: 'email', header: 'Email', width: 230 },
    { field: 'phone', header: 'Phone', width: 140, hidden: true },
    {
      field: 'tags',
      colId: 'tags',
      header: 'Tags',
      flex: 1,
      minWidth: 140,
      sortable: false,
      formatter: (v) => (Array.isArray(v) ? (v as Contact['tags']).join(', ') : ''),
    },
  ];
}
