import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ICON_NAMES } from '@toolbox/kit/icon';
import { IconsPanel } from './IconsPanel';

const description =
  "The kit's built-in icons, each in the four variants far (regular), fas (solid), fal " +
  '(light) and fat (thin), drawn from Phosphor. Icon sizes follow the surrounding font size (2xs to 2xl, 1x to ' +
  '10x); the toolbar sets the font size of the table, the intent and the icon size.';

const meta = {
  title: 'Other/Icons',
  component: IconsPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof IconsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Checks the table against the registry, then changes icon size, font size and intent. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Built-in icons' });
    const toolbar = canvas.getAllByRole('toolbar')[0] as HTMLElement;
    const firstIcon = () => canvas.getByRole('img', { name: `${ICON_NAMES[0]} (far)` });
    const width = () => firstIcon().getBoundingClientRect().width;
    // The value a select shows (its text also holds react-select's live region, so read the value alone).
    const shown = (select: string) =>
      canvas
        .getByRole('combobox', { name: select })
        .closest('.tb-select')
        ?.querySelector('.tb-select__single-value')?.textContent;
    const choose = async (select: string, option: string) => {
      await userEvent.click(canvas.getByRole('combobox', { name: select }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
    };

    await step('defaults: font size default, intent neutral, icon size 2x', async () => {
      await expect(within(toolbar).getByText('Font size')).toBeVisible();
      await expect(shown('Font size')).toBe('Default');
      await expect(shown('Intent')).toBe('Neutral');
      await expect(shown('Icon size')).toBe('2x');
      await expect(firstIcon()).toHaveClass('tb-icon--2x');
      await expect(width()).toBeCloseTo(26, 0);
    });

    await step('one row per registry icon, each in far, fas, fal and fat', async () => {
      const rows = within(table).getAllByRole('row');
      await expect(rows).toHaveLength(ICON_NAMES.length + 1);
      const headers = within(rows[0] as HTMLElement).getAllByRole('columnheader');
      await expect(headers.map((h) => h.firstChild?.textContent)).toEqual([
        'Name',
        'far',
        'fas',
        'fal',
        'fat',
      ]);
      await expect(within(table).getAllByRole('img')).toHaveLength(ICON_NAMES.length * 4);
      for (const v of ['far', 'fas', 'fal', 'fat'])
        await expect(canvas.getByRole('img', { name: `add (${v})` })).toHaveAttribute('data-variant', v);
      await expect(canvas.getByText(`${ICON_NAMES.length} icons`)).toBeVisible();
    });

    await step('icon size 4x doubles the icons', async () => {
      await choose('Icon size', '4x');
      await waitFor(() => expect(firstIcon()).toHaveClass('tb-icon--4x'));
      await expect(width()).toBeCloseTo(52, 0);
      await expect(shown('Icon size')).toBe('4x');
    });

    await step('font size large grows them with the text', async () => {
      await choose('Font size', 'Large');
      await waitFor(() => expect(width()).toBeCloseTo(68, 0));
    });

    await step('intent danger colours every icon', async () => {
      await choose('Intent', 'Danger');
      await waitFor(() => expect(firstIcon()).toHaveClass('tb-icon--danger'));
      const danger = getComputedStyle(document.documentElement).getPropertyValue('--tb-danger').trim();
      const probe = document.createElement('span');
      probe.style.color = danger;
      document.body.append(probe);
      const expected = getComputedStyle(probe).color;
      probe.remove();
      await expect(getComputedStyle(firstIcon()).color).toBe(expected);
    });
  },
};
