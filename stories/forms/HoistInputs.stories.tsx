import type { Meta, StoryObj } from '@storybook/react-vite';
import { endOfDay, format, parseISO, startOfDay, subWeeks } from 'date-fns';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { HoistInputsPanel } from './HoistInputsPanel';
import { dateWindow } from './HoistInputsPanelModel';

const description =
  'Every input of the kit bound to one FormModel, in three columns, each with its live value beside it. ' +
  'The bottom toolbar shows the focused field, sets the focus on any field from a menu, and switches the form ' +
  'to read-only, disabled or commit-on-change (off by default: text commits on blur or Enter).';

const meta = {
  title: 'Forms/Hoist Inputs',
  component: HoistInputsPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof HoistInputsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Drives each kind of input and reads its live value; then focus, read-only, disabled and commit on change. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Inputs' }));
    const value = (field: string) => canvas.getByRole('status', { name: `${field} value` });
    const input = (label: string) => form.getByLabelText(label, { selector: 'input, textarea' });
    const focused = () => canvas.getByRole('status', { name: 'Focused field' });
    const numberValue = (field: string) => Number(value(field).textContent);

    await step('initial values: random sliders in their ranges, button2, no focus', async () => {
      await expect(value('buttonGroupInput')).toHaveTextContent('"button2"');
      await expect(form.getByRole('radio', { name: 'button2' })).toBeChecked();
      const s1 = numberValue('slider1');
      await expect(s1).toBeGreaterThanOrEqual(0);
      await expect(s1).toBeLessThanOrEqual(100);
      const [low, high] = JSON.parse(value('slider2').textContent ?? '[]') as number[];
      await expect(low).toBeGreaterThanOrEqual(50000);
      await expect(low).toBeLessThanOrEqual(70000);
      await expect(high).toBeGreaterThanOrEqual(110000);
      await expect(high).toBeLessThanOrEqual(150000);
      await expect(value('textInput1')).toHaveTextContent('""');
      await expect(focused()).toHaveTextContent('Focused: none');
      await expect(canvas.getByRole('switch', { name: 'Commit on change' })).not.toBeChecked();
    });

    await step('text commits on blur; the toolbar follows the focus', async () => {
      await userEvent.type(input('textInput1'), 'hello');
      await expect(focused()).toHaveTextContent('Focused: textInput1');
      await expect(value('textInput1')).toHaveTextContent('""');
      await userEvent.tab();
      await expect(value('textInput1')).toHaveTextContent('"hello"');
      await waitFor(() => expect(focused()).toHaveTextContent('Focused: textInput2'));
      await userEvent.type(input('textArea'), 'line one{Enter}line two');
      await userEvent.tab();
      await expect(value('textArea')).toHaveTextContent('"line one\\nline two"');
    });

    await step('commit on change: values follow each keystroke', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Commit on change' }));
      await userEvent.type(input('textInput3'), 'abc');
      await expect(value('textInput3')).toHaveTextContent('"abc"');
      await userEvent.click(canvas.getByRole('switch', { name: 'Commit on change' }));
    });

    await step('JSON: syntax errors are shown', async () => {
      const editor = form.getByRole('textbox', { name: 'jsonInput' });
      await userEvent.click(editor);
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.paste('{"broken": }');
      await expect(await form.findByText(/^Invalid JSON:/)).toBeVisible();
      await expect(value('jsonInput')).toHaveTextContent('Toolbox');
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.paste('{"broken": 1}');
      await waitFor(() => expect(form.queryByText(/^Invalid JSON:/)).toBeNull());
      await userEvent.tab();
      await expect(value('jsonInput')).toHaveTextContent('"{\\"broken\\": 1}"');
    });

    await step('numbers: steps of 1,000, Shift 100,000, Alt 100; a percentage', async () => {
      const n1 = form.getByRole('spinbutton', { name: 'numberInput1' });
      await userEvent.click(n1);
      await userEvent.keyboard('{ArrowUp}');
      await expect(value('numberInput1')).toHaveTextContent('1000');
      await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
      await expect(value('numberInput1')).toHaveTextContent('101000');
      await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
      await expect(value('numberInput1')).toHaveTextContent('100900');
      const n2 = form.getByRole('spinbutton', { name: 'numberInput2' });
      await expect(n2).toHaveValue('25,000');
      await userEvent.clear(n2);
      await userEvent.type(n2, '1234567{Enter}');
      await expect(n2).toHaveValue('1,000,000');
      await expect(value('numberInput2')).toHaveTextContent('1000000');
      const n3 = form.getByRole('spinbutton', { name: 'numberInput3' });
      await expect(n3).toHaveValue('25');
      await userEvent.clear(n3);
      await userEvent.type(n3, '40{Enter}');
      await expect(value('numberInput3')).toHaveTextContent('0.4');
      await expect(n3).toHaveAttribute('aria-valuetext', '40%');
    });

    await step('sliders move by keyboard', async () => {
      const before = numberValue('slider1');
      const thumb = form.getByRole('slider', { name: 'slider1' });
      thumb.focus();
      await userEvent.keyboard(before < 100 ? '{ArrowRight}' : '{ArrowLeft}');
      await expect(numberValue('slider1')).toBe(before < 100 ? before + 1 : before - 1);
      const [low] = JSON.parse(value('slider2').textContent ?? '[]') as number[];
      form.getByRole('slider', { name: 'slider2 minimum' }).focus();
      // The random start may sit on the 50,000 floor, where only a step up moves the thumb.
      const atFloor = low === 50000;
      await userEvent.keyboard(atFloor ? '{ArrowRight}' : '{ArrowLeft}');
      await expect(JSON.parse(value('slider2').textContent ?? '[]')[0]).toBe(
        (low ?? 0) + (atFloor ? 1000 : -1000),
      );
    });

    await step(
      'dates: dateInput1 keeps to 5 weeks back and 2 weeks ahead; dateInput3 is a local date',
      async () => {
        const d1 = input('dateInput1');
        const tooEarly = format(subWeeks(new Date(), 6), 'yyyy-MM-dd');
        const inWindow = format(subWeeks(new Date(), 4), 'yyyy-MM-dd');
        await userEvent.type(d1, `${tooEarly}{Enter}`);
        await expect(d1).toHaveValue('');
        await expect(value('dateInput1')).toHaveTextContent('null');
        await userEvent.type(d1, `${inWindow}{Enter}`);
        await expect(d1).toHaveValue(inWindow);
        await expect(value('dateInput1')).not.toHaveTextContent('null');
        await userEvent.click(form.getByRole('button', { name: 'Open calendar for dateInput1' }));
        const calendar = await screen.findByRole('dialog', { name: 'Calendar for dateInput1' });
        const { min, max } = dateWindow();
        /** Every day shown can be picked exactly when it lies in the window. */
        const checkDays = async () => {
          for (const cell of calendar.querySelectorAll<HTMLElement>('td[data-day]:not([data-hidden])')) {
            const day = parseISO(cell.getAttribute('data-day') ?? '');
            const inWindow = day >= startOfDay(min) && day <= endOfDay(max);
            await expect(within(cell).getByRole('button')).toHaveProperty('disabled', !inWindow);
          }
        };
        await checkDays();
        const next = () => within(calendar).getByRole('button', { name: 'Go to the Next Month' });
        while (next().getAttribute('aria-disabled') !== 'true') {
          await userEvent.click(next());
          await checkDays();
        }
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(calendar).not.toBeInTheDocument());
        await userEvent.type(input('dateInput3'), '2024-01-15{Enter}');
        await expect(value('dateInput3')).toHaveTextContent('"2024-01-15"');
      },
    );

    await step('selects: filter, create, search customers, several values', async () => {
      await userEvent.type(input('select1'), 'verm');
      await userEvent.click(await screen.findByRole('option', { name: 'Vermont' }));
      await expect(value('select1')).toHaveTextContent('"Vermont"');
      await userEvent.type(input('select2'), 'Teal{Enter}');
      await expect(value('select2')).toHaveTextContent('"Teal"');
      await userEvent.click(input('select3'));
      await expect(await screen.findByText('Type to search...')).toBeVisible();
      await userEvent.type(input('select3'), 'zzzzzz');
      await expect(await screen.findByText('Searching...')).toBeVisible();
      await expect(await screen.findByText('No results found.')).toBeVisible();
      await userEvent.clear(input('select3'));
      await userEvent.type(input('select3'), 'a');
      const [first] = await screen.findAllByRole('option');
      const customer = first?.textContent ?? '';
      await expect(customer).toMatch(/\(.+\)$/);
      await userEvent.click(first as HTMLElement);
      await expect(numberValue('select3')).toBeGreaterThanOrEqual(0);
      await expect(form.getByText(customer)).toBeVisible();
      await userEvent.type(input('select4'), 'ohio{Enter}');
      await userEvent.type(input('select4'), 'utah{Enter}');
      await userEvent.tab();
      await expect(value('select4')).toHaveTextContent('["Ohio","Utah"]');
    });

    await step('toggles, button group and radio (Fish is disabled)', async () => {
      await userEvent.click(form.getByRole('checkbox', { name: /checkbox/ }));
      await expect(value('checkbox')).toHaveTextContent('true');
      await userEvent.click(form.getByRole('switch', { name: /switch/ }));
      await expect(value('switch')).toHaveTextContent('true');
      await userEvent.click(form.getByRole('radio', { name: 'button3' }));
      await expect(value('buttonGroupInput')).toHaveTextContent('"button3"');
      await expect(form.getByRole('radio', { name: 'Fish' })).toBeDisabled();
      await userEvent.click(form.getByRole('radio', { name: 'Chicken' }));
      await expect(value('radioInput')).toHaveTextContent('"Chicken"');
    });

    await step('Set Focus moves the focus to the chosen field', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Set Focus' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: 'numberInput2' }));
      await waitFor(() => expect(form.getByRole('spinbutton', { name: 'numberInput2' })).toHaveFocus());
      await expect(focused()).toHaveTextContent('Focused: numberInput2');
    });

    await step('read-only shows values as text; disabled disables every input', async () => {
      await userEvent.click(canvas.getByRole('switch', { name: 'Read-only' }));
      await expect(form.queryByRole('spinbutton')).toBeNull();
      await expect(form.getByRole('group', { name: 'textInput1' })).toHaveTextContent('hello');
      await expect(form.getByRole('group', { name: 'textInput2' })).toHaveTextContent('N/A');
      await expect(form.getByRole('group', { name: 'select1' })).toHaveTextContent('Vermont');
      await expect(form.getByRole('group', { name: 'numberInput3' })).toHaveTextContent('40%');
      await expect(form.getByRole('group', { name: 'select3' })).toHaveTextContent(/\(.+\)$/);
      await userEvent.click(canvas.getByRole('switch', { name: 'Read-only' }));
      await userEvent.click(canvas.getByRole('switch', { name: 'Disabled' }));
      await expect(input('textInput1')).toBeDisabled();
      await expect(form.getByRole('spinbutton', { name: 'numberInput1' })).toBeDisabled();
      await expect(form.getByRole('radio', { name: 'Chicken' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('switch', { name: 'Disabled' }));
      await expect(input('textInput1')).toBeEnabled();
    });
  },
};
