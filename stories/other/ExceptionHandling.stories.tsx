import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PopupHost, ToastHost } from '@toolbox/kit/popup';
import { API } from '../../src/api';
import { recordRequests } from '../common/recordRequests';
import { ExceptionHandlingPanel } from './ExceptionHandlingPanel';
import { STANDARD_MESSAGE } from './ExceptionHandlingPanelModel';

const description =
  'One call, handleException, shows, logs and reports any error the way your app needs. A standard ' +
  'error opens a dialog with expandable technical details, a routine one a plain message; the ' +
  'options set the title and message, whether the server is told, the kind of alert (dialog or ' +
  'toast) and whether a reload is required.';

const meta = {
  title: 'Other/Exception Handling',
  component: ExceptionHandlingPanel,
  decorators: [
    (Story) => (
      <>
        <Story />
        <PopupHost />
        <ToastHost />
      </>
    ),
  ],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof ExceptionHandlingPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const ROUTINE_MESSAGE =
  /^User does not have permission to click this button after \d{1,2}:\d{2}:\d{2} [AP]M!$/;

/** Both buttons with the default options, then as a toast, then with no alert at all. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const standard = await canvas.findByRole('button', { name: 'Simulate a Standard Exception' });
    const routine = canvas.getByRole('button', { name: 'Simulate a Routine Exception' });
    const status = canvas.getByRole('status', { name: 'Last exception' });
    const option = (name: string) => canvas.getByRole('switch', { name });
    const alertType = (name: string) =>
      within(canvas.getByRole('radiogroup', { name: 'Alert type' })).getByRole('radio', { name });
    // The reports the demo sends, whoever answers them (MSW here, the real server in /app).
    const sent = recordRequests(API.clientError);
    const reports = () => sent.bodies();
    try {
      await step('the options start at their defaults', async () => {
        await expect(canvas.getByLabelText('Title')).toHaveValue('');
        await expect(canvas.getByLabelText('Message')).toHaveValue('');
        await expect(option('Log on server')).toBeChecked();
        await expect(option('Show alert')).toBeChecked();
        await expect(option('Require reload')).not.toBeChecked();
        await expect(option('Require reload')).toBeEnabled();
        await expect(alertType('Dialog')).toHaveAttribute('aria-checked', 'true');
        await expect(status).toHaveTextContent('No exception handled yet.');
      });

      await step('a standard exception shows a dialog with its details, and is reported', async () => {
        await userEvent.click(standard);
        const dialog = await screen.findByRole('dialog', { name: 'Unexpected Error' });
        await expect(dialog).toHaveTextContent(STANDARD_MESSAGE);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Show details' }));
        const details = within(dialog).getByRole('region', { name: 'Error details' });
        await expect(details).toHaveTextContent(`Error: ${STANDARD_MESSAGE}`);
        await waitFor(() => expect(within(details).getByLabelText('Stack trace')).toBeVisible());
        await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() =>
          expect(status).toHaveTextContent(/^Standard exception at .*: shown in a dialog, reported/),
        );
        await expect(status).toHaveTextContent(/reported to the server as #\d+\.$/);
        await expect(reports().at(-1)).toMatchObject({ message: STANDARD_MESSAGE, isRoutine: false });
      });

      await step('a routine exception shows a plain message with the time', async () => {
        await userEvent.click(routine);
        const dialog = await screen.findByRole('dialog', { name: 'Please Note' });
        const text = within(dialog).getByText(ROUTINE_MESSAGE);
        await waitFor(() => expect(text).toBeVisible());
        await expect(within(dialog).queryByRole('button', { name: 'Show details' })).toBeNull();
        await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await waitFor(() => expect(status).toHaveTextContent(/^Routine exception at /));
        await expect(reports().at(-1)).toMatchObject({ isRoutine: true });
        await expect(reports()).toHaveLength(2);
      });

      await step('with the toast alert type, a danger toast shows instead of a dialog', async () => {
        await userEvent.click(alertType('Toast'));
        await userEvent.click(standard);
        const toast = await screen.findByText(STANDARD_MESSAGE);
        await waitFor(() => expect(toast).toBeVisible());
        await expect(toast.closest('[data-sonner-toast]')).toHaveClass('tb-toast--danger');
        await expect(screen.queryByRole('dialog')).toBeNull();
        await waitFor(() => expect(status).toHaveTextContent('shown in a toast'));
      });

      await step('custom title and message replace the defaults', async () => {
        await userEvent.click(alertType('Dialog'));
        await userEvent.type(canvas.getByLabelText('Title'), 'Access denied');
        await userEvent.type(canvas.getByLabelText('Message'), 'Ask an admin for access.');
        await userEvent.click(routine);
        const dialog = await screen.findByRole('dialog', { name: 'Access denied' });
        await expect(dialog).toHaveTextContent('Ask an admin for access.');
        await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
        await userEvent.click(canvas.getByRole('button', { name: 'Reset Options' }));
        await expect(canvas.getByLabelText('Title')).toHaveValue('');
      });

      await step('with Show alert off, Require reload is disabled and nothing is shown', async () => {
        await userEvent.click(option('Show alert'));
        await expect(option('Show alert')).not.toBeChecked();
        await expect(option('Require reload')).toBeDisabled();
        await expect(canvas.getByText('No alert: the exception is handled silently.')).toBeVisible();
        const before = reports().length;
        await userEvent.click(routine);
        await waitFor(() =>
          expect(status).toHaveTextContent(/^Routine exception at .*: not shown to the user, reported/),
        );
        await expect(screen.queryByRole('dialog')).toBeNull();
        await expect(screen.queryByText(ROUTINE_MESSAGE)).toBeNull();
        await expect(reports()).toHaveLength(before + 1);
        await expect(reports().at(-1)).toMatchObject({ isRoutine: true, userAlerted: false });
      });

      await step('with Log on server off too, nothing is reported', async () => {
        await userEvent.click(option('Log on server'));
        const before = reports().length;
        await userEvent.click(standard);
        await waitFor(() =>
          expect(status).toHaveTextContent(
            /^Standard exception at .*: not shown to the user, not reported\.$/,
          ),
        );
        await expect(reports()).toHaveLength(before);
      });
    } finally {
      sent.restore();
    }
  },
};
