import type { Meta, StoryObj } from '@storybook/react-vite';
import { TileFramePanel } from './TileFramePanel';

const description =
  'TileFrame lays out equal tiles to fill its box as close to a desired width / height ratio as it can, ' +
  'with even spacing. Change the number of tiles, the ratio or the spacing and watch them re-tile; set ' +
  'minimum or maximum tile sizes to see the frame centre or scroll them; resize the window to see it adapt.';

const meta = {
  title: 'Layout/TileFrame',
  component: TileFramePanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof TileFramePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
