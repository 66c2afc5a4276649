import type { FieldRule, Rule, RuleContext, RuleResult } from '../form/types';
import { labelOfField, type FieldSpec, type RecordData } from './types';

/** Messages of a record's invalid fields, by field name; only fields with messages are present. */
export type RecordErrors = Readonly<Record<string, readonly string[]>>;

/**
 * unknown: the store has no rules, or nothing was checked yet; pending: async rules are running; valid / invalid:
 * every record checked.
 */
export type StoreValidationState = 'unknown' | 'pending' | 'valid' | 'invalid';

/** What checking one record gives: its errors now, and when async rules run, a promise of the final errors. */
export interface RecordCheck {
  errors: RecordErrors | null;
  pending: Promise<RecordErrors | null> | null;
}

interface FieldCheck {
  name: string;
  displayName: string;
  // Rules of every value type share one list (a store's fields are not typed one by one).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  rules: readonly FieldRule<any, any>[];
}

const FAILED = 'Validation could not be completed.';

/** What the rules of a record answered so far: the current field's messages, and every async answer. */
interface Answers {
  messages: string[] | null;
  async: { field: string; result: PromiseLike<RuleResult> }[] | null;
}

/** Runs a rule; a rule that throws is a bug in the rule: it is reported, and the field is not valid. */
function answer(rule: Rule, ctx: RuleContext, acc: Answers): void {
  let res: RuleResult | PromiseLike<RuleResult>;
  try {
    res = rule(ctx);
  } catch (e) {
    console.error(`Validation rule of field '${ctx.name}' failed`, e);
    res = FAILED;
  }
  if (isThenable(res)) (acc.async ??= []).push({ field: ctx.name, result: res });
  else if (res) addMessages((acc.messages ??= []), res);
}

function isThenable(value: unknown): value is PromiseLike<RuleResult> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function addMessages(out: string[], res: RuleResult): void {
  if (!res) return;
  if (typeof res === 'string') {
    if (!out.includes(res)) out.push(res);
    return;
  }
  for (const m of res) if (m && !out.includes(m)) out.push(m);
}

/** Number of messages of a record's errors. */
export function messageCount(errors: RecordErrors | null | undefined): number {
  if (!errors) return 0;
  let n = 0;
  for (const name in errors) n += errors[name]?.length ?? 0;
  return n;
}

/** Whether two records' errors say the same (so a row showing them need not be redrawn). */
export function sameErrors(a: RecordErrors | null | undefined, b: RecordErrors | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) {
    const x = a[k] as readonly string[];
    const y = b[k];
    if (!y || x.length !== y.length || x.some((m, i) => m !== y[i])) return false;
  }
  return true;
}

/**
 * Checks records against the rules of a store's fields: the same rules as forms (`required`, `lengthIs`,
 * `numberIs`, `dateIs`, `when(...)` from the form kit), given the record's data as the values. Sync rules are
 * answered at once, without a promise per field, so 10,000 records check in a few milliseconds; async rules
 * (any rule returning a promise) make the record pending until they settle.
 */
export class RecordValidator {
  private readonly checks: readonly FieldCheck[];

  constructor(fields: readonly FieldSpec[]) {
    this.checks = fields
      .filter((f) => f.rules && f.rules.length > 0)
      .map((f) => ({
        name: f.name,
        displayName: f.displayName ?? labelOfField(f.name),
        rules: f.rules ?? [],
      }));
  }

  get hasRules(): boolean {
    return this.checks.length > 0;
  }

  check(data: object): RecordCheck {
    const values = data as RecordData;
    let errors: Record<string, string[]> | null = null;
    let asyncParts: { field: string; result: PromiseLike<RuleResult> }[] | null = null;
    // No closure or list made per rule: 10,000 records x every rule must stay a few milliseconds.
    const acc: Answers = { messages: null, async: null };
    for (const { name, displayName, rules } of this.checks) {
      const ctx: RuleContext = { value: values[name], values, formValues: values, name, displayName };
      acc.messages = null;
      for (const r of rules) {
        if (typeof r === 'function') answer(r as Rule, ctx, acc);
        else if (r.when(ctx)) {
          if (typeof r.check === 'function') answer(r.check as Rule, ctx, acc);
          else for (const rule of r.check as readonly Rule[]) answer(rule, ctx, acc);
        }
      }
      // `answer` filled it (TypeScript cannot see that through the call).
      const found = acc.messages as string[] | null;
      if (found?.length) (errors ??= {})[name] = found;
    }
    asyncParts = acc.async;
    const parts = asyncParts as { field: string; result: PromiseLike<RuleResult> }[] | null;
    if (!parts) return { errors, pending: null };
    const now = errors;
    const pending = Promise.all(
      parts.map(({ field, result }) =>
        Promise.resolve(result).then(
          (res) => ({ field, res }),
          (e: unknown) => {
            console.error(`Validation rule of field '${field}' failed`, e);
            return { field, res: FAILED as RuleResult };
          },
        ),
      ),
    ).then((settled) => {
      const out: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(now ?? {})) out[k] = [...v];
      for (const { field, res } of settled) {
        const list = out[field] ?? [];
        addMessages(list, res);
        if (list.length) out[field] = list;
      }
      return Object.keys(out).length ? out : null;
    });
    return { errors, pending };
  }
}
