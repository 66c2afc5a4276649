import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PinPadPanel } from './PinPadPanel';
import { SAMPLE_PIN } from './PinPadPanelModel';

const description =
  'PinPad with a PinPadModel: a 5-digit PIN entered by click or keyboard, checked after 500 ms, with a ' +
  'countdown of failed attempts that locks the account after 5. The sample PIN is 12345; Reset starts over.';

const meta = {
  title: 'Other/PIN Pad',
  component: PinPadPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof PinPadPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Walks a wrong PIN, the countdown of attempts, the lock, a reset and the correct PIN. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const pad = await canvas.findByRole('group', { name: 'PIN pad' });
    const key = (name: string) => within(pad).getByRole('button', { name });
    const alert = () => within(pad).getByRole('alert');
    const digitKeys = () => DIGITS.map(key);
    const clickPin = async (pin: string) => {
      for (const d of pin) await userEvent.click(key(d));
    };
    const padReady = () => waitFor(() => expect(key('1')).toBeEnabled());

    await expect(within(pad).getByText('Enter PIN...')).toBeVisible();
    await expect(canvas.getByRole('status', { name: '0 of 5 digits entered' })).toBeInTheDocument();

    await step('a wrong PIN is checked, then denied with the attempts remaining', async () => {
      await clickPin('1111');
      await expect(canvas.getByRole('status', { name: '4 of 5 digits entered' })).toBeInTheDocument();
      await clickPin('1');
      await expect(await within(pad).findByText('Checking PIN...')).toBeVisible();
      for (const k of digitKeys()) await expect(k).toBeDisabled();
      await waitFor(() =>
        expect(alert()).toHaveTextContent(
          'PIN not recognized. Try again. Account will be locked after 4 attempts.',
        ),
      );
      await expect(within(pad).getByText('Access Denied')).toBeVisible();
      await expect(within(pad).getByText('Enter PIN...')).toBeVisible();
      await padReady();
      await expect(canvas.getByRole('status', { name: '0 of 5 digits entered' })).toBeInTheDocument();
      await expect(canvas.getByText('Failed attempts: 1 of 5')).toBeVisible();
    });

    await step('typed PINs count down to the Schwartz and the hint', async () => {
      pad.focus();
      await userEvent.keyboard('22222');
      await waitFor(() => expect(alert()).toHaveTextContent('Account will be locked after 3 attempts.'));
      await padReady();

      pad.focus();
      await userEvent.keyboard('3333');
      await userEvent.keyboard('{Backspace}');
      await expect(canvas.getByRole('status', { name: '3 of 5 digits entered' })).toBeInTheDocument();
      await userEvent.keyboard('33');
      await waitFor(() => expect(alert()).toHaveTextContent('Account will be locked after 2 attempts.'));
      await expect(within(pad).getByText('Access Denied. (Use the Schwartz!)')).toBeVisible();
      await padReady();

      await clickPin('44444');
      await waitFor(() => expect(alert()).toHaveTextContent(`Hint: try the sample PIN ${SAMPLE_PIN}.`));
      await expect(alert()).toHaveTextContent('Account will be locked after 1 more attempt.');
      await expect(within(pad).getByText('Access Denied')).toBeVisible();
      await padReady();
    });

    await step('the fifth wrong PIN locks the account', async () => {
      await clickPin('55555');
      await expect(await within(pad).findByText('Account Locked.')).toBeVisible();
      await expect(within(pad).getByText('Login disabled at this time.')).toBeVisible();
      await expect(alert()).toHaveTextContent(
        'You have made too many attempts to log in. Contact support for help.',
      );
      for (const k of [...digitKeys(), key('Clear'), key('Backspace')]) await expect(k).toBeDisabled();
      await expect(canvas.getByText('Failed attempts: 5 of 5')).toBeVisible();
    });

    await step('Reset starts over', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
      await expect(await within(pad).findByText('Enter PIN...')).toBeVisible();
      await expect(within(pad).queryByText('Account Locked.')).toBeNull();
      await expect(within(pad).queryByText('Login disabled at this time.')).toBeNull();
      await expect(alert()).toHaveTextContent(/^$/);
      await padReady();
      await expect(canvas.getByText('Failed attempts: 0 of 5')).toBeVisible();
    });

    await step('the sample PIN grants access and shows the secret plans', async () => {
      await clickPin('9');
      await userEvent.click(key('Clear'));
      await expect(canvas.getByRole('status', { name: '0 of 5 digits entered' })).toBeInTheDocument();
      await clickPin(SAMPLE_PIN);
      await expect(await within(pad).findByText('Access Granted.')).toBeVisible();
      await expect(within(pad).getByText(`Welcome to ${window.location.host}`)).toBeVisible();
      const plans = await canvas.findByRole('region', { name: 'Secret plans' });
      await expect(within(plans).getByText('Operation Quiet Friday')).toBeVisible();
      await expect(canvas.queryByRole('group', { name: 'PIN pad' })).toBeNull();
    });

    await step('Reset logs out', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
      const padAgain = await canvas.findByRole('group', { name: 'PIN pad' });
      await expect(within(padAgain).getByText('Enter PIN...')).toBeVisible();
      await expect(canvas.queryByRole('region', { name: 'Secret plans' })).toBeNull();
    });
  },
};
