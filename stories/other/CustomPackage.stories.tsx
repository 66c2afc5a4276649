import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost } from '@toolbox/kit/popup';
import { CustomPackagePanel } from './CustomPackagePanel';

const description =
  'A styled panel from a shared custom package. @toolbox/custom-package is an npm workspace of this ' +
  "repository: it wraps the kit's Panel in its own brand (colours, logo, credit bar) and adds KPI tiles, and " +
  'the demo imports it by package name, as an app would.';

const meta = {
  title: 'Other/Custom Package',
  component: CustomPackagePanel,
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastHost />
      </>
    ),
  ],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof CustomPackagePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The branded panel renders from the package, with its tiles, credit and a working footer button. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Northwind Analytics: Quarterly Overview' });

    await step('the panel comes from the package, in its brand', async () => {
      await expect(within(panel).getByText('Northwind Analytics')).toBeVisible();
      await expect(within(panel).getByText('Insight, delivered.')).toBeVisible();
      await expect(within(panel).getByText('@toolbox/custom-package v1.0.0')).toBeVisible();
      // The package's own header colours, not the kit's.
      const header = panel.querySelector('.tb-panel__header');
      await expect(header && getComputedStyle(header).backgroundImage).toContain('linear-gradient');
    });

    await step('its KPI tiles show their figures and changes', async () => {
      const revenue = within(panel).getByRole('group', { name: 'Revenue' });
      await expect(revenue).toHaveTextContent('$4.82M');
      await expect(revenue).toHaveTextContent('+12.4%');
      await expect(within(panel).getByRole('group', { name: 'Active clients' })).toHaveTextContent('1,284');
      await expect(within(panel).getByRole('group', { name: 'Churn' })).toHaveTextContent('−0.8%');
    });

    await step('its footer button works like any kit button', async () => {
      await userEvent.click(within(panel).getByRole('button', { name: 'Open Report' }));
      const toast = await screen.findByText('The Q3 report is on its way to your inbox.');
      await waitFor(() => expect(toast).toBeVisible());
    });
  },
};
