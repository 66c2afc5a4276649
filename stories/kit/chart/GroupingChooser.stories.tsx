import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSnapshot } from 'valtio';
import { GroupingChooser, GroupingChooserModel, type GroupingChooserProps } from '@toolbox/kit/chart';
import { closeMenu, menuItemNames, openMenu } from '../../common/menuPlayHelpers';
import { pickOption } from '../../common/selectPlayHelpers';

/** The story's args: the chooser's props, and the model's config that the Controls set. */
interface GroupingStoryArgs extends Omit<GroupingChooserProps, 'model'> {
  /** GroupingChooserModel's `initialValue`: the grouping at first. */
  initialValue: string[];
  /** GroupingChooserModel's `allowEmpty`: whether every level may be removed. */
  allowEmpty: boolean;
  /** Whether the model starts with favourite groupings. */
  withFavorites: boolean;
}

const DIMENSIONS = [
  { name: 'region', label: 'Region' },
  { name: 'sector', label: 'Sector' },
  { name: 'symbol', label: 'Symbol' },
];
const FAVORITES = [['sector', 'symbol'], ['region', 'sector', 'symbol'], ['symbol']];

/** The grouping the app would regroup by: the model's value, as it changes. */
function Grouped({ model }: { model: GroupingChooserModel }) {
  const { value } = useSnapshot(model);
  return <p style={{ margin: '8px 0 0' }}>Positions grouped by: {value.join(', ') || 'nothing'}</p>;
}

/** A GroupingChooser whose model is made from the story's args, anew when they change. */
function GroupingChooserStory({ initialValue, allowEmpty, withFavorites, ...props }: GroupingStoryArgs) {
  const model = useMemo(
    () =>
      new GroupingChooserModel({
        dimensions: DIMENSIONS,
        initialValue,
        initialFavorites: withFavorites ? FAVORITES : [],
        allowEmpty,
      }),
    [initialValue, allowEmpty, withFavorites],
  );
  return (
    <div>
      <GroupingChooser {...props} model={model} />
      <Grouped model={model} />
    </div>
  );
}

const meta = {
  title: 'Kit/Chart/GroupingChooser',
  // The props table is the component's; the story's args stand for its model's config instead of a model.
  component: GroupingChooser as unknown as ComponentType<GroupingStoryArgs>,
  render: (args) => <GroupingChooserStory {...args} />,
  args: { initialValue: ['sector', 'symbol'], allowEmpty: false, withFavorites: true },
  argTypes: {
    initialValue: { control: 'check', options: DIMENSIONS.map((d) => d.name) },
    width: { control: 'number' },
  },
} satisfies Meta<GroupingStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

const chooserButton = (canvas: HTMLElement) => within(canvas).getByRole('button', { name: /^Group by: / });

/**
 * The button shows the grouping; it opens an editor to add, remove and reorder levels, applied with Apply. The
 * star beside it lists the favourite groupings.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('the button shows the grouping', async () => {
      await expect(chooserButton(canvasElement)).toHaveAccessibleName('Group by: Sector › Symbol');
    });

    await step('the editor reorders and adds levels; Apply regroups', async () => {
      await userEvent.click(chooserButton(canvasElement));
      const editor = await screen.findByRole('group', { name: 'Grouping' });
      await userEvent.click(within(editor).getByRole('button', { name: 'Move Symbol up' }));
      await pickOption(within(editor).getByRole('combobox', { name: 'Add level' }), 'Region');
      await expect(
        within(editor)
          .getAllByRole('listitem')
          .map((l) => l.textContent),
      ).toEqual(['1Symbol', '2Sector', '3Region']);
      await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Grouping' })).toBeNull());
      await expect(chooserButton(canvasElement)).toHaveAccessibleName('Group by: Symbol › Sector › Region');
      await expect(canvas.getByText(/Positions grouped by/)).toHaveTextContent('symbol, sector, region');
    });

    await step('a favourite grouping is picked from the star menu', async () => {
      const menu = await openMenu(canvas.getByRole('button', { name: 'Favorite groupings' }));
      await expect(menuItemNames(menu)).toEqual([
        'Sector › Symbol',
        'Region › Sector › Symbol',
        'Symbol',
        'Add current to favorites',
      ]);
      await userEvent.click(within(menu).getByRole('menuitem', { name: 'Symbol' }));
      await waitFor(() => expect(chooserButton(canvasElement)).toHaveAccessibleName('Group by: Symbol'));
    });
  },
};

/** Cancel (or Escape) leaves the grouping as it was. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(chooserButton(canvasElement));
    const editor = await screen.findByRole('group', { name: 'Grouping' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Remove Symbol' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Grouping' })).toBeNull());
    await expect(chooserButton(canvasElement)).toHaveAccessibleName('Group by: Sector › Symbol');
  },
};

/** Without `allowEmpty` the last level cannot be removed; with it, removing it leaves the data ungrouped. */
export const AllowEmpty: Story = {
  args: { initialValue: ['sector'], allowEmpty: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(chooserButton(canvasElement));
    const editor = await screen.findByRole('group', { name: 'Grouping' });
    await userEvent.click(within(editor).getByRole('button', { name: 'Remove Sector' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(chooserButton(canvasElement)).toHaveAccessibleName('Group by: Ungrouped'));
  },
};

/** No favourites yet: the star menu offers to save the current grouping, and then lists it. */
export const NoFavorites: Story = {
  args: { withFavorites: false, width: 220 },
  play: async ({ canvasElement }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Favorite groupings' });
    let menu = await openMenu(star);
    await expect(menuItemNames(menu)).toEqual(['Add current to favorites']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Add current to favorites' }));
    menu = await openMenu(star);
    await expect(menuItemNames(menu)).toEqual(['Sector › Symbol', 'Remove current from favorites']);
    await closeMenu();
  },
};
