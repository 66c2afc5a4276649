import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LeftRightChooserPanel } from './LeftRightChooserPanel';
import { LEFT_EMPTY_TEXT } from './LeftRightChooserPanelModel';

const description =
  'LeftRightChooser with a LeftRightChooserModel: two kit grids (each over its own Store) with move buttons ' +
  'between them; a double-click moves one fruit. The left side is grouped by the fruit\u2019s group, with ' +
  'ungrouped fruits under \u2018Others\u2019; the right side is not grouped. Orange is locked in the basket. ' +
  'The filter field filters both sides by name, from its start or, with the switch on, anywhere in it. ' +
  'Below the lists: rightValues, what a form would read.';

const meta = {
  title: 'Other/LeftRightChooser',
  component: LeftRightChooserPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof LeftRightChooserPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const ALL_FRUITS = [
  'apple',
  'pear',
  'banana',
  'mango',
  'pineapple',
  'orange',
  'lemon',
  'strawberry',
  'watermelon',
];

/** Moves fruits both ways by button and double-click, tries the locked one, filters and moves them all. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const left = await canvas.findByRole('grid', { name: 'Fruits' });
    const right = await canvas.findByRole('grid', { name: 'Basket' });
    const value = canvas.getByRole('status', { name: 'Chosen values' });
    // The grid's empty text sits beside AG Grid's element, in the kit Grid's wrapper.
    const emptyText = (grid: HTMLElement) =>
      within(grid.closest('.tb-grid') as HTMLElement).findByText(LEFT_EMPTY_TEXT);
    const button = (name: string) => canvas.getByRole('button', { name });
    const fruitIn = (grid: HTMLElement, text: string) => within(grid).findByText(text, { exact: true });
    const expectValues = (values: string[]) =>
      waitFor(() => expect(value).toHaveTextContent(`rightValues${JSON.stringify(values)}`));

    await step(
      'the fruits start grouped on the left, with Others last; the basket is not grouped',
      async () => {
        await fruitIn(left, 'Watermelon');
        for (const group of ['Berries', 'Citrus', 'Tree', 'Tropical', 'Others'])
          await expect(within(left).getByText(group)).toBeVisible();
        const labels = [...left.querySelectorAll('.tb-grid-group__label')].map((l) => l.textContent);
        await expect(labels).toEqual(['Berries', 'Citrus', 'Tree', 'Tropical', 'Others']);
        await expect(await fruitIn(right, 'Mango')).toBeVisible();
        await expect(right.querySelector('.tb-grid-group')).toBeNull();
        await expect(within(left).getByText('Crisp and sweet; keeps for months.')).toBeVisible();
        await expectValues(['mango', 'orange']);
        await expect(button('Move selected right')).toBeDisabled();
        await expect(button('Move selected left')).toBeDisabled();
      },
    );

    await step('a selected fruit moves right, and back', async () => {
      await userEvent.click(await fruitIn(left, 'Apple'));
      await waitFor(() => expect(button('Move selected right')).toBeEnabled());
      await userEvent.click(button('Move selected right'));
      await fruitIn(right, 'Apple');
      await waitFor(() => expect(within(left).queryByText('Apple', { exact: true })).toBeNull());
      await expectValues(['apple', 'mango', 'orange']);
      // The moved fruit stays selected on its new side, ready to go back.
      await waitFor(() => expect(button('Move selected left')).toBeEnabled());
      await userEvent.click(button('Move selected left'));
      await fruitIn(left, 'Apple');
      await waitFor(() => expect(within(right).queryByText('Apple', { exact: true })).toBeNull());
      await expectValues(['mango', 'orange']);
    });

    await step('a double-click moves a fruit across', async () => {
      await userEvent.dblClick(await fruitIn(left, 'Banana'));
      await fruitIn(right, 'Banana');
      await expectValues(['banana', 'mango', 'orange']);
      await userEvent.dblClick(await fruitIn(right, 'Banana'));
      await fruitIn(left, 'Banana');
      await expectValues(['mango', 'orange']);
    });

    await step('the locked Orange cannot leave the basket', async () => {
      const orange = await fruitIn(right, 'Orange');
      const row = orange.closest('.tb-lr-chooser__item') as HTMLElement;
      await expect(within(row).getByRole('img', { name: 'Locked' })).toBeVisible();
      await userEvent.click(orange);
      await waitFor(() => expect(right.querySelector('.ag-row-selected')).not.toBeNull());
      await expect(button('Move selected left')).toBeDisabled();
      await userEvent.dblClick(orange);
      await expectValues(['mango', 'orange']);
      await expect(within(left).queryByText('Orange', { exact: true })).toBeNull();
    });

    await step('the filter matches the start of names, or anywhere with the switch on', async () => {
      const filter = canvas.getByRole('searchbox', { name: 'Filter items' });
      const anyMatch = canvas.getByRole('switch', { name: 'match anywhere in the string' });
      await expect(anyMatch).not.toBeChecked();
      await userEvent.type(filter, 'berry');
      await waitFor(() => expect(within(left).queryByText('Strawberry', { exact: true })).toBeNull());
      await expect(await emptyText(left)).toBeVisible();
      await userEvent.click(anyMatch);
      await expect(anyMatch).toBeChecked();
      await expect(await fruitIn(left, 'Strawberry')).toBeVisible();
      await expect(within(left).queryByText('Apple', { exact: true })).toBeNull();
      await expect(within(right).queryByText('Mango', { exact: true })).toBeNull();

      await userEvent.click(anyMatch);
      await userEvent.clear(filter);
      await userEvent.type(filter, 'pe');
      await fruitIn(left, 'Pear');
      await waitFor(() => expect(within(left).queryByText('Pineapple', { exact: true })).toBeNull());
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filter' }));
      await fruitIn(left, 'Pineapple');
      await fruitIn(right, 'Mango');
    });

    await step(
      'moving them all leaves the left side empty; the locked one stays on the way back',
      async () => {
        await userEvent.click(button('Move all right'));
        await expect(await emptyText(left)).toBeVisible();
        await expectValues(ALL_FRUITS);
        await expect(button('Move all right')).toBeDisabled();
        await userEvent.click(button('Move all left'));
        await fruitIn(left, 'Watermelon');
        await expectValues(['orange']);
        await expect(within(left).getByText('Others')).toBeVisible();
        await expect(button('Move all left')).toBeDisabled();
      },
    );
  },
};
