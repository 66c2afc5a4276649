import {
  createElement,
  isValidElement,
  type ComponentProps,
  type ElementType,
  type Key,
  type ReactElement,
  type ReactNode,
} from 'react';

/** `Omit` that keeps a union of props a union (Select's single and multiple props stay apart). */
type OmitEach<P, K extends PropertyKey> = P extends unknown ? Omit<P, K> : never;

/**
 * How a config gives the children: `items`, typed as the component's `children` (nodes for most, a render
 * function for FormField), required when they are; a component without children takes none.
 */
type ItemsOf<P> = 'children' extends keyof P
  ? undefined extends P['children' & keyof P]
    ? { items?: P['children' & keyof P] }
    : { items: P['children' & keyof P] }
  : { items?: never };

/** What every config may add to the component's props. */
export interface FactoryOptions {
  /** React's key, for an element among others made from a list. */
  key?: Key | null;
  /** True: no element (the factory returns null), for an element shown only on a condition. */
  omit?: boolean;
}

/**
 * A factory's one argument: the component's props, with `items` for its children, plus `key` and `omit`. An
 * object (`object &`): for a component without props, a string given by mistake is then an error too.
 */
export type FactoryConfig<P> = P extends unknown
  ? object & OmitEach<P, 'children'> & ItemsOf<P> & FactoryOptions
  : never;

/** Whether every prop but the children may be left out. */
type AllOptional<P> = object extends OmitEach<P, 'children' | 'key' | 'ref'> ? true : false;

/** Whether the component takes children (nodes): then its factory also takes them directly. */
type TakesNodes<P> = 'children' extends keyof P
  ? ReactNode extends P['children' & keyof P]
    ? true
    : false
  : false;

/** A factory of a component with a required prop: `grid({ model })`. */
export type ConfigFactory<P> = (config: FactoryConfig<P>) => ReactElement | null;

/** A factory of a component whose props are all optional and that takes no children: `filler()`. */
export type OptionalConfigFactory<P> = (config?: FactoryConfig<P>) => ReactElement | null;

/** A factory that also takes the children directly: `hbox(a, b)`, as well as `hbox({ gap: 8, items: [a, b] })`. */
export interface ChildrenFactory<P> {
  (...children: ReactNode[]): ReactElement;
  (config?: FactoryConfig<P>): ReactElement | null;
}

/** The factory `elementFactory` makes for a component of props P. */
export type ElementFactory<P> =
  AllOptional<P> extends true
    ? TakesNodes<P> extends true
      ? ChildrenFactory<P>
      : OptionalConfigFactory<P>
    : ConfigFactory<P>;

/**
 * A config object, as opposed to a child: a plain object that is no React element (nor portal). Children are
 * elements, strings, numbers, arrays and the like, never plain objects.
 */
function isConfig(arg: unknown): arg is Record<string, unknown> {
  if (arg === null || typeof arg !== 'object' || isValidElement(arg) || '$$typeof' in arg) return false;
  const proto = Object.getPrototypeOf(arg) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * createElement for any type. Each factory's own signature checks the props it is given; this core, shared by
 * them all, passes them on.
 */
const make = createElement as (
  type: ElementType,
  props: object | null,
  ...children: ReactNode[]
) => ReactElement;

/**
 * The element a config stands for: its `items` become the children (an array spread as JSX's literal children
 * are, so a fixed list needs no keys), `omit` makes none.
 */
export function elementFromConfig(type: ElementType, config: object): ReactElement | null {
  const { items, omit, ...props } = config as { items?: ReactNode; omit?: boolean };
  if (omit) return null;
  if (items === undefined) return make(type, props);
  return Array.isArray(items) ? make(type, props, ...(items as ReactNode[])) : make(type, props, items);
}

/** The element of a factory call: one config object, or the children themselves. */
export function elementFromArgs(type: ElementType, args: readonly unknown[]): ReactElement | null {
  const [first] = args;
  if (args.length === 1 && isConfig(first)) return elementFromConfig(type, first);
  return make(type, null, ...(args as ReactNode[]));
}

/**
 * A function that makes elements of `type` (a component or a DOM tag), an alternative to JSX: called with one
 * config object (the props, with `items` as the children, `key` and `omit`) or with the children alone.
 *
 *     const hbox = elementFactory(HBox);
 *     hbox({ gap: 8, flex: 1, items: [a, b] });  // <HBox gap={8} flex={1}>{a}{b}</HBox>
 *     hbox(a, b);                                // <HBox>{a}{b}</HBox>
 *     button({ text: 'Delete', omit: !isAdmin }); // null unless isAdmin
 *
 * Typed from the component's props: an unknown prop or a wrong value is a type error, and a component with a
 * required prop must be given a config. A generic component's factory loses its type parameters: write it as a
 * generic function calling `elementFromConfig` (the kit's `grid`, `select`, `formField` do).
 */
export function elementFactory<C extends ElementType>(type: C): ElementFactory<ComponentProps<C>> {
  const factory = (...args: unknown[]) => elementFromArgs(type, args);
  return factory as ElementFactory<ComponentProps<C>>;
}
