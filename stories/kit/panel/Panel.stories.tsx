import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@toolbox/kit/button';
import { Icon } from '@toolbox/kit/icon';
import {
  Panel,
  PanelFrame,
  PanelHeader,
  PanelModel,
  type MenuItem,
  type PanelProps,
} from '@toolbox/kit/panel';
import { choiceArgType } from '../common/choiceArg';
import { iconArgType } from '../common/iconArg';
import { rightToLeft } from '../common/rightToLeft';

const TEXT =
  'Orders placed today, newest first. The panel body scrolls when its content is taller than the panel; ' +
  'the header and the toolbars stay in place.';

/** What the body shows: a paragraph, or enough of them to scroll. */
const BODIES = {
  Text: <p style={{ margin: 12 }}>{TEXT}</p>,
  'Long text (scrolls)': (
    <div style={{ padding: '0 12px' }}>
      {Array.from({ length: 12 }, (_, i) => (
        <p key={i}>{TEXT}</p>
      ))}
    </div>
  ),
  '(none)': undefined,
};

const copy = fn().mockName('Copy');
const exportRows = fn().mockName('Export');
const CONTEXT_MENU: MenuItem[] = [
  { text: 'Copy', icon: <Icon name="copy" />, onClick: copy },
  '-',
  { text: 'Export', icon: <Icon name="export" />, onClick: exportRows },
];

/** Items of a horizontal bar, or of a vertical one (icons only, each named by its title). */
const bar = (vertical: boolean) =>
  vertical
    ? [
        <Button key="add" icon={<Icon name="add" />} title="Add" minimal />,
        <Button key="filter" icon={<Icon name="filter" />} title="Filter" minimal />,
      ]
    : [<Button key="add" text="Add" icon={<Icon name="add" />} />, <Button key="edit" text="Edit" minimal />];

const meta = {
  title: 'Kit/Panel/Panel',
  component: Panel,
  // The panel as drawn without a model, and its header bar: for containers that draw panels of their own.
  parameters: { kit: { components: [PanelFrame, PanelHeader] } },
  args: {
    title: 'Orders',
    icon: 'briefcase',
    headerItems: 'Settings button',
    tbar: 'Buttons',
    children: 'Text',
    width: 480,
    height: 280,
    onError: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    icon: iconArgType(['briefcase', 'grid', 'chart-line', 'gear']),
    headerItems: choiceArgType({
      '(none)': undefined,
      'Settings button': <Button icon={<Icon name="gear" />} title="Settings" minimal />,
    }),
    tbar: choiceArgType({ '(none)': undefined, Buttons: bar(false) }),
    bbar: choiceArgType({ '(none)': undefined, Buttons: bar(false), Text: <span>3 orders</span> }),
    lbar: choiceArgType({ '(none)': undefined, Buttons: bar(true) }),
    rbar: choiceArgType({ '(none)': undefined, Buttons: bar(true) }),
    children: choiceArgType(BODIES),
    width: { control: { type: 'number', min: 120, step: 20 } },
    height: { control: { type: 'number', min: 80, step: 20 } },
    flex: { control: 'text' },
    mask: choiceArgType({ '(none)': undefined, Spinner: true, Message: 'Loading orders…' }),
    loadingIndicator: choiceArgType({ '(none)': undefined, Spinner: true, Message: 'Refreshing…' }),
    contextMenu: choiceArgType({ '(none)': undefined, 'Copy, Export': CONTEXT_MENU }),
    'aria-label': { control: 'text' },
    model: { control: false },
    className: { control: false },
    style: { control: false },
  },
} satisfies Meta<typeof Panel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A region named by its title: header with an icon and a button, a toolbar, the body. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Orders' });
    const inPanel = within(panel);

    await step('the header names the panel and holds its items', async () => {
      await expect(inPanel.getByRole('heading', { name: 'Orders' })).toBeVisible();
      await expect(inPanel.getByRole('button', { name: 'Settings' })).toBeVisible();
      await expect(inPanel.getByText(TEXT)).toBeVisible();
      await expect(panel.getBoundingClientRect()).toMatchObject({ width: 480, height: 280 });
    });

    await step('the keyboard goes through the header, then the toolbar', async () => {
      await userEvent.tab();
      await expect(inPanel.getByRole('button', { name: 'Settings' })).toHaveFocus();
      await userEvent.tab();
      await expect(inPanel.getByRole('button', { name: 'Add' })).toHaveFocus();
      await expect(inPanel.getByRole('toolbar')).toContainElement(
        inPanel.getByRole('button', { name: 'Add' }),
      );
    });
  },
};

/** A smaller header, for panels inside other panels: its buttons shrink with it. */
export const CompactHeader: Story = {
  args: { compactHeader: true },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: 'Orders' });
    await expect(heading.parentElement?.getBoundingClientRect().height).toBeLessThan(30);
  },
};

/** A toolbar on every side: the left and right ones are vertical. */
export const Toolbars: Story = {
  args: { bbar: 'Text', lbar: 'Buttons', rbar: 'Buttons', headerItems: '(none)' },
  play: async ({ canvasElement }) => {
    const toolbars = within(canvasElement).getAllByRole('toolbar');
    await expect(toolbars.map((t) => t.getAttribute('aria-orientation'))).toEqual([
      'horizontal',
      'vertical',
      'vertical',
      'horizontal',
    ]);
    await expect(within(toolbars[3] as HTMLElement).getByText('3 orders')).toBeVisible();
  },
};

/** A mask over the body, with a message: the body cannot be reached while it shows. */
export const Masked: Story = {
  args: { mask: 'Message' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading orders…');
    const mask = canvas.getByRole('status');
    const body = canvas.getByText(TEXT).getBoundingClientRect();
    // The mask is what the pointer meets over the body.
    const hit = document.elementFromPoint(body.left + body.width / 2, body.top + body.height / 2);
    await expect(mask.contains(hit)).toBe(true);
  },
};

/** A small indicator in a corner, which leaves the body usable. */
export const Loading: Story = {
  args: { loadingIndicator: 'Message' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Refreshing…');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(canvas.getByRole('button', { name: 'Add' })).toHaveFocus();
  },
};

/** A right-click in the body opens a menu of its items; Escape closes it. */
export const ContextMenu: Story = {
  // The menu itself: its prop is typed, so it cannot take the name of the Controls' choice.
  args: { contextMenu: CONTEXT_MENU },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement).getByText(TEXT);
    await userEvent.pointer({ keys: '[MouseRight]', target: body });
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Copy', 'Export']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Copy' }));
    await expect(copy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    await userEvent.pointer({ keys: '[MouseRight]', target: body });
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(exportRows).not.toHaveBeenCalled();
  },
};

/** A body that throws while rendering: the panel shows the error in its place, with Retry, and calls `onError`. */
export const ErrorInBody: Story = {
  args: { children: '(none)' },
  render: function Render(args: PanelProps) {
    return (
      <Panel {...args}>
        <Failing />
      </Panel>
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The orders could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(args.onError).toHaveBeenCalledTimes(1);
    // The rest of the panel still works.
    await expect(canvas.getByRole('heading', { name: 'Orders' })).toBeVisible();
  },
};

function Failing(): never {
  throw new Error('The orders could not be read.');
}

/**
 * With a PanelModel: a header button collapses the panel to a slim bar that expands it again, and another pops
 * it out into a modal view. The body keeps its state through both.
 */
export const Collapsible: Story = {
  render: function Render(args: PanelProps) {
    const [model] = useState(() => new PanelModel({ side: 'left', defaultSize: 480, modalSupport: true }));
    return <Panel {...args} model={model} />;
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('Collapse leaves a bar that expands it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Collapse' }));
      const expand = await canvas.findByRole('button', { name: 'Expand Orders' });
      // The body may stay mounted, hidden, so that its state outlives the collapse.
      await expect(canvas.queryByText(TEXT)?.checkVisibility() ?? false).toBe(false);
      expand.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByText(TEXT)).toBeVisible());
    });

    await step('the modal view shows the panel over the page, until it is closed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open in a modal view' }));
      const dialog = await screen.findByRole('dialog');
      // The body moves into the dialog a frame after it opens, and back a frame after it closes.
      await waitFor(() => expect(within(dialog).getByText(TEXT)).toBeVisible());
      await expect(canvas.getByText('Orders is open in a modal view.')).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close the modal view' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(canvas.getByText(TEXT)).toBeVisible());
    });
  },
};

/** A title longer than the header: it ends in an ellipsis, on one line. */
export const LongTitle: Story = {
  args: { title: 'Orders placed today by every desk of the London, New York and Singapore offices' },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: /^Orders placed today/ });
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    await expect(getComputedStyle(heading).textOverflow).toBe('ellipsis');
  },
};

/** Right to left: the icon and title start at the right, the header items sit at the left. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { name: 'Orders' }).getBoundingClientRect();
    const settings = canvas.getByRole('button', { name: 'Settings' }).getBoundingClientRect();
    await expect(settings.right).toBeLessThanOrEqual(title.left);
  },
};
