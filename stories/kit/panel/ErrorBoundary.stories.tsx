import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { ErrorBoundary, type ErrorBoundaryProps } from '@toolbox/kit/panel';
import { choiceArgType } from '../common/choiceArg';

/** A quote from a feed: while the feed is down, it throws as it renders. */
function Quote({ feedDown }: { feedDown: boolean }) {
  if (feedDown) throw new Error('The pricing feed is down.');
  return <p style={{ margin: 0 }}>EUR/USD 1.0842</p>;
}

/** A quote that fails until its feed is fixed, guarded by the boundary; the page around it keeps working. */
function QuoteDemo({ feedDown, ...args }: ErrorBoundaryProps & { feedDown: boolean }) {
  const [down, setDown] = useState(feedDown);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 16, height: 320 }}>
      <div>
        <Button text="Fix the feed" onClick={() => setDown(false)} />
      </div>
      <ErrorBoundary {...args}>
        <Quote feedDown={down} />
      </ErrorBoundary>
    </div>
  );
}

const FALLBACKS = {
  '(default: ErrorMessage)': undefined,
  'A line with Reload': (error: unknown, reset: () => void) => (
    <p role="alert" style={{ margin: 0 }}>
      Quote unavailable ({error instanceof Error ? error.message : 'unknown error'}){' '}
      <Button text="Reload" minimal onClick={reset} />
    </p>
  ),
};

const meta = {
  title: 'Kit/Panel/ErrorBoundary',
  component: ErrorBoundary,
  args: { onError: fn(), fallback: '(default: ErrorMessage)' as unknown as ErrorBoundaryProps['fallback'] },
  argTypes: {
    fallback: choiceArgType(FALLBACKS),
    children: { control: false },
    resetKeys: { control: 'object' },
  },
  render: (args) => <QuoteDemo feedDown {...args} />,
} satisfies Meta<typeof ErrorBoundary>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Content that throws while rendering is replaced by an ErrorMessage with Retry, and `onError` hears of it;
 * once the cause is gone, Retry renders the content again.
 */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The pricing feed is down.');
    await expect(args.onError).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Fix the feed' }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(await canvas.findByText('EUR/USD 1.0842')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A `fallback` of the app's own, given the error and a `reset`. */
export const CustomFallback: Story = {
  args: { fallback: 'A line with Reload' as unknown as ErrorBoundaryProps['fallback'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Quote unavailable (The pricing feed is down.)');
    await userEvent.click(canvas.getByRole('button', { name: 'Fix the feed' }));
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await expect(await canvas.findByText('EUR/USD 1.0842')).toBeVisible();
  },
};

/** Content that renders is shown as it is: the boundary adds nothing. */
export const NoError: Story = {
  render: (args) => <QuoteDemo feedDown={false} {...args} />,
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByText('EUR/USD 1.0842')).toBeVisible();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};
