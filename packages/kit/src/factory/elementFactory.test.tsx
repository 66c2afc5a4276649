import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { Form, FormField, FormModel } from '../form';
import { GridModel } from '../grid';
import { Icon } from '../icon';
import { TextInput } from '../input';
import { HBox, VBox } from '../layout';
import { Filler, Panel, Toolbar } from '../panel';
import { button } from './buttonFactories';
import { div, li, span, ul } from './domFactories';
import { elementFactory } from './elementFactory';
import { form, formField } from './formFactories';
import { grid } from './gridFactories';
import { icon } from './iconFactories';
import { label, textInput } from './inputFactories';
import { hbox, vbox } from './layoutFactories';
import { filler, panel, toolbar } from './panelFactories';

/** The markup a tree renders, with React's generated ids (which count up across renders) made equal. */
function markupOf(tree: ReactElement | null): string {
  const { container, unmount } = render(tree);
  const html = container.innerHTML.replace(/_r_[0-9a-z]+_/g, '_r_id_').replace(/«r[0-9a-z]+»/g, '«r»');
  unmount();
  return html;
}

afterEach(() => vi.restoreAllMocks());

describe('element factories', () => {
  it('render the same DOM as the equivalent JSX: a panel with a toolbar, boxes, icons and text', () => {
    const refresh = () => {};
    const fromFactories = panel({
      title: 'Orders',
      icon: icon({ name: 'list' }),
      tbar: toolbar(
        button({ text: 'New Order', intent: 'primary' }),
        filler(),
        button({ icon: icon({ name: 'refresh' }), title: 'Refresh', onClick: refresh }),
      ),
      items: [
        vbox({
          gap: 8,
          items: [hbox({ gap: 6, items: ['Ada', span('ada@example.com')] }), hbox('Grace', 'Hopper')],
        }),
      ],
    });
    const fromJsx = (
      <Panel
        title="Orders"
        icon={<Icon name="list" />}
        tbar={
          <Toolbar>
            <Button text="New Order" intent="primary" />
            <Filler />
            <Button icon={<Icon name="refresh" />} title="Refresh" onClick={refresh} />
          </Toolbar>
        }
      >
        <VBox gap={8}>
          <HBox gap={6}>
            Ada
            <span>ada@example.com</span>
          </HBox>
          <HBox>
            {'Grace'}
            {'Hopper'}
          </HBox>
        </VBox>
      </Panel>
    );
    const markup = markupOf(fromFactories);
    expect(markup).toContain('New Order');
    expect(markup).toBe(markupOf(fromJsx));
  });

  it('take the children directly, or as `items` (one node or a list) beside the props', () => {
    render(
      div(
        div({ 'aria-label': 'direct', items: ['one', span('two')] }),
        div({ 'aria-label': 'single', items: span('alone') }),
        label('Name:'),
      ),
    );
    expect(screen.getByLabelText('direct')).toHaveTextContent('onetwo');
    expect(screen.getByLabelText('single')).toHaveTextContent('alone');
    expect(screen.getByText('Name:')).toHaveClass('tb-label');
  });

  it('make no element when `omit` is true: a Delete button for admins only', () => {
    const toolbarFor = (isAdmin: boolean) =>
      toolbar(button({ text: 'Edit' }), button({ text: 'Delete', intent: 'danger', omit: !isAdmin }));
    expect(button({ text: 'Delete', omit: true })).toBeNull();
    const { rerender } = render(toolbarFor(false));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    rerender(toolbarFor(true));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeVisible();
  });

  it('pass `key` to React: a list mapped to keyed factory elements renders without a warning', () => {
    const error = vi.spyOn(console, 'error');
    const names = ['Ada', 'Grace', 'Edsger'];
    render(ul({ items: [names.map((name) => li({ key: name, items: [name] }))] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(names);
    expect(error).not.toHaveBeenCalled();
  });

  it("make an app's own component's elements", () => {
    function Greeting({ name, children }: { name: string; children?: string }) {
      return (
        <p>
          Hello, {name}
          {children}
        </p>
      );
    }
    const greeting = elementFactory(Greeting);
    render(greeting({ name: 'Ada', items: '!' }));
    expect(screen.getByText('Hello, Ada!')).toBeVisible();
  });

  it('bind a form field to its input with `items`, as FormField does with its children', async () => {
    const person = new FormModel<{ name: string }>({ fields: { name: { initial: '' } } });
    const fromFactories = form({
      model: person,
      items: [formField({ model: person, field: 'name', items: (bind) => textInput(bind) })],
    });
    expect(markupOf(fromFactories)).toBe(
      markupOf(
        <Form model={person}>
          <FormField model={person} field="name">
            {(bind) => <TextInput {...bind} />}
          </FormField>
        </Form>,
      ),
    );
    render(fromFactories);
    await userEvent.type(screen.getByLabelText('Name', { selector: 'input' }), 'Ada{Enter}');
    expect(person.values.name).toBe('Ada');
  });

  it("show a grid of the model's records", async () => {
    const orders = new GridModel<{ id: number; customer: string }>({
      store: {},
      columns: [{ field: 'customer' }],
    });
    orders.store.loadData([
      { id: 1, customer: 'Acme' },
      { id: 2, customer: 'Globex' },
    ]);
    render(grid({ model: orders, 'aria-label': 'Orders' }));
    // AG Grid draws its rows in animation frames, which jsdom runs on a timer: slow on a busy machine.
    expect(await screen.findByRole('gridcell', { name: 'Globex' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Acme' })).toBeInTheDocument();
  });
});
