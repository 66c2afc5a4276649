import type { Contact } from '../../api';
import type { Filter } from '@toolbox/kit/data';

/** A contact as the directory's store holds it: with its tags as one text the kit's filters can match. */
export interface ContactRow extends Contact {
  /** The tags between bars, '|mentor|coffee|' (lower case): a tag matches as '|tag|', never a part of one. */
  tagsText: string;
}

export function toContactRow(c: Contact): ContactRow {
  return { ...c, tagsText: `|${c.tags.map((t) => t.toLowerCase()).join('|')}|` };
}

/** What the toolbar filters by: any of the chosen locations, departments and tags (each empty: all). */
export interface ContactFilterChoice {
  locations: readonly string[];
  departments: readonly string[];
  tags: readonly string[];
}

/** The store filter of the choices: within each, any value; across them, all. Null when none is chosen. */
export function contactFilter({ locations, departments, tags }: ContactFilterChoice): Filter | null {
  const parts: Filter[] = [];
  if (locations.length) parts.push({ field: 'location', op: 'in', value: [...locations] });
  if (departments.length) parts.push({ field: 'department', op: 'in', value: [...departments] });
  if (tags.length) {
    parts.push({
      op: 'OR',
      filters: tags.map((t): Filter => ({ field: 'tagsText', op: 'like', value: `|${t.toLowerCase()}|` })),
    });
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as Filter) : { op: 'AND', filters: parts };
}
