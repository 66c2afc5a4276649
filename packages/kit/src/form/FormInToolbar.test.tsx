import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button';
import { TextInput } from '../input';
import { Toolbar } from '../panel';
import { Form } from './Form';
import { FormField } from './FormField';
import { FormModel } from './FormModel';

type Values = { first: string; last: string };

describe('a Form in a toolbar with an overflow menu', () => {
  let restore: (() => void)[] = [];
  // jsdom lays nothing out: every toolbar item is 100px wide, the toolbar as wide as the test says.
  function layout(toolbarWidth: number) {
    const define = (name: 'offsetWidth' | 'clientWidth', get: (this: HTMLElement) => number) => {
      const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
      Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
      restore.push(() => original && Object.defineProperty(HTMLElement.prototype, name, original));
    };
    define('offsetWidth', function () {
      return this.classList.contains('tb-toolbar__slot') ? 100 : 0;
    });
    define('clientWidth', function () {
      return this.classList.contains('tb-toolbar') ? toolbarWidth : 0;
    });
  }
  afterEach(() => {
    restore.forEach((r) => r());
    restore = [];
  });

  it('moves the fields that do not fit into the menu one by one, with the form’s defaults', async () => {
    layout(150);
    const model = new FormModel<Values>({
      fields: { first: { label: 'First', initial: '' }, last: { label: 'Last', initial: '' } },
    });
    render(
      <Toolbar aria-label="Name form" enableOverflowMenu>
        <Form model={model} fieldDefaults={{ inline: true, commitOnChange: true }}>
          <FormField model={model} field="first">
            {(bind) => <TextInput {...bind} />}
          </FormField>
          <FormField model={model} field="last">
            {(bind) => <TextInput {...bind} />}
          </FormField>
        </Form>
        <Button text="Save" />
      </Toolbar>,
    );
    const bar = screen.getByRole('toolbar', { name: 'Name form' });
    // 150px: the first field and the more button; the second field and Save are in the menu.
    expect(within(bar).getByRole('textbox', { name: 'First' })).toBeInTheDocument();
    expect(within(bar).queryByRole('textbox', { name: 'Last' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Save' })).toBeNull();

    await userEvent.click(within(bar).getByRole('button', { name: 'More items' }));
    const menu = await screen.findByRole('toolbar', { name: 'More items' });
    expect(within(menu).getByRole('button', { name: 'Save' })).toBeInTheDocument();
    // The form's defaults hold in the menu: the value commits on each keystroke, before the field is left.
    await userEvent.type(within(menu).getByRole('textbox', { name: 'Last' }), 'Lovelace');
    expect(model.values.last).toBe('Lovelace');
  });
});
