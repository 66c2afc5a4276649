import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inspectorModel } from '@toolbox/kit/inspector';
import { InspectorPanel } from './InspectorPanel';

const description =
  'The developer Inspector lists the models views register (registerModel, useRegisteredModel) and shows ' +
  "each one's state live, as an expandable tree, with a filter. A button toggles it, labelled Activate or " +
  "Deactivate; here it shows the demo's own counter model changing as you click.";

const meta = {
  title: 'Other/Inspector',
  component: InspectorPanel,
  // The Inspector is app-wide: start each visit with it off and unfiltered.
  beforeEach: () => {
    inspectorModel.deactivate();
    inspectorModel.setFilter('');
  },
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof InspectorPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Activate, watch the counter model change live, filter, then Deactivate. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: 'Activate' });
    const dock = () => screen.queryByRole('complementary', { name: 'Developer tools' });
    await expect(dock()).toBeNull();

    await step('Activate shows the Inspector with the demo model', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveTextContent('Deactivate');
      const inspector = await screen.findByRole('complementary', { name: 'Developer tools' });
      const card = await within(inspector).findByRole('listitem', { name: /^InspectorPanelModel #\d+$/ });
      const state = within(card).getByRole('list', { name: 'InspectorPanelModel state' });
      await expect(state).toHaveTextContent('count:0');
      await expect(state).toHaveTextContent('step:"1"');
      await expect(within(card).getByText('0 updates')).toBeVisible();
    });

    await step('changing the counter updates the Inspector live', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Increment' }));
      await userEvent.click(canvas.getByRole('radio', { name: '5' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Increment' }));
      await expect(canvas.getByLabelText('Count')).toHaveTextContent('6');
      const card = screen.getByRole('listitem', { name: /^InspectorPanelModel/ });
      const state = within(card).getByRole('list', { name: 'InspectorPanelModel state' });
      await waitFor(() => expect(state).toHaveTextContent('count:6'));
      await expect(state).toHaveTextContent('step:"5"');
      await expect(within(card).getByText(/^[1-9]\d* updates?$/)).toBeVisible();

      const history = within(state).getByRole('button', { name: /history/ });
      await expect(history).toHaveTextContent('Array(2)');
      await userEvent.click(history);
      await userEvent.click(within(state).getByRole('button', { name: /^0/ }));
      await expect(state).toHaveTextContent('from:1');
      await expect(state).toHaveTextContent('to:6');
    });

    await step('the filter narrows the models by name', async () => {
      const inspector = screen.getByRole('complementary', { name: 'Developer tools' });
      const filter = within(inspector).getByRole('textbox', { name: 'Filter models' });
      await userEvent.type(filter, 'no such model');
      await expect(await within(inspector).findByText('No models match "no such model".')).toBeVisible();
      await userEvent.clear(filter);
      await userEvent.type(filter, 'inspectorpanel');
      await expect(
        await within(inspector).findByRole('listitem', { name: /^InspectorPanelModel/ }),
      ).toBeVisible();
    });

    await step('Deactivate hides it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
      await waitFor(() => expect(dock()).toBeNull());
      await expect(canvas.getByRole('button', { name: 'Activate' })).toBeVisible();
    });
  },
};
