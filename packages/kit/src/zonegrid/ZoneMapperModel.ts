import { proxy } from 'valtio';
import type { SortDir, SortSpec } from '../data';
import type { ColumnSpec } from '../grid';
import type { Zone, ZoneMappings } from './types';
import type { ZoneGridModel } from './ZoneGridModel';
import {
  canAddField,
  canRemoveField,
  copyMappings,
  isFieldAllowed,
  isSingleChoice,
  mappingsEqual,
  setZoneFieldLabel,
  toggleZoneField,
  zoneLimitHint,
  type ZoneLimitHint,
} from './zoneMappings';

/** A field as the zone mapper lists it for the zone picked. */
export interface ZoneMapperField {
  field: string;
  label: string;
  shown: boolean;
  showLabel: boolean;
  /** Whether its Show box can be changed now (the zone's limits allow it). */
  canToggle: boolean;
}

/**
 * The zone mapper's state: whether it is open, the zone picked, and a draft of the mappings and sort that the
 * grid takes on Save (Cancel drops it). Every change to the draft stays within the zones' limits.
 */
export class ZoneMapperModel<T extends object = Record<string, unknown>, R = T> {
  /**
   * Whether the zone mapper dialog is shown; `open` and `showMapper` set it with a fresh draft, `save` and
   * `close` clear it.
   */
  isOpen = false;
  /** The zone whose fields are listed. */
  zone: Zone = 'tl';
  /** Draft of the mappings. */
  mappings: ZoneMappings = { tl: [], tr: [], bl: [], br: [] };
  /** Draft of the sort (one key), null for the order records came in. */
  sort: SortSpec | null = null;
  private readonly owner: () => ZoneGridModel<T, R>;

  constructor(owner: () => ZoneGridModel<T, R>) {
    this.owner = owner;
    return proxy(this);
  }

  // ---------------------------------------------------------------- reading

  /** The fields the picked zone may show, in column order, with their state in the draft. */
  get fields(): ZoneMapperField[] {
    const grid = this.owner();
    const zone = this.zone;
    const limit = grid.limits[zone];
    const current = this.mappings[zone];
    const canAdd = canAddField(this.mappings, zone, grid.limits);
    const canRemove = canRemoveField(this.mappings, zone, grid.limits);
    return grid.columns
      .filter((c) => isFieldAllowed(limit, c.field))
      .map((c) => {
        const entry = current.find((f) => f.field === c.field);
        return {
          field: c.field,
          label: grid.fieldLabel(c.field),
          shown: !!entry,
          showLabel: !!entry?.showLabel,
          canToggle: entry ? canRemove && !isSingleChoice(limit) : canAdd,
        };
      });
  }

  /** Whether the picked zone shows exactly one field, picked from a list (radio buttons). */
  get isSingleChoice(): boolean {
    return isSingleChoice(this.owner().limits[this.zone]);
  }

  /** What a zone's limit asks, and whether the draft is at it. */
  hint(zone: Zone = this.zone): ZoneLimitHint {
    const grid = this.owner();
    return zoneLimitHint(grid.limits[zone], this.mappings[zone].length, (f) => grid.fieldLabel(f));
  }

  /** The column of the draft sort. */
  get sortColumn(): ColumnSpec<T> | undefined {
    return this.sort ? this.owner().getColumn(this.sort.field) : undefined;
  }

  /** Whether the draft differs from what the grid shows. */
  get isDirty(): boolean {
    const grid = this.owner();
    return !mappingsEqual(this.mappings, grid.mappings) || !sortEqual(this.sort, grid.sortBy[0] ?? null);
  }

  /** Whether the draft differs from the configured defaults (Reset has something to do). */
  get isDefault(): boolean {
    const grid = this.owner();
    return (
      mappingsEqual(this.mappings, grid.defaultMappings) &&
      sortEqual(this.sort, grid.defaultSortBy[0] ?? null)
    );
  }

  // ---------------------------------------------------------------- actions

  /** Opens on a draft of the grid's mappings and sort, on the first zone. */
  open(): void {
    const grid = this.owner();
    this.mappings = copyMappings(grid.mappings);
    const first = grid.sortBy[0];
    this.sort = first ? { ...first, abs: !!first.abs } : null;
    this.zone = 'tl';
    this.isOpen = true;
  }

  /** Closes, dropping the draft. */
  close(): void {
    this.isOpen = false;
  }

  /** Gives the draft to the grid (which keeps it, when persisted) and closes. */
  save(): void {
    const grid = this.owner();
    grid.setMappings(this.mappings);
    const current = grid.sortBy[0] ?? null;
    // Further sort keys (set in code) stay behind the first when it did not change.
    if (!sortEqual(this.sort, current)) grid.setSortBy(this.sort ? [this.sort] : null);
    this.isOpen = false;
  }

  /** Puts the configured mappings and sort in the draft (Save keeps them). */
  reset(): void {
    const grid = this.owner();
    this.mappings = grid.defaultMappings;
    this.sort = grid.defaultSortBy[0] ?? null;
  }

  /** Picks the zone whose fields the mapper lists; the draft is unchanged. */
  selectZone(zone: Zone): void {
    this.zone = zone;
  }

  /** Shows or hides a field in the picked zone, within its limits. */
  setFieldShown(field: string, shown: boolean): void {
    this.mappings = toggleZoneField(this.mappings, this.zone, field, shown, this.owner().limits);
  }

  /** Shows or hides a field's label in the picked zone. */
  setFieldLabel(field: string, showLabel: boolean): void {
    this.mappings = setZoneFieldLabel(this.mappings, this.zone, field, showLabel);
  }

  /** Sorts by another field: by absolute value, largest first, when its column sorts that way. */
  setSortField(field: string | null): void {
    if (field == null) {
      this.sort = null;
      return;
    }
    const column = this.owner().getColumn(field);
    this.sort = column?.absSort
      ? { field, dir: 'desc', abs: true }
      : { field, dir: this.sort?.dir ?? 'asc', abs: false };
  }

  /** Sets the draft sort's direction; does nothing while the draft has no sort field. */
  setSortDir(dir: SortDir): void {
    if (this.sort) this.sort = { ...this.sort, dir };
  }

  /**
   * Sorts the draft by absolute value (ignoring sign) or not; does nothing while the draft has no sort field.
   */
  setSortAbs(abs: boolean): void {
    if (this.sort) this.sort = { ...this.sort, abs };
  }
}

function sortEqual(a: SortSpec | null, b: SortSpec | null): boolean {
  if (!a || !b) return a === b;
  return a.field === b.field && a.dir === b.dir && !!a.abs === !!b.abs;
}
