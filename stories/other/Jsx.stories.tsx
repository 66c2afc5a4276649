import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { JsxPanel } from './JsxPanel';

const description =
  'Read-only, highlighted code samples comparing element factories, such as panel({title, items}), with JSX ' +
  'elements, side by side: a panel with a toolbar, a Delete button shown only to admins, and lists. The code ' +
  "follows the app's light or dark theme.";

const meta = {
  title: 'Other/Factories vs. JSX',
  component: JsxPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof JsxPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Both samples of each comparison show as highlighted, read-only code. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const factory = await canvas.findByRole('figure', { name: 'Factory syntax' });
    const jsx = canvas.getByRole('figure', { name: 'JSX' });
    const highlighted = (figure: HTMLElement) =>
      waitFor(() => expect(figure.querySelector('[data-highlighted="true"] pre.shiki')).not.toBeNull());
    const sample = (name: string) => canvas.getByRole('radio', { name });

    await step('a panel with a toolbar, as factories and as JSX', async () => {
      await expect(sample('Panel with a toolbar')).toHaveAttribute('aria-checked', 'true');
      await highlighted(factory);
      await highlighted(jsx);
      await expect(factory).toHaveTextContent("panel({ title: 'Orders',");
      await expect(factory).toHaveTextContent('items: [grid({ model: model.gridModel })]');
      await expect(jsx).toHaveTextContent('<Panel title="Orders"');
      await expect(jsx).toHaveTextContent('<Grid model={model.gridModel} />');
      // Read-only: nothing to type into.
      await expect(canvas.queryByRole('textbox')).toBeNull();
    });

    await step('the Delete button hidden unless the user is an admin', async () => {
      await userEvent.click(sample('Delete for admins only'));
      await waitFor(() => expect(jsx).toHaveTextContent('{user.isAdmin && ('));
      await expect(factory).toHaveTextContent('omit: !user.isAdmin,');
      await highlighted(factory);
      await highlighted(jsx);
      await expect(canvas.getByRole('note')).toHaveTextContent(
        'The Delete button shows only when the user is an admin.',
      );
    });

    await step('lists, and how a factory is made', async () => {
      await userEvent.click(sample('Lists and factories'));
      await waitFor(() => expect(factory).toHaveTextContent('export const vbox = factory(VBox);'));
      await expect(jsx).toHaveTextContent('{contacts.map((c) => (');
      await highlighted(jsx);
    });
  },
};
