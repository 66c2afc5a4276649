/** A corner of a zone grid row: top-left, top-right, bottom-left, bottom-right. */
export type Zone = 'tl' | 'tr' | 'bl' | 'br';

/** The zones in reading order. */
export const ZONES: readonly Zone[] = ['tl', 'tr', 'bl', 'br'];

/** Names of the zones, as users see them. */
export const ZONE_NAMES: Readonly<Record<Zone, string>> = {
  tl: 'Top Left',
  tr: 'Top Right',
  bl: 'Bottom Left',
  br: 'Bottom Right',
};

/** A field shown in a zone, optionally prefixed with its label ('City: London'). */
export interface ZoneField {
  field: string;
  showLabel: boolean;
}

/** A zone field as configured: the field name alone, or with `showLabel`. */
export type ZoneFieldInput = string | { field: string; showLabel?: boolean };

/** The fields of every zone, in the order they show. */
export type ZoneMappings = Record<Zone, ZoneField[]>;

/** Mappings as views read them (e.g. from a snapshot). */
export type ReadonlyZoneMappings = Readonly<Record<Zone, readonly Readonly<ZoneField>[]>>;

/** Mappings as configured: a field or a list of fields per zone; zones left out are empty. */
export type ZoneMappingsInput = Partial<Record<Zone, ZoneFieldInput | readonly ZoneFieldInput[] | null>>;

/** How many fields a zone takes, and which. */
export interface ZoneLimit {
  /** Fewest fields (default 0). */
  min?: number;
  /** Most fields (default no limit). */
  max?: number;
  /** The only fields the zone may show (default any). */
  only?: readonly string[];
}

export type ZoneLimits = Partial<Record<Zone, ZoneLimit>>;
