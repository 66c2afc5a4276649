import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { ToolbarFormsPanel } from './ToolbarFormsPanel';

const description =
  'FormModels whose inputs live in toolbars. The top form (text1, number1, date1, buttonGroup1, bool1, bool2) ' +
  'has Reset and Validate; text1 and bool1 are required, and errors show as a red outline with a tooltip. ' +
  'The bottom form (option1, option2, option3) has its own Reset. Each Reset is enabled only while its form ' +
  'is dirty.';

const meta = {
  title: 'Forms/Toolbar Forms',
  component: ToolbarFormsPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof ToolbarFormsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Validates, fills, changes and resets the top form, then the bottom one. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const topBar = within(await canvas.findByRole('toolbar', { name: 'Top form' }));
    const bottomBar = within(canvas.getByRole('toolbar', { name: 'Bottom form' }));
    const text1 = () => topBar.getByLabelText('Text 1', { selector: 'input' });
    const bool1 = () => topBar.getByRole('checkbox', { name: 'Bool 1' });
    const topReset = () => topBar.getByRole('button', { name: 'Reset' });
    const bottomReset = () => bottomBar.getByRole('button', { name: 'Reset' });
    /** The message a field shows in its tooltip, or null when it is valid. */
    const tooltip = (el: HTMLElement) => el.closest('[title]')?.getAttribute('title') ?? null;
    const pick = async (bar: typeof topBar, label: string, option: string) => {
      await userEvent.click(bar.getByLabelText(label, { selector: 'input' }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };

    await step('a fixed text in the body; both forms clean, with their initial values', async () => {
      await expect(canvas.getByText(/Forms are not only for dialogs/)).toBeVisible();
      await expect(topReset()).toBeDisabled();
      await expect(bottomReset()).toBeDisabled();
      await expect(topBar.getByRole('radio', { name: 'button2' })).toBeChecked();
      await expect(bool1()).toBePartiallyChecked();
      await expect(topBar.getByRole('switch', { name: 'Bool 2' })).not.toBeChecked();
      await expect(bottomBar.getByText('California')).toBeVisible();
      await expect(tooltip(text1())).toBeNull();
    });

    await step('Validate: text1 and bool1 are required', async () => {
      await userEvent.click(topBar.getByRole('button', { name: 'Validate' }));
      await expectToast('The top form has 2 invalid fields.');
      await waitFor(() => expect(tooltip(text1())).toBe('Text 1 is required.'));
      await expect(text1()).toHaveAttribute('aria-invalid', 'true');
      await expect(tooltip(bool1())).toBe('Bool 1 is required.');
      await expect(topReset()).toBeDisabled();
    });

    await step('filling them in makes the form valid, and dirty', async () => {
      await userEvent.type(text1(), 'Hello');
      await userEvent.tab();
      await waitFor(() => expect(tooltip(text1())).toBeNull());
      await userEvent.click(bool1());
      await expect(bool1()).toBeChecked();
      await waitFor(() => expect(tooltip(bool1())).toBeNull());
      await expect(topReset()).toBeEnabled();
      await expect(bottomReset()).toBeDisabled();
      await userEvent.click(topBar.getByRole('button', { name: 'Validate' }));
      await expectToast('The top form is valid.');
    });

    await step('the other inputs of the top form', async () => {
      const number1 = topBar.getByRole('spinbutton', { name: 'Number 1' });
      await userEvent.type(number1, '42');
      await userEvent.tab();
      await expect(number1).toHaveValue('42');
      const date1 = topBar.getByLabelText('Date 1', { selector: 'input' });
      await userEvent.type(date1, '2024-02-29');
      await userEvent.tab();
      await expect(date1).toHaveValue('2024-02-29');
      await userEvent.click(topBar.getByRole('radio', { name: 'button3' }));
      await expect(topBar.getByRole('radio', { name: 'button3' })).toBeChecked();
      await userEvent.click(topBar.getByRole('switch', { name: 'Bool 2' }));
      await expect(topBar.getByRole('switch', { name: 'Bool 2' })).toBeChecked();
    });

    await step('Reset restores the top form', async () => {
      await userEvent.click(topReset());
      await expect(text1()).toHaveValue('');
      await expect(topBar.getByRole('spinbutton', { name: 'Number 1' })).toHaveValue('');
      await expect(topBar.getByLabelText('Date 1', { selector: 'input' })).toHaveValue('');
      await expect(topBar.getByRole('radio', { name: 'button2' })).toBeChecked();
      await expect(bool1()).toBePartiallyChecked();
      await expect(topBar.getByRole('switch', { name: 'Bool 2' })).not.toBeChecked();
      await expect(topReset()).toBeDisabled();
      await expect(tooltip(text1())).toBeNull();
    });

    await step('the bottom form has its own dirty state and Reset', async () => {
      await pick(bottomBar, 'Option 1', 'Texas');
      await expect(bottomBar.getByText('Texas')).toBeVisible();
      await expect(bottomReset()).toBeEnabled();
      await expect(topReset()).toBeDisabled();
      await pick(bottomBar, 'Option 2', 'New York');
      await pick(bottomBar, 'Option 2', 'Washington');
      await expect(bottomBar.getByRole('button', { name: 'Remove New York' })).toBeVisible();
      await expect(bottomBar.getByRole('button', { name: 'Remove Washington' })).toBeVisible();
      await userEvent.keyboard('{Escape}');
      await pick(bottomBar, 'Option 3', 'Large');
      await expect(bottomBar.getByText('Large')).toBeVisible();
      await userEvent.click(bottomReset());
      await expect(bottomBar.getByText('California')).toBeVisible();
      await expect(bottomBar.queryByRole('button', { name: 'Remove New York' })).toBeNull();
      await expect(bottomBar.getByText('Any size')).toBeVisible();
      await expect(bottomReset()).toBeDisabled();
    });
  },
};
