import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { ExceptionDetails, type ExceptionInfo } from '@toolbox/kit/exception';
import { choiceArgType } from '../common/choiceArg';

const STACK = [
  'FetchError: Service Unavailable',
  '    at fetchJson (client.ts:41:11)',
  '    at async saveTrade (trades.ts:18:5)',
].join('\n');

/** What went wrong, as handleException knows it: a failed call, or a plain error without a stack. */
const EXCEPTIONS: Record<string, ExceptionInfo> = {
  'Failed call (503)': {
    name: 'FetchError',
    message: 'Service Unavailable',
    stack: STACK,
    isRoutine: false,
    correlationId: 'c0ffee-42',
    status: 503,
    original: null,
  },
  'Plain error': {
    name: 'TypeError',
    message: "Cannot read properties of undefined (reading 'price')",
    stack: null,
    isRoutine: false,
    correlationId: null,
    status: null,
    original: null,
  },
};

/** An arg names a choice of EXCEPTIONS, which Storybook maps to its value before the component gets it. */
const exceptionArg = (choice: keyof typeof EXCEPTIONS) => choice as unknown as ExceptionInfo;

const meta = {
  title: 'Kit/Exception/ExceptionDetails',
  component: ExceptionDetails,
  args: {
    message: 'The trade could not be saved.',
    exception: exceptionArg('Failed call (503)'),
    at: new Date('2024-06-03T14:55:00'),
    reported: true,
  },
  argTypes: {
    message: { control: 'text' },
    exception: choiceArgType(EXCEPTIONS),
    at: { control: 'date' },
    reported: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExceptionDetails>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The body of the error dialog: the message a user reads, and behind "Show details" what support asks for (the
 * error, its time, the call's correlation id and status, whether it was reported, the stack), with a button
 * that copies them all.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The trade could not be saved.')).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Show details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('region', { name: 'Error details' })).toBeNull();

    await step('Show details opens them', async () => {
      await userEvent.click(toggle);
      const details = canvas.getByRole('region', { name: 'Error details' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle).toHaveAccessibleName('Hide details');
      await expect(details).toHaveTextContent('FetchError: Service Unavailable');
      await expect(details).toHaveTextContent('Correlation IDc0ffee-42');
      await expect(details).toHaveTextContent('HTTP status503');
      await expect(details).toHaveTextContent('Sent to the server for support');
      await expect(canvas.getByLabelText('Stack trace')).toHaveTextContent('at async saveTrade');
    });

    await step('Copy details puts them on the clipboard', async () => {
      const write = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
      try {
        await userEvent.click(canvas.getByRole('button', { name: 'Copy details' }));
        await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
        await expect(write).toHaveBeenCalledWith(
          expect.stringContaining('Message: The trade could not be saved.'),
        );
        await expect(write).toHaveBeenCalledWith(expect.stringContaining('Correlation ID: c0ffee-42'));
      } finally {
        write.mockRestore();
      }
    });

    await step('Hide details closes them', async () => {
      await userEvent.click(toggle);
      await waitFor(() => expect(canvas.queryByRole('region', { name: 'Error details' })).toBeNull());
    });
  },
};

/** An error that was no call: no correlation id or status, no stack; not reported. */
export const PlainError: Story = {
  args: {
    message: 'Something went wrong while pricing the trade.',
    exception: exceptionArg('Plain error'),
    reported: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show details' }));
    const details = canvas.getByRole('region', { name: 'Error details' });
    await expect(details).toHaveTextContent(
      "TypeError: Cannot read properties of undefined (reading 'price')",
    );
    await expect(details).toHaveTextContent('Not sent to the server');
    await expect(details).not.toHaveTextContent('Correlation ID');
    await expect(details).not.toHaveTextContent('HTTP status');
    await expect(canvas.queryByLabelText('Stack trace')).toBeNull();
  },
};
