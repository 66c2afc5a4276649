import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { TileFrame } from '@toolbox/kit/layout';

const TILE: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px solid var(--tb-border)',
  borderRadius: 'var(--tb-radius)',
  background: 'var(--tb-bg-alt)',
};

const NAMES = ['Orders', 'Positions', 'Trades', 'Prices', 'News', 'Alerts'];

/** Six tiles, each a box with its name, so a play finds them by their text. */
const TILES = NAMES.map((name) => (
  <div key={name} style={TILE}>
    {name}
  </div>
));

/** Where each tile is, in the order of NAMES. */
function tileRects(canvas: HTMLElement): DOMRect[] {
  return NAMES.map((name) => {
    const tile = [...canvas.querySelectorAll('div')].find((d) => d.textContent === name);
    if (!tile) throw new Error(`No tile ${name}`);
    return tile.getBoundingClientRect();
  });
}

const frameOf = (canvas: HTMLElement) => {
  const frame = canvas.querySelector<HTMLElement>('[aria-label="Dashboard tiles"]');
  if (!frame) throw new Error('No tile frame');
  return frame;
};

const meta = {
  title: 'Kit/Layout/TileFrame',
  component: TileFrame,
  args: {
    children: TILES,
    desiredRatio: 1.5,
    spacing: 8,
    'aria-label': 'Dashboard tiles',
  },
  // The frame fills its parent (it grows as a flex item): here a box of 480 × 300 pixels.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', width: 480, height: 300 }}>
        <Story />
      </div>
    ),
  ],
  argTypes: {
    children: { control: false },
    desiredRatio: { control: { type: 'number', min: 0.25, max: 4, step: 0.25 } },
    spacing: { control: { type: 'number', min: 0, max: 40 } },
    minTileWidth: { control: 'number' },
    maxTileWidth: { control: 'number' },
    minTileHeight: { control: 'number' },
    maxTileHeight: { control: 'number' },
    style: { control: 'object' },
    className: { control: false },
    'aria-label': { control: 'text' },
  },
} satisfies Meta<typeof TileFrame>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Equal tiles that fill the frame, in the arrangement whose tiles come nearest `desiredRatio`: six tiles in a
 * 480 × 300 frame at 1.5 make two rows of three, `spacing` pixels apart.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement).getBoundingClientRect();
    const rects = tileRects(canvasElement);
    const [first, second, , fourth] = rects;
    for (const r of rects) {
      await expect(Math.abs(r.width - (first?.width ?? 0))).toBeLessThan(1);
      await expect(Math.abs(r.height - (first?.height ?? 0))).toBeLessThan(1);
      await expect(r.left).toBeGreaterThanOrEqual(frame.left);
      await expect(r.right).toBeLessThanOrEqual(frame.right + 0.5);
      await expect(r.bottom).toBeLessThanOrEqual(frame.bottom + 0.5);
    }
    await expect(Math.round((second?.left ?? 0) - (first?.right ?? 0))).toBe(8);
    await expect(second?.top).toBe(first?.top);
    await expect(Math.round((fourth?.top ?? 0) - (first?.bottom ?? 0))).toBe(8);
    await expect(fourth?.left).toBe(first?.left);
  },
};

/** It tiles again as it is resized: its box narrowed to 240 pixels, the six tiles stack in more rows. */
export const Resized: Story = {
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    const [, second] = tileRects(canvasElement);
    const rowsBefore = new Set(tileRects(canvasElement).map((r) => Math.round(r.top))).size;
    await expect(rowsBefore).toBe(2);
    const box = frame.parentElement;
    if (!box) throw new Error('No box around the frame');
    box.style.width = '240px';
    await waitFor(() =>
      expect(new Set(tileRects(canvasElement).map((r) => Math.round(r.top))).size).toBeGreaterThan(2),
    );
    for (const r of tileRects(canvasElement))
      await expect(r.right).toBeLessThanOrEqual(frame.getBoundingClientRect().right + 0.5);
    await expect(tileRects(canvasElement)[1]?.width).not.toBe(second?.width);
  },
};

/** `maxTileWidth` keeps the tiles narrower than the frame would make them; they are centred in it. */
export const MaxTileWidth: Story = {
  args: { maxTileWidth: 100 },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement).getBoundingClientRect();
    const rects = tileRects(canvasElement);
    for (const r of rects) await expect(r.width).toBeLessThanOrEqual(100);
    const left = Math.min(...rects.map((r) => r.left)) - frame.left;
    const right = frame.right - Math.max(...rects.map((r) => r.right));
    await expect(Math.abs(left - right)).toBeLessThan(2);
  },
};

/** Minimum sizes that do not fit make the frame scroll rather than squeeze the tiles; the keyboard reaches it. */
export const MinTileSizeScrolls: Story = {
  args: { minTileWidth: 200, minTileHeight: 120 },
  play: async ({ canvasElement }) => {
    const frame = frameOf(canvasElement);
    for (const r of tileRects(canvasElement)) {
      await expect(r.width).toBeGreaterThanOrEqual(200);
      await expect(r.height).toBeGreaterThanOrEqual(120);
    }
    const overflow = Math.max(frame.scrollHeight - frame.clientHeight, frame.scrollWidth - frame.clientWidth);
    await expect(overflow).toBeGreaterThan(0);
    await userEvent.tab();
    await expect(frame).toHaveFocus();
  },
};
