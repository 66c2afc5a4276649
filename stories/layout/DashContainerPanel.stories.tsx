import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashContainerPanel } from './DashContainerPanel';

const description =
  'A docking dashboard: drag a tab onto another stack or to the edge of one to split it, drag the gaps ' +
  "between stacks to resize them, add views from a stack's + menu (the Grid, Chart and Error views are " +
  'unique), double-click a tab to rename it and close it with its ×. The Error Example view fails on ' +
  'purpose: its error stays inside its tab. Try the locks, then reload the page - the layout, titles and ' +
  "each view's own state (the chosen button, the grid's sort, the tree's grouping) come back.";

const meta = {
  title: 'Layout/DashContainer',
  component: DashContainerPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof DashContainerPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
