import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Icon } from '@toolbox/kit/icon';
import {
  TabContainer,
  TabContainerModel,
  type RenderMode,
  type SwitcherPosition,
  type TabConfig,
  type TabContainerProps,
} from '@toolbox/kit/layout';

/** The story's args: the container's props, and the model's config that the Controls set. */
interface TabStoryArgs extends Omit<TabContainerProps, 'model'> {
  /** Where the switcher sits (TabContainerModel's `switcherPosition`). */
  switcherPosition: SwitcherPosition;
  /** When hidden tabs are mounted (TabContainerModel's `renderMode`). */
  renderMode: RenderMode;
  /** Whether the third tab is disabled. */
  disableThird: boolean;
  /** Whether the container has no tabs, to show its `emptyText`. */
  empty: boolean;
}

const tabs = (disableThird: boolean): TabConfig[] => [
  {
    id: 'orders',
    title: 'Orders',
    icon: <Icon name="list" />,
    content: <p style={{ margin: 12 }}>Open orders.</p>,
  },
  { id: 'trades', title: 'Trades', badge: '3', content: <p style={{ margin: 12 }}>Trades of today.</p> },
  {
    id: 'audit',
    title: 'Audit',
    disabled: disableThird,
    content: <p style={{ margin: 12 }}>Audit trail.</p>,
  },
];

/** A TabContainer whose model is made from the story's args, anew when they change. */
function TabContainerStory({ switcherPosition, renderMode, disableThird, empty, ...props }: TabStoryArgs) {
  const model = useMemo(
    () =>
      new TabContainerModel({
        tabs: empty ? [] : tabs(disableThird),
        switcherPosition,
        renderMode,
        emptyText: 'No reports open.',
      }),
    [switcherPosition, renderMode, disableThird, empty],
  );
  return <TabContainer {...props} model={model} />;
}

const meta = {
  title: 'Kit/Layout/TabContainer',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: TabContainer as unknown as ComponentType<TabStoryArgs>,
  render: (args) => <TabContainerStory {...args} />,
  args: {
    switcherPosition: 'top',
    renderMode: 'unmountOnHide',
    disableThird: false,
    empty: false,
    'aria-label': 'Reports',
    width: 420,
    height: 200,
  },
  argTypes: {
    switcherPosition: { control: 'inline-radio', options: ['top', 'bottom', 'left', 'right', 'none'] },
    renderMode: { control: 'inline-radio', options: ['unmountOnHide', 'lazy', 'always'] },
    'aria-label': { control: 'text' },
    width: { control: 'number' },
    height: { control: 'number' },
    flex: { control: 'text' },
    className: { control: false },
    style: { control: false },
  },
} satisfies Meta<TabStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Tabs driven by a TabContainerModel: a click or the arrow keys switch them; a disabled tab is skipped. The
 * Controls set the model's switcher position and render mode.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Reports' });
    const tab = (name: RegExp) => within(list).getByRole('tab', { name });

    await step('the first tab is active and shows its panel', async () => {
      await expect(within(list).getAllByRole('tab')).toHaveLength(3);
      await expect(tab(/Orders/)).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel', { name: /Orders/ })).toHaveTextContent('Open orders.');
    });

    await step('a click shows another tab; its badge is part of its name', async () => {
      await userEvent.click(tab(/Trades/));
      await expect(tab(/Trades/)).toHaveAttribute('aria-selected', 'true');
      await expect(tab(/Trades/)).toHaveTextContent('3');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Trades of today.');
      await expect(canvas.queryByText('Open orders.')).toBeNull();
    });

    await step('the arrow keys move between the tabs', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab(/Audit/)).toHaveFocus();
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Audit trail.');
    });
  },
};

/** The switcher on the left, its tabs in a column; Up and Down move between them. */
export const SwitcherLeft: Story = {
  args: { switcherPosition: 'left' },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Reports' });
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    const first = within(list).getByRole('tab', { name: /Orders/ });
    const second = within(list).getByRole('tab', { name: /Trades/ });
    await expect(second.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first.getBoundingClientRect().bottom,
    );
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(second).toHaveFocus();
  },
};

/** The switcher under the content. */
export const SwitcherBottom: Story = {
  args: { switcherPosition: 'bottom' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist').getBoundingClientRect();
    await expect(list.top).toBeGreaterThan(canvas.getByRole('tabpanel').getBoundingClientRect().top);
  },
};

/** A disabled tab shows but cannot be activated. */
export const DisabledTab: Story = {
  args: { disableThird: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const audit = canvas.getByRole('tab', { name: /Audit/ });
    await expect(audit).toBeDisabled();
    await userEvent.click(audit);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Open orders.');
  },
};

/** No tabs: the container says so (`emptyText`). */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No reports open.')).toBeVisible();
  },
};
