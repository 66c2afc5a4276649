import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '@toolbox/kit/layout';
import { rightToLeft } from '../common/rightToLeft';
import { tileRects, TILES } from './boxSamples';

const meta = {
  title: 'Kit/Layout/Box',
  component: Box,
  args: { children: TILES, direction: 'row', gap: 8, padding: 8 },
  argTypes: {
    children: { control: false },
    direction: { control: 'inline-radio' },
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
} satisfies Meta<typeof Box>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A flex box: children in a row (or a column), `gap` pixels apart, `padding` inside. HBox and VBox fix the direction. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { a, b, c } = tileRects(canvasElement);
    await expect(b.left - a.right).toBe(8);
    await expect(c.left - b.right).toBe(8);
    await expect(a.top).toBe(b.top);
  },
};

/** A column, its children centred across it. */
export const ColumnCentred: Story = {
  args: { direction: 'column', align: 'center', width: 240 },
  play: async ({ canvasElement }) => {
    const { a, b } = tileRects(canvasElement);
    await expect(b.top - a.bottom).toBe(8);
    await expect(Math.abs((a.left + a.right) / 2 - (b.left + b.right) / 2)).toBeLessThan(1);
  },
};

/** `justify: 'space-between'` spreads the children over the width, the first and last at the ends. */
export const SpaceBetween: Story = {
  args: { justify: 'space-between', width: 480, padding: 0 },
  play: async ({ canvasElement }) => {
    const { a, c } = tileRects(canvasElement);
    await expect(Math.round(c.right - a.left)).toBe(480);
  },
};

/** Children that do not fit flow onto a second line with `wrap`. */
export const Wrap: Story = {
  args: { wrap: true, width: 200, padding: 0 },
  play: async ({ canvasElement }) => {
    const { a, c } = tileRects(canvasElement);
    await expect(c.top).toBeGreaterThan(a.bottom);
  },
};

/** Right to left: a row starts at the right. */
export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    const { a, b } = tileRects(canvasElement);
    await expect(a.left).toBeGreaterThan(b.right);
  },
};
