import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VBox } from '@toolbox/kit/layout';
import { tileRects, TILES } from './boxSamples';

const meta = {
  title: 'Kit/Layout/VBox',
  component: VBox,
  args: { children: TILES, gap: 8, padding: 8 },
  argTypes: {
    children: { control: false },
    align: { control: 'select' },
    justify: { control: 'select' },
    gap: { control: 'number' },
    padding: { control: 'number' },
    flex: { control: 'text' },
    width: { control: 'text' },
    height: { control: 'text' },
    minWidth: { control: 'text' },
    minHeight: { control: 'text' },
    maxWidth: { control: 'text' },
    maxHeight: { control: 'text' },
    ref: { control: false },
  },
} satisfies Meta<typeof VBox>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A Box that lays its children out top to bottom, `gap` pixels apart: the kit's basic layout. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { a, b } = tileRects(canvasElement);
    await expect(b.top - a.bottom).toBe(8);
    await expect(a.left).toBe(b.left);
  },
};

/** Its children at their own widths, at the end of each line (`align: 'end'`). */
export const AlignEnd: Story = {
  args: { align: 'end', width: 240 },
  play: async ({ canvasElement }) => {
    const { a, b } = tileRects(canvasElement);
    await expect(Math.abs(a.right - b.right)).toBeLessThan(1);
  },
};
