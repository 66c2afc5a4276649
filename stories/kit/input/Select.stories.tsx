import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectOption } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';
import { rightToLeft } from '../common/rightToLeft';

const CITIES = ['Amsterdam', 'Berlin', 'Lisbon', 'London', 'Madrid', 'Paris'];

const DESKS: SelectOption[] = [
  { value: 'eq', label: 'Equities' },
  { value: 'fx', label: 'Foreign exchange' },
  { value: 'ir', label: 'Rates' },
];

const meta = {
  title: 'Kit/Input/Select',
  component: Select,
  render: controlledRender(Select),
  args: {
    value: 'Lisbon',
    options: CITIES,
    placeholder: 'Pick a city…',
    'aria-label': 'City',
    width: 240,
    onChange: fn(),
  },
  argTypes: {
    value: { control: 'select', options: [null, ...CITIES] },
    options: { control: 'object' },
    placeholder: { control: 'text' },
    noOptionsText: { control: 'text' },
    width: { control: 'number' },
    'aria-label': { control: 'text' },
    queryFn: { control: false },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof Select>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Typing filters the options; a click or Enter picks one. The menu opens above everything. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });

    await step('it shows the value', async () => {
      await expect(within(canvasElement).getByText('Lisbon')).toBeVisible();
    });

    await step('typing filters the options', async () => {
      await userEvent.click(input);
      await userEvent.type(input, 'li');
      await waitFor(async () =>
        expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Berlin', 'Lisbon']),
      );
    });

    await step('a click picks one and closes the menu', async () => {
      await userEvent.click(screen.getByRole('option', { name: 'Berlin' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('Berlin');
      await expect(screen.queryByRole('listbox')).toBeNull();
      await expect(within(canvasElement).getByText('Berlin')).toBeVisible();
    });

    await step('the keyboard opens it and picks with Enter', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(await screen.findByRole('listbox')).toBeVisible();
      await userEvent.type(input, 'mad{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith('Madrid');
    });
  },
};

/** Nothing picked: the placeholder shows. */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pick a city…')).toBeVisible();
  },
};

/** Options of a value and a label: the label shows, the value is what `onChange` gets; `enableClear` clears it. */
export const ValueLabelOptions: Story = {
  args: { value: 'fx', options: DESKS, enableClear: true, 'aria-label': 'Desk', placeholder: 'Pick a desk…' },
  argTypes: { value: { control: 'select', options: [null, 'eq', 'fx', 'ir'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Foreign exchange')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Desk' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rates' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('ir');
    const clear = canvasElement.querySelector('.tb-select__clear-indicator');
    await expect(clear).not.toBeNull();
    await userEvent.click(clear as Element);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('Pick a desk…')).toBeVisible();
  },
};

/** Several values (`enableMulti`), each a chip that can be removed. */
export const Multi: Story = {
  args: { enableMulti: true, value: ['London', 'Paris'], 'aria-label': 'Cities', width: 320 },
  argTypes: { value: { control: 'object' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('London')).toBeVisible();
    await expect(canvas.getByText('Paris')).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Cities' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Berlin' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['London', 'Paris', 'Berlin']);
  },
};

/** No option matches what was typed: the menu says so. */
export const NoMatch: Story = {
  args: { noOptionsText: 'No such city.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'City' });
    await userEvent.type(input, 'zzz');
    await expect(await screen.findByText('No such city.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Greyed out: it cannot be opened. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('City')).toBeDisabled();
  },
};

/** Right to left: the value starts at the right, the menu's arrow is at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const value = within(canvasElement).getByText('Lisbon').getBoundingClientRect();
    const arrow = canvasElement.querySelector('.tb-select__indicators')?.getBoundingClientRect();
    await expect(arrow?.right).toBeLessThanOrEqual(value.left);
  },
};
