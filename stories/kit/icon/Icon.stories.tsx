import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, ICON_NAMES, ICON_SIZES, ICON_VARIANTS, type IconProps } from '@toolbox/kit/icon';
import { HBox } from '@toolbox/kit/layout';

const meta = {
  title: 'Kit/Icon/Icon',
  component: Icon,
  args: { name: 'gear', variant: 'far', size: '3x', intent: 'none', title: 'Settings' },
  argTypes: {
    name: { control: 'select', options: ICON_NAMES },
    variant: { control: 'inline-radio', options: ICON_VARIANTS },
    size: { control: 'select', options: ICON_SIZES },
    intent: { control: 'inline-radio' },
    title: { control: 'text' },
    className: { control: false },
    style: { control: 'object' },
  },
} satisfies Meta<typeof Icon>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An icon with a `title` is an image named by it; its size is relative to the text around it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Settings' });
    await expect(icon).toHaveAttribute('data-icon', 'gear');
    const fontSize = parseFloat(getComputedStyle(icon.parentElement ?? icon).fontSize);
    await expect(Math.abs(icon.getBoundingClientRect().width - fontSize * 3)).toBeLessThan(1);
  },
};

/** Without a `title` it is decorative: hidden from assistive technology, as beside a text that says it all. */
export const Decorative: Story = {
  args: { title: undefined, size: 'default' },
  render: (args) => (
    <HBox gap={6} align="center">
      <Icon {...args} />
      <span>Settings</span>
    </HBox>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The four variants: regular (`far`), solid (`fas`), light (`fal`) and thin (`fat`), each drawn differently. */
export const Variants: Story = {
  render: (args) => (
    <HBox gap={16}>
      {ICON_VARIANTS.map((variant) => (
        <Icon key={variant} {...args} variant={variant} title={`Settings, ${variant}`} />
      ))}
    </HBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawings = ['far', 'fas', 'fal', 'fat'].map(
      (v) => canvas.getByRole('img', { name: `Settings, ${v}` }).innerHTML,
    );
    await expect(new Set(drawings).size).toBe(4);
  },
};

/** Sizes from `xs` to `3x` of the same text: each is larger than the one before. */
export const Sizes: Story = {
  render: (args) => (
    <HBox gap={12} align="center">
      {(['xs', 'default', 'lg', '2x', '3x'] satisfies IconProps['size'][]).map((size) => (
        <Icon key={size} {...args} size={size} title={`Settings, ${size}`} />
      ))}
    </HBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = ['xs', 'default', 'lg', '2x', '3x'].map(
      (s) => canvas.getByRole('img', { name: `Settings, ${s}` }).getBoundingClientRect().width,
    );
    for (let i = 1; i < widths.length; i++) await expect(widths[i]).toBeGreaterThan(widths[i - 1] ?? 0);
  },
};

/** An `intent` colours the icon; without one it takes the colour of its text. */
export const Intents: Story = {
  render: (args) => (
    <HBox gap={12}>
      {(['none', 'primary', 'success', 'warning', 'danger'] satisfies IconProps['intent'][]).map((intent) => (
        <Icon key={intent} {...args} name="warning" intent={intent} title={`Warning, ${intent}`} />
      ))}
    </HBox>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = ['none', 'primary', 'success', 'warning', 'danger'].map(
      (i) => getComputedStyle(canvas.getByRole('img', { name: `Warning, ${i}` })).color,
    );
    await expect(new Set(colours).size).toBe(5);
    await expect(colours[0]).toBe(getComputedStyle(canvasElement).color);
  },
};
