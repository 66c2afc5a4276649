import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { BoxDirection } from '@toolbox/kit/layout';

type StepFn = (label: string, play: () => Promise<void>) => Promise<void> | void;

/** Border width of the sample box's frame (see HBoxVBox.css). */
const FRAME = 1;

/**
 * The play shared by the HBox and VBox demos: drives every layout option from the toolbars and checks where the
 * sample boxes end up on screen, along the demo's main axis.
 */
export async function playBoxDemo(canvasElement: HTMLElement, step: StepFn, direction: BoxDirection) {
  const name = direction === 'row' ? 'HBox' : 'VBox';
  const row = direction === 'row';
  const canvas = within(canvasElement);
  const stage = await canvas.findByRole('group', { name: `${name} sample` });
  const code = canvas.getByLabelText('Code');
  const item = (letter: string) => {
    const el = within(stage).getByText(letter, { selector: '.tb-demo-box__letter' }).parentElement;
    if (!el) throw new Error(`No sample box ${letter}`);
    return el.getBoundingClientRect();
  };
  const items = () => within(stage).getAllByText(/^[A-L]$/);
  const box = () => stage.getBoundingClientRect();
  const start = (r: DOMRect) => (row ? r.left : r.top);
  const end = (r: DOMRect) => (row ? r.right : r.bottom);
  const size = (r: DOMRect) => (row ? r.width : r.height);
  const crossCenter = (r: DOMRect) => (row ? r.top + r.height / 2 : r.left + r.width / 2);
  const crossStart = (r: DOMRect) => (row ? r.top : r.left);
  const near = (a: number, b: number) => expect(Math.abs(a - b)).toBeLessThanOrEqual(1.5);
  const option = (group: string, text: string) =>
    within(canvas.getByRole('radiogroup', { name: group })).getByRole('radio', { name: text });
  const setNumber = async (label: string, value: number) => {
    const input = canvas.getByLabelText(label);
    await userEvent.clear(input);
    await userEvent.type(input, `${value}{Enter}`);
  };

  await expect(items()).toHaveLength(5);
  await expect(stage).toHaveStyle({ flexDirection: direction, gap: '8px', padding: '12px' });
  await expect(code).toHaveTextContent(`<${name} gap={8} padding={12} align="start" justify="start">`);
  await expect(option('Align', 'Start')).toBeChecked();
  await expect(option('Justify', 'Start')).toBeChecked();

  await step('Gap sets the space between the boxes', async () => {
    await setNumber('Gap', 20);
    await waitFor(() => near(start(item('B')) - end(item('A')), 20));
    await expect(code).toHaveTextContent('gap={20}');
  });

  await step('Padding sets the space inside the box', async () => {
    await setNumber('Padding', 24);
    await waitFor(() => near(start(item('A')) - start(box()), FRAME + 24));
    await expect(code).toHaveTextContent('padding={24}');
  });

  await step('Align Center centres the boxes across the main axis', async () => {
    await userEvent.click(option('Align', 'Center'));
    await expect(option('Align', 'Center')).toBeChecked();
    await expect(option('Align', 'Start')).not.toBeChecked();
    await waitFor(() => near(crossCenter(item('A')), crossCenter(item('B'))));
    near(crossCenter(item('C')), crossCenter(box()));
    await expect(code).toHaveTextContent('align="center"');
  });

  await step('Align Stretch makes every box as deep as the box', async () => {
    await userEvent.click(option('Align', 'Stretch'));
    await waitFor(() => near(crossStart(item('A')), crossStart(item('B'))));
    const depth = (r: DOMRect) => (row ? r.height : r.width);
    near(depth(item('A')), depth(item('C')));
    await userEvent.click(option('Align', 'Start'));
  });

  await step('Justify End and Between push the boxes along the main axis', async () => {
    const innerEnd = () => end(box()) - FRAME - 24;
    await userEvent.click(option('Justify', 'End'));
    await waitFor(() => near(end(item('E')), innerEnd()));
    await userEvent.click(option('Justify', 'Between'));
    await expect(option('Justify', 'Between')).toBeChecked();
    await waitFor(() => near(start(item('A')), start(box()) + FRAME + 24));
    near(end(item('E')), innerEnd());
    await expect(code).toHaveTextContent('justify="space-between"');
    await userEvent.click(option('Justify', 'Start'));
  });

  await step('Flex B & D lets those two share the free space, one part to two', async () => {
    await userEvent.click(canvas.getByRole('button', { name: 'Flex B & D' }));
    await expect(await within(stage).findByText('flex: 1')).toBeVisible();
    await expect(within(stage).getByText('flex: 2')).toBeVisible();
    await waitFor(() => near(end(item('E')), end(box()) - FRAME - 24));
    // Flex shares out the free space; each box's 1px borders come on top, so the ratio is a hair under 2.
    await expect(size(item('D')) / size(item('B'))).toBeCloseTo(2, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Flex B & D' }));
    await expect(await within(stage).findAllByText(/ px$/)).toHaveLength(5);
  });

  await step('More items overflow in one line until Wrap starts another', async () => {
    await setNumber('Items', 12);
    await waitFor(() => expect(items()).toHaveLength(12));
    near(crossStart(item('L')), crossStart(item('A')));
    await expect(item('L')[row ? 'right' : 'bottom']).toBeGreaterThan(end(box()));
    await userEvent.click(canvas.getByRole('button', { name: 'Wrap' }));
    await expect(canvas.getByRole('button', { name: 'Wrap' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(crossStart(item('L'))).toBeGreaterThan(crossStart(item('A')) + 20));
    await expect(code).toHaveTextContent(/ wrap>$/);
  });

  await step('Reset restores the defaults', async () => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(items()).toHaveLength(5));
    await expect(code).toHaveTextContent(`<${name} gap={8} padding={12} align="start" justify="start">`);
    await expect(canvas.getByLabelText('Gap')).toHaveValue('8');
    await expect(canvas.getByRole('button', { name: 'Wrap' })).not.toHaveAttribute('aria-pressed');
    // Gap and padding animate (see HBoxVBox.css), so wait for them to settle.
    await waitFor(() => near(start(item('B')) - end(item('A')), 8));
  });
}
