import { expect, screen, userEvent, within } from 'storybook/test';

/**
 * The format demos as their plays use them: the output cell of a sample row (by what its input reads), the
 * try-it input and its output, a text option set afresh, and the formatter chosen by name.
 */
export async function formatDemo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Input > Output' });
  const tryIt = canvas.getByLabelText('Try it');
  const outputOf = (row: Element | null | undefined, what: string): HTMLElement => {
    const cell = row?.closest('tr')?.querySelector('td');
    if (!cell) throw new Error(`No output for ${what}`);
    return cell;
  };
  return {
    tryIt,
    output: (input: string) => outputOf(within(table).getByRole('rowheader', { name: input }), input),
    tryItOutput: () => outputOf(tryIt, 'the try-it row'),
    /** Clears a text option (its input, or its label) and types the text, if any. */
    setText: async (input: HTMLElement | string, text: string) => {
      const field = typeof input === 'string' ? canvas.getByLabelText(input) : input;
      await userEvent.clear(field);
      if (text) await userEvent.type(field, text);
    },
    chooseFormatter: async (name: string) => {
      await userEvent.click(canvas.getByLabelText('fnName'));
      await userEvent.click(await screen.findByRole('option', { name }));
      await expect(await canvas.findByText(`${name}(value, options)`)).toBeVisible();
    },
  };
}
