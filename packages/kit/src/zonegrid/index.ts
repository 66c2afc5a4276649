export { ZoneGrid, type ZoneGridProps } from './ZoneGrid';
export {
  ZoneGridModel,
  DEFAULT_ZONE_ROW_HEIGHTS,
  DEFAULT_ZONE_DELIMITER,
  ZONE_COLUMN_ID,
  type ZoneGridConfig,
} from './ZoneGridModel';
export { ZoneMapper, ZONE_MAPPER_TITLE, type ZoneMapperProps } from './ZoneMapper';
export { ZoneMapperButton, type ZoneMapperButtonProps } from './ZoneMapperButton';
export { ZoneMapperModel, type ZoneMapperField } from './ZoneMapperModel';
export { ZoneRow, type ZoneRowProps } from './ZoneRow';
export {
  ZONES,
  ZONE_NAMES,
  type Zone,
  type ZoneField,
  type ZoneFieldInput,
  type ZoneLimit,
  type ZoneLimits,
  type ZoneMappings,
  type ZoneMappingsInput,
  type ReadonlyZoneMappings,
} from './types';
export {
  normalizeMappings,
  mappingProblems,
  toggleZoneField,
  zoneLimitHint,
  type ZoneLimitHint,
} from './zoneMappings';
export {
  readZoneGridState,
  writeZoneGridState,
  clearZoneGridState,
  type ZoneGridPersistedState,
} from './zoneGridState';
