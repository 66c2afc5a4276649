import type { Meta, StoryObj } from '@storybook/react-vite';
import { PopupHost } from '../../src/kit/popup';
import { DockContainerPanel } from './DockContainerPanel';

const description =
  "Views docked along the bottom of a panel, like a mail client's compose windows. Dock a few with the " +
  'buttons, click a title bar to collapse or expand a view, pop one out into a dialog and back (its content ' +
  'keeps its state), and close them: the simple view thanks you, the error view asks first, one view cannot ' +
  'be popped out and another cannot be closed.';

const meta = {
  title: 'Layout/DockContainer',
  component: DockContainerPanel,
  // The error view confirms before closing: the dialog needs the popup host (the /app shell mounts its own).
  decorators: [
    (Story) => (
      <>
        <Story />
        <PopupHost />
      </>
    ),
  ],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof DockContainerPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
