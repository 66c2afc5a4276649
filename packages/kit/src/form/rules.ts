import { format, isValid as isValidDate, parseISO } from 'date-fns';
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

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd' of a day, or null for text that is no date. Local dates are read without date-fns (fast). */
function dayText(v: Date | string): string | null {
  if (typeof v === 'string') {
    const m = LOCAL_DATE.exec(v);
    if (m) {
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const real = mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(y, mo, 0).getDate();
      return real ? v : null;
    }
  }
  const d = typeof v === 'string' ? parseISO(v) : v;
  return isValidDate(d) ? format(d, 'yyyy-MM-dd') : null;
}

/** Today as 'yyyy-MM-dd', worked out again only when the clock leaves that day (either way: tests set clocks). */
const today = { text: '', from: 0, until: 0 };
function todayText(): string {
  const now = Date.now();
  if (now < today.from || now >= today.until) {
    const d = new Date(now);
    today.text = format(d, 'yyyy-MM-dd');
    today.from = new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
    today.until = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1).getTime();
  }
  return today.text;
}

function boundText(b: DateBound): string {
  if (b === 'today') return 'today';
  return dayText(b) ?? String(b);
}

/**
 * A date (a Date or a 'yyyy-MM-dd' local date) on or after `min` and on or before `max`, whole days; either
 * bound can be 'today'. Empty values pass. Days compare as 'yyyy-MM-dd' texts, so checking many records is cheap.
 */
export function dateIs({
  min,
  max,
}: {
  min?: DateBound;
  max?: DateBound;
}): Rule<Date | string | null | undefined> {
  const lo = min == null || min === 'today' ? null : dayText(min);
  const hi = max == null || max === 'today' ? null : dayText(max);
  return ({ value, displayName }) => {
    if (value == null || value === '') return null;
    const day = dayText(value);
    if (!day) return `${displayName} is not a valid date.`;
    const from = min === 'today' ? todayText() : lo;
    if (min != null && from && day < from) return `${displayName} must be on or after ${boundText(min)}.`;
    const to = max === 'today' ? todayText() : hi;
    if (max != null && to && day > to) return `${displayName} must be on or before ${boundText(max)}.`;
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
