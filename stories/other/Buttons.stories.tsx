import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ButtonsPanel } from './ButtonsPanel';

const description =
  'Button in five intents (none, primary, success, warning, danger) and three styles (default, minimal, ' +
  'outlined), with text, an icon or both; and ButtonGroupInput, a radio group of joined buttons (v1, v2, v3) ' +
  'that every panel shares. The switches toggle the dark theme, disable every button or show them all active.';

const meta = {
  title: 'Other/Buttons',
  component: ButtonsPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof ButtonsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const INTENTS = ['Default', 'Primary', 'Success', 'Warning', 'Danger'];

/** Clicks buttons and groups, then flips Dark Mode, Disable All and All Active. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const demo = await canvas.findByRole('region', { name: 'Buttons' });
    const panels = INTENTS.map((name) => within(demo).getByRole('region', { name }));
    const body = () =>
      within(demo)
        .getAllByRole('button')
        .filter((b) => b.closest('.tb-demo-buttons__panels'));
    const radios = () => within(demo).getAllByRole('radio');

    await step('each intent panel shows 9 buttons and 3 button groups, v1 selected', async () => {
      for (const p of panels) {
        const inPanel = within(p);
        await expect(inPanel.getAllByRole('button')).toHaveLength(9);
        await expect(inPanel.getAllByRole('radiogroup')).toHaveLength(3);
        for (const r of inPanel.getAllByRole('radio', { name: 'v1' })) await expect(r).toBeChecked();
      }
      await expect(body()).toHaveLength(45);
      await expect(canvas.getByText('Button groups: v1')).toBeVisible();
    });

    await step("every button sits inside its panel's padding, clear of the right edge", async () => {
      for (const p of panels) {
        const right = p.getBoundingClientRect().right;
        for (const b of within(p).getAllByRole('button'))
          await expect(right - b.getBoundingClientRect().right).toBeGreaterThanOrEqual(12);
      }
    });

    await step('buttons report their click; the groups share one value', async () => {
      const primary = within(canvas.getByRole('region', { name: 'Primary' }));
      await userEvent.click(primary.getAllByRole('button', { name: 'Primary' })[6] as HTMLElement);
      await expect(canvas.getByText('Last clicked: Primary · Outlined · Text')).toBeVisible();
      await userEvent.click(primary.getAllByRole('button', { name: 'Primary' })[1] as HTMLElement);
      await expect(canvas.getByText('Last clicked: Primary · Default · Icon')).toBeVisible();

      const danger = within(canvas.getByRole('region', { name: 'Danger' }));
      await userEvent.click(
        within(danger.getByRole('radiogroup', { name: 'Danger outlined button group' })).getByRole('radio', {
          name: 'v3',
        }),
      );
      await expect(canvas.getByText('Button groups: v3')).toBeVisible();
      for (const r of within(demo).getAllByRole('radio', { name: 'v3' })) await expect(r).toBeChecked();
      for (const r of within(demo).getAllByRole('radio', { name: 'v1' })) await expect(r).not.toBeChecked();
    });

    await step('Dark Mode toggles the theme', async () => {
      const html = document.documentElement;
      const before = html.dataset.theme;
      const dark = canvas.getByRole('switch', { name: 'Dark Mode' });
      await expect(dark).toHaveAttribute('aria-checked', before === 'dark' ? 'true' : 'false');
      await userEvent.click(dark);
      await waitFor(() => expect(html.dataset.theme).toBe(before === 'dark' ? 'light' : 'dark'));
      await userEvent.click(dark);
      await waitFor(() => expect(html.dataset.theme).toBe(before));
    });

    await step('Disable All disables every button and group', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Disable All' }));
      for (const b of body()) await expect(b).toBeDisabled();
      for (const r of radios()) await expect(r).toBeDisabled();
      await userEvent.click(canvas.getByRole('switch', { name: 'Disable All' }));
      for (const b of body()) await expect(b).toBeEnabled();
      for (const r of radios()) await expect(r).toBeEnabled();
    });

    await step('All Active shows every button pressed', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'All Active' }));
      for (const b of body()) await expect(b).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(canvas.getByRole('switch', { name: 'All Active' }));
      for (const b of body()) await expect(b).not.toHaveAttribute('aria-pressed');
    });
  },
};
