import { endOfDay, format, isValid as isValidDate, parseISO, startOfDay } from 'date-fns';
import { z } from 'zod';
import type { ConditionalRule, Rule, RuleContext, RuleResult } from './types';

/** Whether a value counts as empty: null, undefined, blank text or an empty list. */
export function isEmptyValue(v: unknown): boolean {
  return v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

/** The value must not be empty. */
export const required: Rule = Object.assign(
  ({ value, displayName }: RuleContext) => (isEmptyValue(value) ? `${displayName} is required.` : null),
  { isRequired: true },
);

/** Text of at least `min` and at most `max` characters (empty values pass: add `required` for those). */
export function lengthIs({ min, max }: { min?: number; max?: number }): Rule<string | null | undefined> {
  return ({ value, displayName }) => {
    if (value == null || value === '') return null;
    if (min != null && value.length < min) return `${displayName} must contain at least ${min} characters.`;
    if (max != null && value.length > max)
      return `${displayName} must contain no more than ${max} characters.`;
    return null;
  };
}

/** A number from `min` to `max` (null passes). */
export function numberIs({ min, max }: { min?: number; max?: number }): Rule<number | null | undefined> {
  return ({ value, displayName }) => {
    if (value == null) return null;
    if (min != null && value < min) return `${displayName} must be greater than or equal to ${min}.`;
    if (max != null && value > max) return `${displayName} must be less than or equal to ${max}.`;
    return null;
  };
}

const email = z.email();

/** A well-formed e-mail address (empty values pass). */
export const validEmail: Rule<string | null | undefined> = ({ value, displayName }) =>
  isEmptyValue(value) || email.safeParse(value?.trim()).success
    ? null
    : `${displayName} is not a properly formatted address.`;

type DateBound = Date | string | 'today';

function toDay(v: Date | string): Date | null {
  const d = typeof v === 'string' ? parseISO(v) : v;
  return isValidDate(d) ? d : null;
}

function boundText(b: DateBound): string {
  if (b === 'today') return 'today';
  const d = toDay(b);
  return d ? format(d, 'yyyy-MM-dd') : String(b);
}

/**
 * A date (a Date or a 'yyyy-MM-dd' local date) on or after `min` and on or before `max`, whole days; either
 * bound can be 'today'. Empty values pass.
 */
export function dateIs({
  min,
  max,
}: {
  min?: DateBound;
  max?: DateBound;
}): Rule<Date | string | null | undefined> {
  return ({ value, displayName }) => {
    if (value == null || value === '') return null;
    const d = toDay(value);
    if (!d) return `${displayName} is not a valid date.`;
    const lo = min == null ? null : min === 'today' ? new Date() : toDay(min);
    const hi = max == null ? null : max === 'today' ? new Date() : toDay(max);
    if (min != null && lo && d < startOfDay(lo))
      return `${displayName} must be on or after ${boundText(min)}.`;
    if (max != null && hi && d > endOfDay(hi))
      return `${displayName} must be on or before ${boundText(max)}.`;
    return null;
  };
}

/** Text that contains none of the given strings. */
export function stringExcludes(...excluded: string[]): Rule<string | null | undefined> {
  return ({ value, displayName }) => {
    if (value == null) return null;
    const found = excluded.find((s) => value.includes(s));
    return found == null ? null : `${displayName} must not include "${found}".`;
  };
}

/** Applies a rule to every item of a list value; each distinct message is reported once. */
export function constrainAll<V, T>(rule: Rule<V, T>): Rule<readonly V[] | null | undefined, T> {
  return async (ctx) => {
    if (!ctx.value) return null;
    const out: string[] = [];
    for (const item of ctx.value) {
      const res = await rule({ ...ctx, value: item });
      for (const m of toMessages(res)) if (!out.includes(m)) out.push(m);
    }
    return out;
  };
}

/** Rules that apply only while `when` holds. */
export function when<V, T>(
  condition: (ctx: RuleContext<V, T>) => boolean,
  check: Rule<V, T> | readonly Rule<V, T>[],
): ConditionalRule<V, T> {
  return { when: condition, check };
}

/** The messages of a rule's result. */
export function toMessages(res: RuleResult): string[] {
  if (!res) return [];
  return typeof res === 'string' ? [res] : res.filter((m) => m);
}
