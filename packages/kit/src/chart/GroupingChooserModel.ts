import { proxy, ref } from 'valtio';
import { z } from 'zod';
import { labelOfField } from '../data';
import { readLocalState, writeLocalState } from '../persist';

/** A dimension to group by: its name and the label shown for it. */
export interface GroupingDimension {
  name: string;
  label?: string;
}

export interface GroupingChooserConfig {
  /** The dimensions offered, in the order the chooser lists them. */
  dimensions: readonly (string | GroupingDimension)[];
  /** The grouping at first (when nothing is saved). */
  initialValue: readonly string[];
  /** Saved groupings offered at first. */
  initialFavorites?: readonly (readonly string[])[];
  /** Keeps the grouping and the favorites in local storage under this key. */
  persistWith?: { localStorageKey: string };
  /** Whether no grouping at all may be chosen (default false). */
  allowEmpty?: boolean;
}

const SavedSchema = z.object({
  version: z.literal(1),
  value: z.array(z.string()),
  favorites: z.array(z.array(z.string())),
});

/**
 * The model of a GroupingChooser: an ordered list of dimensions to group by, chosen from a fixed set, and
 * favourite lists to go back to, saved in local storage when asked. Apps watch `value` to regroup.
 */
export class GroupingChooserModel {
  /**
   * The chosen dimensions' names, outermost grouping first; [] only when allowEmpty. Replaced (never mutated
   * in place) on each change, so a watcher sees a new array.
   */
  value: string[];
  /** The saved groupings, in the order they were added; each one a list of dimension names. */
  favorites: string[][];
  readonly dimensions: readonly { name: string; label: string }[];
  /** The config the model was built with, as given; not reactive. */
  readonly config: Readonly<GroupingChooserConfig>;

  constructor(config: GroupingChooserConfig) {
    this.config = ref({ ...config });
    this.dimensions = ref(
      config.dimensions.map((d) =>
        typeof d === 'string'
          ? { name: d, label: labelOfField(d) }
          : { name: d.name, label: d.label ?? labelOfField(d.name) },
      ),
    );
    const known = new Set(this.dimensions.map((d) => d.name));
    const valid = (v: readonly string[]) =>
      v.every((d) => known.has(d)) && new Set(v).size === v.length && (v.length > 0 || !!config.allowEmpty);
    const saved = config.persistWith ? readLocalState(config.persistWith.localStorageKey, SavedSchema) : null;
    this.value = saved && valid(saved.value) ? saved.value : [...config.initialValue];
    this.favorites = saved
      ? saved.favorites.filter(valid)
      : (config.initialFavorites ?? []).map((f) => [...f]).filter(valid);
    return proxy(this);
  }

  /** The label of a dimension. */
  labelOf(name: string): string {
    return this.dimensions.find((d) => d.name === name)?.label ?? labelOfField(name);
  }

  /** A grouping as text: 'Sector › Symbol' (or 'Ungrouped'). */
  describe(value: readonly string[] = this.value): string {
    return value.length ? value.map((d) => this.labelOf(d)).join(' › ') : 'Ungrouped';
  }

  /** Whether a list is a grouping the chooser accepts: known, distinct dimensions (at least one unless allowEmpty). */
  isValid(value: readonly string[]): boolean {
    const known = new Set(this.dimensions.map((d) => d.name));
    return (
      value.every((d) => known.has(d)) &&
      new Set(value).size === value.length &&
      (value.length > 0 || !!this.config.allowEmpty)
    );
  }

  /**
   * Chooses a grouping and saves it with the favourites when persistWith is set; a grouping that is not valid
   * (see `isValid`) or the same as the current one is ignored.
   */
  setValue(value: readonly string[]): void {
    if (!this.isValid(value) || value.join(',') === this.value.join(',')) return;
    this.value = [...value];
    this.save();
  }

  /**
   * Whether a grouping (default the current one) is among the favourites, the same dimensions in the same
   * order.
   */
  isFavorite(value: readonly string[] = this.value): boolean {
    const key = value.join(',');
    return this.favorites.some((f) => f.join(',') === key);
  }

  /** Saves a grouping (default the current one) as a favourite. */
  addFavorite(value: readonly string[] = this.value): void {
    if (!this.isValid(value) || this.isFavorite(value)) return;
    this.favorites = [...this.favorites, [...value]];
    this.save();
  }

  /**
   * Takes a grouping (default the current one) out of the favourites, and saves them when persistWith is set.
   */
  removeFavorite(value: readonly string[] = this.value): void {
    const key = value.join(',');
    this.favorites = this.favorites.filter((f) => f.join(',') !== key);
    this.save();
  }

  private save(): void {
    const key = this.config.persistWith?.localStorageKey;
    if (key) writeLocalState(key, { version: 1, value: this.value, favorites: this.favorites });
  }
}
