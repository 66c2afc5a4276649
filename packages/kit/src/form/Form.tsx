import { clsx } from 'clsx';
import {
  Children,
  createContext,
  isValidElement,
  useContext,
  type CSSProperties,
  type ReactNode,
} from 'react';
import type { FormModel } from './FormModel';
import type { FieldValues } from './types';
import './Form.css';

/** Defaults for the FormFields inside a Form; each field can override them. */
export interface FieldDefaults {
  /** Label beside the input (true) or above it (false, default). */
  inline?: boolean;
  /** Width of inline labels (default 120); 'auto' fits label and input to their content (e.g. in toolbars). */
  labelWidth?: number | string;
  /** Shows errors as a red outline with a tooltip instead of text under the input. */
  minimal?: boolean;
  /** Inputs commit on every keystroke instead of on blur / Enter. */
  commitOnChange?: boolean;
}

const FieldDefaultsContext = createContext<FieldDefaults>({});

/** The field defaults of the nearest Form. */
export function useFieldDefaults(): FieldDefaults {
  return useContext(FieldDefaultsContext);
}

export interface FormProps<T extends FieldValues> {
  /** The form's values, rules, errors and modes (read-only, disabled): see FormModel. */
  model: FormModel<T>;
  /** Defaults for every FormField inside: labels inline, their width, minimal errors, commit on change. */
  fieldDefaults?: FieldDefaults;
  /** The FormFields, laid out as you choose (in a VBox, a grid, a toolbar). */
  children?: ReactNode;
  /** A class added to the component's outer element. */
  className?: string;
  /** Styles of the component's outer element. */
  style?: CSSProperties;
  /** Accessible name, when no label names it. */
  'aria-label'?: string;
}

/**
 * Holds FormFields: sets their defaults (inline labels, minimal errors, commit on change). In a toolbar with an
 * overflow menu, each field is an item of its own, so the fields that do not fit move into the menu one by one
 * (the form's element, its class and its name, are then left out: the toolbar's name stands for it).
 */
export function Form<T extends FieldValues>({
  fieldDefaults = {},
  children,
  className,
  style,
  'aria-label': ariaLabel,
}: FormProps<T>) {
  return (
    <FieldDefaultsContext value={fieldDefaults}>
      <div role="form" aria-label={ariaLabel} className={clsx('tb-form', className)} style={style}>
        {children}
      </div>
    </FieldDefaultsContext>
  );
}

/** Each child of a form, with the form's field defaults: what a toolbar with an overflow menu lays out. */
Form.toolbarItems = function toolbarItems({
  fieldDefaults = {},
  children,
}: Pick<FormProps<FieldValues>, 'fieldDefaults' | 'children'>): ReactNode[] {
  const items: ReactNode[] = [];
  // Not Children.map: it rewrites keys, and a toolbar reports its items by key.
  Children.forEach(children, (child) => {
    if (child == null || typeof child === 'boolean') return;
    const key = isValidElement(child) && child.key != null ? child.key : items.length;
    items.push(
      <FieldDefaultsContext key={key} value={fieldDefaults}>
        {child}
      </FieldDefaultsContext>,
    );
  });
  return items;
};
