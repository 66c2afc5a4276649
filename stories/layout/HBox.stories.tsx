import type { Meta, StoryObj } from '@storybook/react-vite';
import { HBoxPanel } from './HBoxPanel';
import { playBoxDemo } from './HBoxVBoxPlay';

const description =
  'HBox lays its children out left to right: a flex container with gap, padding, cross-axis alignment, ' +
  'main-axis justification, wrapping and a flex per child. Change the options in the toolbars to see the ' +
  'sample boxes move; the line below shows the matching JSX.';

const meta = {
  title: 'Layout/HBox',
  component: HBoxPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof HBoxPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Walks every layout option and checks where the boxes land. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => playBoxDemo(canvasElement, step, 'row'),
};
