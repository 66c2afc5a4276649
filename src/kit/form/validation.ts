import { z } from 'zod';
import { toMessages } from './rules';
import type { FieldConfig, FieldRule, FieldValues, Rule, RuleContext } from './types';

/** Messages by field path ('email', 'references.0.email'; a list's own messages are under its name). */
export type ErrorMap = Record<string, string[]>;

type AnyFieldConfig = FieldConfig<unknown, unknown>;
type AnyRule = Rule<unknown, unknown>;

/** The field's name for people: its displayName, its label, or its name in words ('firstName' → 'First Name'). */
export function displayNameOf(name: string, config: AnyFieldConfig | undefined): string {
  return config?.displayName ?? config?.label ?? startCase(name);
}

/** 'yearsExperience' → 'Years Experience'. */
export function startCase(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The rules of a field that apply to the given context, flattening conditional ones. */
export function activeRules(
  rules: readonly FieldRule<unknown, unknown>[] | undefined,
  ctx: RuleContext,
): AnyRule[] {
  const out: AnyRule[] = [];
  for (const r of rules ?? []) {
    if (typeof r === 'function') out.push(r);
    else if (r.when(ctx)) out.push(...(typeof r.check === 'function' ? [r.check] : r.check));
  }
  return out;
}

export interface ValidationScope {
  fields: Record<string, AnyFieldConfig>;
  /** Whether the field at a path is disabled (disabled fields are not validated). */
  isDisabled: (path: string) => boolean;
}

async function checkField(
  path: string,
  name: string,
  config: AnyFieldConfig,
  value: unknown,
  values: unknown,
  formValues: FieldValues,
  scope: ValidationScope,
  out: ErrorMap,
): Promise<void> {
  if (scope.isDisabled(path)) return;
  const ctx: RuleContext = {
    value,
    values,
    formValues,
    name: path,
    displayName: displayNameOf(name, config),
  };
  const messages: string[] = [];
  if (config.schema) {
    const res = await config.schema.safeParseAsync(value);
    if (!res.success) messages.push(...res.error.issues.map((i) => i.message));
  }
  for (const rule of activeRules(config.rules, ctx)) messages.push(...toMessages(await rule(ctx)));
  if (messages.length) out[path] = [...new Set(messages)];

  const sub = config.subForm;
  if (sub && Array.isArray(value)) {
    for (const [i, row] of value.entries()) {
      for (const [subName, subConfig] of Object.entries(sub.fields as Record<string, AnyFieldConfig>)) {
        const rowValues = (row ?? {}) as FieldValues;
        await checkField(
          `${path}.${i}.${subName}`,
          subName,
          subConfig,
          rowValues[subName],
          rowValues,
          formValues,
          scope,
          out,
        );
      }
    }
  }
}

/** Runs every rule of every enabled field (and sub-form row) against the values. */
export async function validateValues(values: FieldValues, scope: ValidationScope): Promise<ErrorMap> {
  const out: ErrorMap = {};
  for (const [name, config] of Object.entries(scope.fields)) {
    await checkField(name, name, config, values[name], values, values, scope, out);
  }
  return out;
}

/**
 * The form's rules as a zod schema: parsing reports one issue per message, with the field's path. The form
 * model validates with it, and hands it to react-hook-form as its resolver.
 */
export function buildSchema(scope: ValidationScope) {
  return z.looseObject({}).superRefine(async (values, ctx) => {
    const errors = await validateValues(values, scope);
    for (const [path, messages] of Object.entries(errors)) {
      for (const message of messages) {
        ctx.addIssue({
          code: 'custom',
          message,
          path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        });
      }
    }
  });
}

/** The ErrorMap of a failed parse of that schema. */
export function issuesToErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): ErrorMap {
  const out: ErrorMap = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const list = (out[path] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}
