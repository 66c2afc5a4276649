import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TileFramePanel } from './TileFramePanel';

const description =
  'TileFrame lays out equal tiles to fill its box as close to a desired width / height ratio as it can, ' +
  'with even spacing. Change the number of tiles, the ratio or the spacing and watch them re-tile; set ' +
  'minimum or maximum tile sizes to see the frame centre or scroll them; resize the window to see it adapt.';

const meta = {
  title: 'Layout/TileFrame',
  component: TileFramePanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof TileFramePanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Changes every input of the form and checks how the tiles follow. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByLabelText('Tiles', { selector: '.tb-tile-frame' });
    const tiles = () => within(frame).queryAllByRole('img');
    const box = (el: Element) => el.getBoundingClientRect();
    const input = (label: string) => canvas.getByRole('spinbutton', { name: label });
    const setTo = async (label: string, value: string) => {
      await userEvent.clear(input(label));
      if (value) await userEvent.type(input(label), value);
    };

    await step('five square-ish tiles with 10px between them fill the frame', async () => {
      await waitFor(() => expect(tiles()).toHaveLength(5));
      await expect(input('Tiles')).toHaveValue('5');
      await expect(input('Desired ratio')).toHaveValue('1');
      await expect(input('Spacing')).toHaveValue('10');
      const [first, second] = tiles().map(box);
      await expect(second && first && Math.round(second.left - first.right)).toBe(10);
      await expect(first && Math.round(first.left - box(frame).left)).toBeGreaterThanOrEqual(10);
      const widths = new Set(tiles().map((t) => Math.round(box(t).width)));
      await expect(widths.size).toBe(1);
    });

    await step('the tile count commits as it is typed', async () => {
      await setTo('Tiles', '8');
      await waitFor(() => expect(tiles()).toHaveLength(8));
    });

    await step('the ratio steps by 0.5 and makes the tiles wider', async () => {
      const before = box(tiles()[0] as Element);
      input('Desired ratio').focus();
      await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
      await expect(input('Desired ratio')).toHaveValue('3');
      await waitFor(() => {
        const after = box(tiles()[0] as Element);
        expect(after.width / after.height).toBeGreaterThan(before.width / before.height);
      });
    });

    await step('spacing changes the gaps; inputs do not go below 0', async () => {
      await setTo('Spacing', '30');
      await waitFor(() => {
        const [first, second] = tiles().map(box);
        expect(second && first && Math.round(second.left - first.right)).toBe(30);
      });
      input('Spacing').focus();
      await setTo('Spacing', '0');
      await userEvent.keyboard('{ArrowDown}');
      await expect(input('Spacing')).toHaveValue('0');
    });

    await step('minimum and maximum tile sizes bound the tiles, stepping by 10', async () => {
      await setTo('Max tile height', '100');
      await waitFor(() => expect(tiles().every((t) => box(t).height <= 100.5)).toBe(true));
      input('Max tile height').focus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(input('Max tile height')).toHaveValue('110');
      await setTo('Max tile height', '');
      await setTo('Min tile width', '400');
      await waitFor(() => expect(tiles().every((t) => box(t).width >= 399.5)).toBe(true));
    });

    await step('Reset brings the defaults back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(tiles()).toHaveLength(5));
      await expect(input('Min tile width')).toHaveValue('');
      await expect(input('Desired ratio')).toHaveValue('1');
    });
  },
};
