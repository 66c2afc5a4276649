import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashCanvasPanel } from './DashCanvasPanel';

const description =
  'A grid dashboard for report-style layouts: views keep their height in rows while their width follows ' +
  'the canvas, which scrolls. Drag a view by its header, resize it from its bottom-right corner, add views ' +
  'from Add View or a right-click on the empty canvas, rename one by double-clicking its title (the Buttons ' +
  'views cannot be renamed). Change the columns, the row height or compaction and watch the views re-flow. ' +
  "The layout, titles and each view's own state survive a reload; Reset State brings the seven default views back.";

const meta = {
  title: 'Layout/DashCanvas',
  component: DashCanvasPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof DashCanvasPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
