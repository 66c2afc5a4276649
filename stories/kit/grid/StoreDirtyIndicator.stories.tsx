import { useMemo, type ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ArrowCounterClockwiseIcon, CheckIcon } from '@phosphor-icons/react';
import { Button } from '@toolbox/kit/button';
import { required } from '@toolbox/kit/form';
import { StoreDirtyIndicator, StoreValidityIndicator } from '@toolbox/kit/grid';
import { TRADE_FIELDS, tradeColumns, tradeGridModel } from './gridSamples';
import { TradeGridPanel } from './TradeGridPanel';

/** The story's args: the store's config that the Controls set (the indicators' one prop is the store). */
interface IndicatorStoryArgs {
  /** Whether a trade needs a company (a `required` rule on the field). */
  requireCompany: boolean;
  /** Whether the first trade is already edited when the story opens. */
  startDirty: boolean;
}

/** An editable trades grid (Company and Trade Volume, by double click) with the indicators in its header. */
function IndicatorStory({ requireCompany, startDirty }: IndicatorStoryArgs) {
  const model = useMemo(() => {
    const m = tradeGridModel({
      store: {
        fields: TRADE_FIELDS.map((f) =>
          f.name === 'company' && requireCompany ? { ...f, rules: [required] } : f,
        ),
      },
      columns: tradeColumns().map((c) =>
        c.field === 'company' || c.field === 'trade_volume' ? { ...c, editable: true } : c,
      ),
    });
    if (startDirty) m.store.modifyRecords([{ id: 1, trade_volume: 4_300_000 }]);
    return m;
  }, [requireCompany, startDirty]);
  const { store } = model;
  return (
    <TradeGridPanel
      model={model}
      headerItems={
        <span style={{ display: 'flex', gap: 12 }}>
          <StoreDirtyIndicator store={store} />
          <StoreValidityIndicator store={store} />
        </span>
      }
      tools={
        <>
          <Button icon={<CheckIcon />} text="Commit" onClick={() => store.commit()} />
          <Button icon={<ArrowCounterClockwiseIcon />} text="Revert" onClick={() => store.revert()} />
        </>
      }
    />
  );
}

const meta = {
  title: 'Kit/Grid/StoreDirtyIndicator',
  component: StoreDirtyIndicator as unknown as ComponentType<IndicatorStoryArgs>,
  parameters: { kit: { components: [StoreValidityIndicator] } },
  render: (args) => <IndicatorStory {...args} />,
  args: { requireCompany: true, startDirty: false },
  argTypes: { requireCompany: { control: 'boolean' }, startDirty: { control: 'boolean' } },
} satisfies Meta<IndicatorStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The two indicators, by their accessible names. */
function indicators(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    dirty: canvas.getByRole('status', { name: 'Store state' }),
    validity: canvas.getByRole('status', { name: 'Validation state' }),
  };
}

/** Double-clicks a trade's company and types a new one (empty: clears it), Enter saving it. */
async function editCompany(canvasElement: HTMLElement, from: string, to: string): Promise<void> {
  const grid = await within(canvasElement).findByRole('grid', { name: 'Trades' });
  await userEvent.dblClick(await within(grid).findByText(from));
  const editor = await within(grid).findByRole('textbox');
  await userEvent.clear(editor);
  await userEvent.keyboard(`${to}{Enter}`);
}

/**
 * `StoreDirtyIndicator` says whether a store has changes not committed; `StoreValidityIndicator` whether its
 * records pass their rules, with the count of errors. An edit makes the store dirty; Commit or Revert clean.
 */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const { dirty, validity } = indicators(canvasElement);
    await expect(dirty).toHaveTextContent('Store Clean');
    await expect(validity).toHaveTextContent('Valid');

    await step('an edit makes the store dirty', async () => {
      await editCompany(canvasElement, 'Bluepeak Capital', 'Bluepeak Partners');
      await waitFor(() => expect(dirty).toHaveTextContent('Store Dirty'));
      await expect(within(canvasElement).getByText('Bluepeak Partners')).toBeVisible();
    });

    await step('Revert undoes it: clean again', async () => {
      await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revert' }));
      await waitFor(() => expect(dirty).toHaveTextContent('Store Clean'));
      await expect(within(canvasElement).getByText('Bluepeak Capital')).toBeVisible();
    });
  },
};

/** A company cleared breaks the `required` rule: the store is not valid, with one error. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const { validity } = indicators(canvasElement);
    await editCompany(canvasElement, 'Cedar & Finch', '');
    await waitFor(() => expect(validity).toHaveTextContent('Not Valid (1 error)'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Revert' }));
    await waitFor(() => expect(validity).toHaveTextContent('Valid'));
  },
};

/** Opened with an edit made (`startDirty`): Commit keeps it and cleans the store. */
export const Dirty: Story = {
  args: { startDirty: true },
  play: async ({ canvasElement }) => {
    const { dirty } = indicators(canvasElement);
    await expect(dirty).toHaveTextContent('Store Dirty');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Commit' }));
    await waitFor(() => expect(dirty).toHaveTextContent('Store Clean'));
    await expect(within(canvasElement).getByText('4,300,000')).toBeVisible();
  },
};
