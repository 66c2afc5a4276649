import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { ZodType } from 'zod';

export type { FieldValues };

/** What a rule is given: the field's value, the values around it and the name to use in messages. */
export interface RuleContext<V = unknown, T = unknown> {
  value: V;
  /** The values of the form, or of the sub-form row the field belongs to. */
  values: T;
  /** The values of the whole (top-level) form. */
  formValues: FieldValues;
  /** The field's path, e.g. 'email' or 'references.0.email'. */
  name: string;
  /** The field's name for people, e.g. 'Hire Date'. */
  displayName: string;
}

/** Messages of a failed rule, or nothing when the value passes. */
export type RuleResult = string | readonly string[] | null | undefined | false;

/** A validation rule: returns what is wrong (sync or async), or nothing. */
export type Rule<V = unknown, T = unknown> = ((
  ctx: RuleContext<V, T>,
) => RuleResult | Promise<RuleResult>) & {
  /** Marks the rule as making the field required (its label gets an asterisk). */
  isRequired?: boolean;
};

/** Rules that apply only while `when` holds, e.g. only when another field has a value. */
export interface ConditionalRule<V = unknown, T = unknown> {
  when: (ctx: RuleContext<V, T>) => boolean;
  check: Rule<V, T> | readonly Rule<V, T>[];
}

export type FieldRule<V = unknown, T = unknown> = Rule<V, T> | ConditionalRule<V, T>;

/** A field of a form (or of a sub-form row). */
export interface FieldConfig<V = unknown, T = unknown> {
  /** Shown beside or above the input (default: the name in words, e.g. 'First Name'). */
  label?: string;
  /** The field's name in messages (default: the label). */
  displayName?: string;
  /** The value the form starts with and resets to. */
  initial?: V;
  /** Help shown under the input. */
  info?: ReactNode;
  /** Validation rules, checked in order; every message of every failing rule is shown. */
  rules?: readonly FieldRule<V, T>[];
  /** A zod type the value must also satisfy; its issue messages are shown like the rules' messages. */
  schema?: ZodType;
  /** Disables the field (and skips its validation): always, or while a function of the values holds. */
  disabled?: boolean | ((values: T) => boolean);
  /** For a list of sub-forms: the fields of one row. */
  subForm?: SubFormConfig;
}

/** The fields of each row of a list of sub-forms (typed by the row where the form's values are typed). */
export interface SubFormConfig {
  fields: object;
}

/** Field configs by name, typed by the values of the form. */
export type FieldsConfig<T extends FieldValues> = {
  [K in keyof T & string]: FieldConfig<T[K], T> & SubFormOf<T[K]>;
};

type SubFormOf<V> =
  V extends ReadonlyArray<infer R>
    ? R extends FieldValues
      ? { subForm?: { fields: Partial<FieldsConfig<R>> } }
      : object
    : object;

export interface FormConfig<T extends FieldValues> {
  /** Every field of the form by name: its initial value, label, rules and the like. */
  fields: FieldsConfig<T>;
  /** Starts read-only: values are shown as text, empty ones as 'N/A'. */
  readonly?: boolean;
  /** Starts disabled. */
  disabled?: boolean;
}

/** unknown: not checked yet; pending: an (async) check is running. */
export type ValidationState = 'unknown' | 'pending' | 'valid' | 'invalid';
