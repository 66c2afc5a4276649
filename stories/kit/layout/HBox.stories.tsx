import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HBox } from '@toolbox/kit/layout';
import { tileRects, TILES } from './boxSamples';

const meta = {
  title: 'Kit/Layout/HBox',
  component: HBox,
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
} satisfies Meta<typeof HBox>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A Box that lays its children out left to right, `gap` pixels apart: the kit's basic layout. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { a, b } = tileRects(canvasElement);
    await expect(b.left - a.right).toBe(8);
    await expect(a.top).toBe(b.top);
  },
};

/** Its children aligned at their centres across the row. */
export const Centred: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const { a, b } = tileRects(canvasElement);
    await expect(Math.abs((a.top + a.bottom) / 2 - (b.top + b.bottom) / 2)).toBeLessThan(1);
  },
};
