import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSnapshot } from 'valtio';
import { ZoneMapper, ZoneMapperButton, ZoneRow, type ZoneGridModel } from '@toolbox/kit/zonegrid';
import type { Trade } from '../../../src/api/samples';
import { sampleZoneGridModel } from './zoneGridSamples';

/** The story's args: the zone mapper button's props; the mapper itself takes only the model. */
interface ZoneMapperStoryArgs {
  /** ZoneMapperButton's `text`. */
  text: string;
  /** ZoneMapperButton's `minimal`. */
  minimal: boolean;
  /** ZoneMapperButton's `disabled`. */
  disabled: boolean;
}

/** The first trade the grid shows (the largest P&L) with the mappings saved: what the mapper changes. */
function FirstRow({ model }: { model: ZoneGridModel<Trade, Trade> }) {
  const { mappings } = useSnapshot(model);
  return (
    <div aria-label="First trade" role="group" style={{ width: 360, border: '1px solid var(--tb-border)' }}>
      <ZoneRow
        record={model.sampleRecord}
        mappings={mappings}
        columns={model.columns}
        fieldLabel={(f) => model.fieldLabel(f)}
        delimiter={model.delimiter}
      />
    </div>
  );
}

/** A zone grid's model with its zone mapper, the button that opens it, and a row showing what it saved. */
function ZoneMapperStory(props: ZoneMapperStoryArgs) {
  const model = useMemo(() => sampleZoneGridModel(), []);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <ZoneMapperButton {...props} model={model} />
      <FirstRow model={model} />
      <ZoneMapper model={model} />
    </div>
  );
}

const meta = {
  title: 'Kit/Zonegrid/ZoneMapper',
  // The props table is the component's; the story's args are those of the button that opens it.
  component: ZoneMapper as unknown as ComponentType<ZoneMapperStoryArgs>,
  parameters: { kit: { components: [ZoneMapperButton] } },
  render: (args) => <ZoneMapperStory {...args} />,
  args: { text: 'Customize Fields', minimal: false, disabled: false },
} satisfies Meta<ZoneMapperStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens the mapper and waits until it has faded in. */
async function openMapper(canvasElement: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Customize Fields' }));
  const dialog = await screen.findByRole('dialog', { name: 'Customize Fields' });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * The mapper shows a row whose four zones are tabs; the fields of the picked zone are chosen below, within its
 * limits (the top left shows one name: the company or the city). Save applies, Cancel forgets.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const row = within(canvasElement).getByRole('group', { name: 'First trade' });

    await step('the zones show the fields mapped to them', async () => {
      const dialog = await openMapper(canvasElement);
      const d = within(dialog);
      await expect(d.getByRole('tab', { name: /^Top Left/ })).toHaveAttribute('aria-selected', 'true');
      await expect(d.getByRole('tab', { name: /^Top Left/ })).toHaveTextContent('Umbrella');
      await expect(d.getByRole('button', { name: 'Save' })).toBeDisabled();
    });

    await step('the top left shows the city instead; Save applies it', async () => {
      const d = within(screen.getByRole('dialog', { name: 'Customize Fields' }));
      const fields = d.getByRole('radiogroup', { name: 'Top Left fields' });
      await userEvent.click(within(fields).getByRole('radio', { name: 'City' }));
      await expect(d.getByRole('tab', { name: /^Top Left/ })).toHaveTextContent('Denver');
      await userEvent.click(d.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(row.querySelector('[data-zone="tl"]')).toHaveTextContent('Denver');
    });
  },
};

/** The arrow keys move between the zone tabs in the row's layout; Cancel leaves the fields as they were. */
export const KeyboardAndCancel: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openMapper(canvasElement);
    const d = within(dialog);
    d.getByRole('tab', { name: /^Top Left/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(d.getByRole('tab', { name: /^Bottom Left/ })).toHaveFocus();
    await expect(d.getByRole('group', { name: 'Bottom Left fields' })).toBeInTheDocument();
    await userEvent.click(d.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(d.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(canvasElement).getByRole('group', { name: 'First trade' });
    await expect(row.querySelector('[data-zone="bl"]')).not.toHaveTextContent('Active');
  },
};

/** A disabled button (e.g. while the grid loads) cannot open the mapper. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Customize Fields' })).toBeDisabled();
  },
};
