import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Label, TextInput } from '@toolbox/kit/input';

const meta = {
  title: 'Kit/Input/Label',
  component: Label,
  args: { children: 'Search', htmlFor: 'kit-label-search' },
  argTypes: { children: { control: 'text' }, htmlFor: { control: 'text' }, className: { control: false } },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <Label {...args} />
      <TextInput id="kit-label-search" value="" onChange={() => {}} />
    </div>
  ),
} satisfies Meta<typeof Label>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A compact label before an input, e.g. in a toolbar: it names the input, and a click on it focuses it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Search' });
    await userEvent.click(canvas.getByText('Search'));
    await expect(input).toHaveFocus();
  },
};
