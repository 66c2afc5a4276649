import type { ReactElement } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { Icon } from '@toolbox/kit/icon';
import { HBox } from '@toolbox/kit/layout';
import { Tooltip, TooltipProvider } from '@toolbox/kit/tooltip';
import { choiceArgType } from '../common/choiceArg';

/** The element a tooltip describes: a text button, or an icon-only one named by its aria-label. */
const ELEMENTS = {
  'Text button': <Button text="Save" intent="primary" />,
  'Icon button': <Button icon={<Icon name="refresh" />} minimal aria-label="Refresh" />,
};

// The tooltip opens in a portal at the end of the page, outside the story's canvas: found through `screen`.
const tooltipClosed = () => waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());

const meta = {
  title: 'Kit/Tooltip/Tooltip',
  component: Tooltip,
  parameters: { kit: { components: [TooltipProvider] } },
  args: {
    content: 'Saves the trade (Ctrl+S)',
    // Names a choice of ELEMENTS, which Storybook maps to its element before the Tooltip gets it.
    children: 'Text button' as unknown as ReactElement,
    side: 'bottom',
    align: 'center',
  },
  argTypes: {
    content: { control: 'text' },
    children: choiceArgType(ELEMENTS),
    side: { control: 'inline-radio' },
    align: { control: 'inline-radio' },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '48px 120px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Shows when the keyboard moves onto its element, or after the pointer rests on it; hides on Escape or when the
 * pointer leaves. It describes the element to assistive technology.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });

    await step('the keyboard focus shows it; Escape hides it', async () => {
      await userEvent.tab();
      await expect(button).toHaveFocus();
      await expect(await screen.findByRole('tooltip')).toHaveTextContent('Saves the trade (Ctrl+S)');
      await expect(button).toHaveAccessibleDescription('Saves the trade (Ctrl+S)');
      await userEvent.keyboard('{Escape}');
      await tooltipClosed();
    });

    await step('the pointer resting on it shows it; leaving hides it', async () => {
      await userEvent.hover(button);
      await expect(await screen.findByRole('tooltip', {}, { timeout: 5000 })).toHaveTextContent(
        'Saves the trade (Ctrl+S)',
      );
      await userEvent.unhover(button);
      await tooltipClosed();
    });
  },
};

/** `side: 'right'` places it beside the element instead of below. */
export const RightSide: Story = {
  args: { side: 'right' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await screen.findByRole('tooltip');
    const tip = document.querySelector('.tb-tooltip');
    await expect(tip?.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      button.getBoundingClientRect().right,
    );
    await userEvent.keyboard('{Escape}');
    await tooltipClosed();
  },
};

/** Nothing to say (`content` empty) shows no tooltip: the element stays as it is. */
export const NoContent: Story = {
  args: { content: '' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Save' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).not.toHaveAccessibleDescription();
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};

/**
 * A TooltipProvider shares the timing of the tooltips under it, as along a toolbar: once one has shown, moving
 * on to the next element shows its tooltip at once.
 */
export const InAProvider: Story = {
  render: () => (
    <TooltipProvider delay={500}>
      <HBox gap={4}>
        <Tooltip content="Add a trade">
          <Button icon={<Icon name="add" />} minimal aria-label="Add" />
        </Tooltip>
        <Tooltip content="Edit the trade">
          <Button icon={<Icon name="edit" />} minimal aria-label="Edit" />
        </Tooltip>
        <Tooltip content="Delete the trade">
          <Button icon={<Icon name="delete" />} minimal aria-label="Delete" />
        </Tooltip>
      </HBox>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Add a trade');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Edit the trade'));
    await userEvent.keyboard('{Escape}');
    await tooltipClosed();
  },
};
