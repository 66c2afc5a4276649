import { useSnapshot } from 'valtio';
import type { StoreRecord } from '../data';
import type { ZoneGridModel } from './ZoneGridModel';
import { ZoneRow } from './ZoneRow';

/** A record row of a ZoneGrid: its zones as the model maps them now (redrawn when the mappings change). */
export function ZoneGridCell<T extends object, R>({
  model,
  record,
}: {
  model: ZoneGridModel<T, R>;
  record: StoreRecord<T>;
}) {
  const { mappings } = useSnapshot(model);
  return (
    <ZoneRow
      record={record}
      mappings={mappings}
      columns={model.columns}
      fieldLabel={(f) => model.fieldLabel(f)}
      delimiter={model.delimiter}
    />
  );
}
