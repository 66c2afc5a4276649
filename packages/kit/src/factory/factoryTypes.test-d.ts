// Type tests of the factories, checked by `npm run typecheck`: every `@ts-expect-error` below must meet an
// error, so a factory that stopped refusing a wrong call fails the check.
import type { ReactElement } from 'react';
import { FormModel } from '../form';
import { GridModel } from '../grid';
import { a, div, img } from './domFactories';
import { elementFactory } from './elementFactory';
import { button, buttonGroupInput } from './buttonFactories';
import { form, formField } from './formFactories';
import { grid } from './gridFactories';
import { icon } from './iconFactories';
import { numberInput, select, textInput } from './inputFactories';
import { hbox, vbox } from './layoutFactories';
import { filler, panel, toolbar } from './panelFactories';

interface Order {
  id: number;
  customer: string;
}
const orders = new GridModel<Order>({ store: {}, columns: [{ field: 'customer' }] });
const person = new FormModel<{ name: string; age: number | null }>({ fields: { name: {}, age: {} } });

export const accepted: (ReactElement | null)[] = [
  hbox(),
  hbox('text', button('Save'), [div('a'), div('b')]),
  hbox({ gap: 8, flex: 1, items: [button({ text: 'Save', intent: 'primary', onClick: () => {} })] }),
  vbox({ key: 'k', omit: false, items: 'one child' }),
  panel({
    title: 'Orders',
    icon: icon({ name: 'list' }),
    tbar: toolbar(filler()),
    items: [grid({ model: orders })],
  }),
  filler(),
  a({ href: '#top', items: ['Top'] }),
  img({ src: 'logo.png', alt: 'Logo' }),
  form({
    model: person,
    items: [
      formField({
        model: person,
        field: 'name',
        items: (bind) => textInput({ ...bind, commitOnChange: true }),
      }),
      formField({ model: person, field: 'age', items: (bind) => numberInput(bind) }),
    ],
  }),
  select({ value: 'b', onChange: () => {}, options: ['a', 'b'] }),
  select({ enableMulti: true, value: [1, 2], onChange: (v: number[]) => v, options: [1, 2, 3] }),
  buttonGroupInput({ value: 'v1', onChange: () => {}, options: [{ value: 'v1', label: 'One' }] }),
];

/** Children given directly always make an element: no `omit` there. */
export const element: ReactElement = hbox(button('Save'));

export const refused = [
  // @ts-expect-error: Button has no prop `txt`.
  button({ txt: 'Save' }),
  // @ts-expect-error: not an intent.
  button({ intent: 'purple' }),
  // @ts-expect-error: not one of the kit's icons.
  icon({ name: 'no-such-icon' }),
  // @ts-expect-error: an icon takes no children.
  icon({ name: 'list', items: ['x'] }),
  // @ts-expect-error: HBox's direction is fixed.
  hbox({ direction: 'column' }),
  // @ts-expect-error: Filler takes no children.
  filler('x'),
  // @ts-expect-error: a Grid needs its model.
  grid({}),
  // @ts-expect-error: ...and cannot be given children instead.
  grid(div()),
  // @ts-expect-error: a grid of orders has no `items`.
  grid({ model: orders, items: [div()] }),
  // @ts-expect-error: a div has no href.
  div({ href: '#' }),
  // @ts-expect-error: not a field of the form.
  formField({ model: person, field: 'email', items: (bind) => textInput(bind) }),
  // @ts-expect-error: the age is a number, a TextInput edits text.
  formField({ model: person, field: 'age', items: (bind) => textInput(bind) }),
  // @ts-expect-error: a FormField's input comes from `items`, which it needs.
  formField({ model: person, field: 'name' }),
  // @ts-expect-error: a single select's value is one option, not a list.
  select({ value: ['a'], onChange: () => {}, options: ['a', 'b'] }),
];

// @ts-expect-error: a config may say `omit`, so its element may be null.
export const maybeNone: ReactElement = panel({ title: 'Orders' });

/** A factory of an app's own component is typed by its props alike. */
function Greeting({ name }: { name: string }) {
  return `Hello, ${name}`;
}
const greeting = elementFactory(Greeting);
export const greetings = [
  greeting({ name: 'Ada' }),
  // @ts-expect-error: `name` is required.
  greeting({}),
  // @ts-expect-error: ...so the children-only call does not exist.
  greeting(),
];
