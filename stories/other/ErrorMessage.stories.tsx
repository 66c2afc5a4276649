import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorMessagePanel } from './ErrorMessagePanel';
import { SAMPLE_ERROR_MESSAGE } from './ErrorMessagePanelModel';

const description =
  'ErrorMessage renders any error as a managed, centred message with a title and an optional action. Here a ' +
  "simulated failure replaces the panel's content, and the Refresh action clears the error.";

const meta = {
  title: 'Other/ErrorMessage',
  component: ErrorMessagePanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof ErrorMessagePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Simulate an Error swaps the content for the error message; Refresh brings the content back. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const simulate = await canvas.findByRole('button', { name: 'Simulate an Error' });
    await expect(canvas.getByText('All systems normal')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();

    await step('Simulate an Error replaces the content with the error message', async () => {
      await userEvent.click(simulate);
      const alert = await canvas.findByRole('alert');
      await expect(within(alert).getByText('Something went wrong:')).toBeVisible();
      await expect(within(alert).getByText(SAMPLE_ERROR_MESSAGE)).toBeVisible();
      await expect(canvas.queryByText('All systems normal')).toBeNull();
      await expect(simulate).toBeDisabled();
    });

    await step('Refresh clears the error and restores the content', async () => {
      await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Refresh' }));
      await expect(await canvas.findByText('All systems normal')).toBeVisible();
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(simulate).toBeEnabled();
    });
  },
};
