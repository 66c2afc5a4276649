import type { Meta, StoryObj } from '@storybook/react-vite';
import { VBoxPanel } from './VBoxPanel';
import { playBoxDemo } from './HBoxVBoxPlay';

const description =
  'VBox lays its children out top to bottom: a flex container with gap, padding, cross-axis alignment, ' +
  'main-axis justification, wrapping into columns and a flex per child. Change the options in the toolbars to ' +
  'see the sample boxes move; the line below shows the matching JSX.';

const meta = {
  title: 'Layout/VBox',
  component: VBoxPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof VBoxPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Walks every layout option and checks where the boxes land. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => playBoxDemo(canvasElement, step, 'column'),
};
