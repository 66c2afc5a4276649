import type { FieldError, FieldErrors } from 'react-hook-form';
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

/** The messages of one react-hook-form field error: every rule's (criteriaMode 'all'), else its one message. */
function messagesOf(error: FieldError): string[] {
  const all = Object.values(error.types ?? {}).flatMap((m) => (Array.isArray(m) ? m : [m]));
  const messages = all.filter((m): m is string => typeof m === 'string');
  return messages.length > 0 ? messages : error.message ? [error.message] : [];
}

const isFieldError = (node: object): node is FieldError => typeof (node as FieldError).type === 'string';

/**
 * react-hook-form's nested errors (from the resolver) as an ErrorMap: 'references.1.name' for a row's field, and
 * a list's own errors (react-hook-form keeps them under 'root') at the list's path.
 */
export function fieldErrorsToMap(errors: FieldErrors, prefix = '', out: ErrorMap = {}): ErrorMap {
  for (const [key, node] of Object.entries(errors)) {
    if (node == null || typeof node !== 'object') continue;
    const path = key === 'root' && prefix ? prefix : prefix ? `${prefix}.${key}` : key;
    if (isFieldError(node)) {
      const list = (out[path] ??= []);
      for (const m of messagesOf(node)) if (!list.includes(m)) list.push(m);
    } else {
      fieldErrorsToMap(node as FieldErrors, path, out);
    }
  }
  return out;
}
