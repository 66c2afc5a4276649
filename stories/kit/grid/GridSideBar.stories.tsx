import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { columnTexts, headerTexts } from '../../common/gridPlayHelpers';
import { GridSideBar } from '@toolbox/kit/grid';
import { GridSideBarDemo, type GridSideBarDemoProps } from './GridSideBarDemo';

const description = `A side bar for any kit grid, since AG Grid's own is Enterprise: a strip of tabs along the grid's
right edge, each opening its panel (a second click collapses it). **Columns** lists every column under its group
header, with a check box to show or hide it, the arrow buttons (or a drag onto a sibling) to move it, and its
pinning; a grouped column moves within its group, a group moves whole. **Filters** has a quick filter for each
\`filterable\` column (text contains, or a number range), the header's filter popup for every other condition, and
Clear all: they are the header filters themselves, applied by the grid's Store.

\`\`\`ts
new GridModel({ store, columns, sideBar: true });
new GridModel({ store, columns, sideBar: { panels: ['columns'], defaultPanel: 'columns' } });
\`\`\`

Its column changes are the model's column state, persisted with \`persistWith\`. Beside a plain AG Grid, render
\`<GridSideBar model={sideBar} />\` with a \`new GridSideBarModel()\` given the grid's api on grid ready (see
ag-Grid Wrapper). The controls choose the panels, the one open at first, and whether the trade columns are grouped.`;

const meta = {
  title: 'Kit/Grid/GridSideBar',
  // The props table is the component's; the story's args stand for its grid's `sideBar` option and columns.
  component: GridSideBar as unknown as ComponentType<GridSideBarDemoProps>,
  render: (args) => <GridSideBarDemo {...args} />,
  tags: ['autodocs'],
  parameters: { docs: { description: { component: description } } },
  args: { panels: ['columns', 'filters'], defaultPanel: 'columns', groupColumns: true },
  argTypes: {
    panels: { control: 'check', options: ['columns', 'filters'] },
    defaultPanel: { control: 'select', options: ['none', 'columns', 'filters'] },
    groupColumns: { control: 'boolean' },
  },
} satisfies Meta<GridSideBarDemoProps>;
export default meta;

type Story = StoryObj<typeof meta>;

const HEADERS = ['Company', 'City', 'Trade Volume', 'P&L'];
/** The sample's companies (sampleCompanies). */
const COMPANY_COUNT = 20;

/** Hide a column, move one by keyboard, pin one, filter from the Filters panel and clear it. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('grid', { name: 'Companies' });
    const sideBar = canvas.getByRole('complementary', { name: 'Side bar' });
    const tabs = within(sideBar).getByRole('toolbar', { name: 'Side bar panels' });
    const tab = (name: string) => within(tabs).queryByRole('button', { name });
    const count = () => canvas.getByText(/^\d+ compan(y|ies)$/);
    await waitFor(() => expect(headerTexts(grid)).toEqual(HEADERS));

    await step('one tab per panel asked for, the default one open', async () => {
      await expect(!!tab('Columns')).toBe(args.panels.includes('columns'));
      await expect(!!tab('Filters')).toBe(args.panels.includes('filters'));
      const open = args.defaultPanel === 'none' ? null : args.defaultPanel;
      for (const name of ['Columns', 'Filters'] as const) {
        const region = within(sideBar).queryByRole('region', { name });
        if (open === name.toLowerCase()) await expect(region).toBeVisible();
        else await expect(region).toBeNull();
      }
    });

    if (args.panels.includes('columns')) {
      await step('Columns: hide City, move P&L up by keyboard, pin Company right', async () => {
        const columnsTab = tab('Columns') as HTMLElement;
        if (columnsTab.getAttribute('aria-expanded') !== 'true') await userEvent.click(columnsTab);
        const panel = await within(sideBar).findByRole('region', { name: 'Columns' });
        if (args.groupColumns) await expect(within(panel).getByRole('list', { name: 'Trade' })).toBeVisible();
        await userEvent.click(within(panel).getByRole('checkbox', { name: 'City' }));
        await waitFor(() => expect(headerTexts(grid)).toEqual(['Company', 'Trade Volume', 'P&L']));

        within(panel).getByRole('button', { name: 'Move P&L up' }).focus();
        await userEvent.keyboard('{Enter}');
        await waitFor(() => expect(headerTexts(grid)).toEqual(['Company', 'P&L', 'Trade Volume']));
        await expect(within(panel).getByRole('button', { name: 'Move P&L down' })).toHaveFocus();

        await userEvent.selectOptions(
          within(panel).getByRole('combobox', { name: 'Pin Company' }),
          'Pinned right',
        );
        await waitFor(() => expect(headerTexts(grid).at(-1)).toBe('Company'));
      });
    }

    if (args.panels.includes('filters')) {
      await step('Filters: P&L from 0 leaves the gains; Clear all brings every company back', async () => {
        const filtersTab = tab('Filters') as HTMLElement;
        if (filtersTab.getAttribute('aria-expanded') !== 'true') await userEvent.click(filtersTab);
        const panel = await within(sideBar).findByRole('region', { name: 'Filters' });
        await expect(count()).toHaveTextContent(`${COMPANY_COUNT} companies`);
        await userEvent.type(within(panel).getByRole('textbox', { name: 'P&L from' }), '0');
        await waitFor(() => expect(count()).not.toHaveTextContent(`${COMPANY_COUNT} companies`));
        // The rows drawn follow in a later frame than the count.
        await waitFor(() => {
          const texts = columnTexts(grid, 'profit_loss');
          expect(texts.length).toBeGreaterThan(0);
          // Every row drawn shows its figure (a blank would read as 0).
          expect(texts.every((t) => /^[\d,]+$/.test(t.trim()))).toBe(true);
        });
        await expect(within(panel).getByRole('status', { name: 'Active filters' })).toHaveTextContent(
          '1 filter active',
        );
        await userEvent.click(within(panel).getByRole('button', { name: 'Clear all' }));
        await waitFor(() => expect(count()).toHaveTextContent(`${COMPANY_COUNT} companies`));
        await expect(within(panel).getByRole('textbox', { name: 'P&L from' })).toHaveValue('');
      });
    }
  },
};
