import type { FieldRule } from '../form/types';

/** The id of a record: unique within its store. */
export type RecordId = string | number;

/**
 * How a field's values compare and display: 'auto' takes each value as it comes (numbers as numbers, strings
 * as text); 'localDate' is a 'YYYY-MM-DD' string, 'date' a Date or ISO date-time string.
 */
export type FieldType = 'auto' | 'string' | 'number' | 'int' | 'bool' | 'date' | 'localDate';

/**
 * A field of the records: its name, type and the label shown for it (in filter chips, column headers), the value
 * records added without it get, and the rules its values must pass (the form kit's rules, see Store validation).
 */
export interface FieldSpec {
  name: string;
  type?: FieldType;
  displayName?: string;
  /** Value given to records added locally without one (e.g. false for a flag). */
  defaultValue?: unknown;
  /** Validation rules, e.g. `[required, lengthIs({max: 15})]`; the record's data are the rules' values. */
  // Rules of every value type share one list (a store's fields are not typed one by one).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rules?: readonly FieldRule<any, any>[];
}

/** The plain data object of a record, as the store reads its fields. */
export type RecordData = Record<string, unknown>;

/** Reads a field of a record's data (the store's hot loops read data by name). */
export function fieldValue(data: object, field: string): unknown {
  return (data as RecordData)[field];
}

/** 'trade_volume' → 'Trade Volume', 'isActive' → 'Is Active': a fallback label for fields without one. */
export function labelOfField(name: string): string {
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .trim();
  return words.replace(/\b\w/g, (c) => c.toUpperCase());
}
