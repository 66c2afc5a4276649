import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { JsonInput } from '@toolbox/kit/input';
import { controlledRender } from '../common/controlledRender';

const CONFIG = '{"region": "EMEA", "limits": [10, 20]}';

const meta = {
  title: 'Kit/Input/JsonInput',
  component: JsonInput,
  render: controlledRender(JsonInput),
  args: { value: CONFIG, 'aria-label': 'Config', width: 360, height: 140, onChange: fn() },
  argTypes: {
    value: { control: 'text' },
    width: { control: 'number' },
    height: { control: 'number' },
    'aria-label': { control: 'text' },
    id: { control: false },
    ref: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof JsonInput>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A JSON text edited with highlighting; it is committed when the focus leaves, and Format pretty-prints it. */
export const Default: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Config' });

    await step('it shows the text', async () => {
      await expect(editor).toHaveTextContent(CONFIG);
    });

    await step('an edit is committed when the focus leaves', async () => {
      await userEvent.click(editor);
      await userEvent.keyboard('{Control>}a{/Control}');
      await userEvent.paste('{"region": "APAC"}');
      await expect(args.onChange).not.toHaveBeenCalled();
      await userEvent.tab();
      await expect(args.onChange).toHaveBeenLastCalledWith('{"region": "APAC"}');
    });

    await step('Format indents it by two spaces', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Format' }));
      await expect(args.onChange).toHaveBeenLastCalledWith('{\n  "region": "APAC"\n}');
      await waitFor(() => expect(editor.querySelectorAll('.cm-line')).toHaveLength(3));
    });
  },
};

/** A text that is not JSON is held, marked, and its error spelled out; Format is off until it parses. */
export const Invalid: Story = {
  args: { value: '{"region": }' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Invalid JSON:/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Format' })).toBeDisabled();
  },
};

/** Committed on every keystroke. */
export const CommitOnChange: Story = {
  args: { value: '[1, 2]', commitOnChange: true },
  play: async ({ args, canvasElement }) => {
    const editor = within(canvasElement).getByRole('textbox', { name: 'Config' });
    await userEvent.click(editor);
    await userEvent.keyboard('{Control>}{End}{/Control}{ArrowLeft}, 3');
    await expect(args.onChange).toHaveBeenLastCalledWith('[1, 2, 3]');
  },
};

/** Empty: no value, and no error either. */
export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Config' })).toHaveTextContent('');
    await expect(canvas.queryByText(/^Invalid JSON:/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Format' })).toBeDisabled();
  },
};

/** Greyed out: the text shows but cannot be edited, and there is no Format button. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = canvas.getByRole('textbox', { name: 'Config' });
    await expect(editor).toHaveAttribute('aria-disabled', 'true');
    await expect(editor).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.queryByRole('button', { name: 'Format' })).toBeNull();
  },
};
