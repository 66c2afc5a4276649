import {
  ZONES,
  type Zone,
  type ZoneField,
  type ZoneFieldInput,
  type ZoneLimit,
  type ZoneLimits,
  type ZoneMappings,
  type ZoneMappingsInput,
} from './types';

function toZoneField(input: ZoneFieldInput): ZoneField {
  return typeof input === 'string'
    ? { field: input, showLabel: false }
    : { field: input.field, showLabel: !!input.showLabel };
}

/** Mappings as configured, made complete: every zone a list of `{field, showLabel}`. */
export function normalizeMappings(input: ZoneMappingsInput): ZoneMappings {
  const out = { tl: [], tr: [], bl: [], br: [] } as ZoneMappings;
  for (const zone of ZONES) {
    const value = input[zone];
    if (value == null) continue;
    const list = typeof value === 'string' || !Array.isArray(value) ? [value as ZoneFieldInput] : value;
    out[zone] = (list as readonly ZoneFieldInput[]).map(toZoneField);
  }
  return out;
}

/** A deep copy, so drafts never share lists with the mappings they came from. */
export function copyMappings(mappings: ZoneMappings): ZoneMappings {
  const out = { tl: [], tr: [], bl: [], br: [] } as ZoneMappings;
  for (const zone of ZONES) out[zone] = mappings[zone].map((f) => ({ ...f }));
  return out;
}

export function mappingsEqual(a: ZoneMappings, b: ZoneMappings): boolean {
  return ZONES.every(
    (zone) =>
      a[zone].length === b[zone].length &&
      a[zone].every((f, i) => f.field === b[zone][i]?.field && f.showLabel === b[zone][i]?.showLabel),
  );
}

/** Whether a zone's limit lets it show a field at all. */
export function isFieldAllowed(limit: ZoneLimit | undefined, field: string): boolean {
  return !limit?.only || limit.only.includes(field);
}

/** A zone that shows exactly one field: users pick it from a list (radio buttons), never clear it. */
export function isSingleChoice(limit: ZoneLimit | undefined): boolean {
  return limit?.min === 1 && limit.max === 1;
}

/**
 * Problems of mappings against the limits and the fields known, as readable text (none when valid): unknown or
 * disallowed fields, a field twice in a zone, too few or too many fields.
 */
export function mappingProblems(
  mappings: ZoneMappings,
  limits: ZoneLimits,
  knownFields: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const zone of ZONES) {
    const limit = limits[zone];
    const fields = mappings[zone].map((f) => f.field);
    for (const field of fields) {
      if (!knownFields.includes(field)) problems.push(`${zone}: unknown field '${field}'`);
      else if (!isFieldAllowed(limit, field)) problems.push(`${zone}: field '${field}' not allowed`);
    }
    if (new Set(fields).size !== fields.length) problems.push(`${zone}: a field is listed twice`);
    if (limit?.min != null && fields.length < limit.min)
      problems.push(`${zone}: needs at least ${limit.min} field(s)`);
    if (limit?.max != null && fields.length > limit.max)
      problems.push(`${zone}: takes at most ${limit.max} field(s)`);
  }
  return problems;
}

/** Whether another field can be added to a zone (single-choice zones swap instead: always true). */
export function canAddField(mappings: ZoneMappings, zone: Zone, limits: ZoneLimits): boolean {
  const limit = limits[zone];
  if (isSingleChoice(limit)) return true;
  return limit?.max == null || mappings[zone].length < limit.max;
}

/** Whether a field can be taken out of a zone without going below its minimum. */
export function canRemoveField(mappings: ZoneMappings, zone: Zone, limits: ZoneLimits): boolean {
  const min = limits[zone]?.min ?? 0;
  return mappings[zone].length > min;
}

/**
 * Mappings with a field shown in (on) or taken out of (off) a zone, within its limits: a field is added at the
 * end; in a single-choice zone it replaces the field there. Changes the limits forbid give the mappings back
 * unchanged.
 */
export function toggleZoneField(
  mappings: ZoneMappings,
  zone: Zone,
  field: string,
  on: boolean,
  limits: ZoneLimits,
): ZoneMappings {
  const limit = limits[zone];
  const current = mappings[zone];
  const has = current.some((f) => f.field === field);
  if (on === has) return mappings;
  if (on) {
    if (!isFieldAllowed(limit, field)) return mappings;
    if (isSingleChoice(limit)) return { ...mappings, [zone]: [{ field, showLabel: false }] };
    if (!canAddField(mappings, zone, limits)) return mappings;
    return { ...mappings, [zone]: [...current, { field, showLabel: false }] };
  }
  if (!canRemoveField(mappings, zone, limits)) return mappings;
  return { ...mappings, [zone]: current.filter((f) => f.field !== field) };
}

/** Mappings with a field's label shown or hidden in a zone. */
export function setZoneFieldLabel(
  mappings: ZoneMappings,
  zone: Zone,
  field: string,
  showLabel: boolean,
): ZoneMappings {
  return {
    ...mappings,
    [zone]: mappings[zone].map((f) => (f.field === field ? { ...f, showLabel } : f)),
  };
}

const plural = (n: number) => `${n} field${n === 1 ? '' : 's'}`;

/** 'Company', 'Company or City', 'Company, City or Trade Volume'. */
function orList(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

/** What a zone's limit asks of users, and whether they are at it. */
export interface ZoneLimitHint {
  /** E.g. 'Exactly 1 field: Company or City.', 'Up to 4 fields.' */
  text: string;
  /** Set when the zone is full (nothing more can be added) or at its minimum (nothing can be removed). */
  status: string | null;
}

/** The hint shown for a zone in the zone mapper, from its limit and its fields now. */
export function zoneLimitHint(
  limit: ZoneLimit | undefined,
  count: number,
  labelOf: (field: string) => string,
): ZoneLimitHint {
  const min = limit?.min ?? 0;
  const max = limit?.max;
  let text: string;
  if (max != null && min === max) text = `Exactly ${plural(max)}`;
  else if (max != null && min > 0) text = `${min} to ${plural(max)}`;
  else if (max != null) text = `Up to ${plural(max)}`;
  else if (min > 0) text = `At least ${plural(min)}`;
  else text = 'Any number of fields';
  text += limit?.only ? `: ${orList(limit.only.map(labelOf))} only.` : '.';

  let status: string | null = null;
  if (isSingleChoice(limit)) status = null;
  else if (max != null && count >= max)
    status =
      max === 1
        ? 'Limit reached: clear the field to pick another.'
        : 'Limit reached: clear one to pick another.';
  else if (min > 0 && count <= min) status = `${plural(min)} required.`;
  return { text, status };
}
