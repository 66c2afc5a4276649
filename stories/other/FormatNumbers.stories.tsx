import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatDemo } from '../common/formatDemoPlay';
import { FormatNumbersPanel } from './FormatNumbersPanel';

const description =
  "The kit's number formatters for prices, quantities, percentages, thousands, millions and " +
  'billions. Pick one and set its options (precision, ledger style, colour by sign, prefix, label, ' +
  'null and zero displays) to see it applied to sample values, or type your own in the try-it row.';

const meta = {
  title: 'Other/Format Numbers',
  component: FormatNumbersPanel,
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof FormatNumbersPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Sets options one by one and reads the results table as it changes. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { output, tryIt, tryItOutput, setText, chooseFormatter } = await formatDemo(canvasElement);
    const toggle = (name: string) => userEvent.click(canvas.getByRole('switch', { name }));
    const slide = async (name: string, keys: string) => {
      canvas.getByRole('slider', { name }).focus();
      await userEvent.keyboard(keys);
    };
    const reset = canvas.getByRole('button', { name: 'Reset' });
    const PI = String(Math.PI);

    await step('the defaults of SPEC §3: fmtNumber, auto precision, colours by sign', async () => {
      await expect(canvas.getByText('fmtNumber(value, options)')).toBeVisible();
      await expect(canvas.getByRole('switch', { name: 'ledger' })).not.toBeChecked();
      await expect(canvas.getByRole('switch', { name: 'forceLedgerAlign' })).toBeDisabled();
      await expect(canvas.getByRole('switch', { name: 'withCommas' })).toBeChecked();
      await expect(canvas.getByRole('switch', { name: 'strictZero' })).toBeChecked();
      await expect(canvas.getByRole('switch', { name: 'withPlusSign' })).not.toBeChecked();
      await expect(canvas.getByRole('slider', { name: 'precision' })).toHaveAttribute('aria-valuenow', '-1');
      await expect(canvas.getByRole('slider', { name: 'zeroPad' })).toHaveAttribute('aria-valuenow', '-2');
      await expect(canvas.getByRole('radio', { name: 'true' })).toBeChecked();
      await expect(reset).toBeDisabled();

      await expect(output(PI)).toHaveTextContent(/^3\.1416$/);
      await expect(output('0.25')).toHaveTextContent(/^0\.25$/);
      await expect(output('1265')).toHaveTextContent(/^1,265$/);
      await expect(output('-1842343')).toHaveTextContent(/^-1,842,343$/);
      await expect(output('123456789.12')).toHaveTextContent(/^123,456,789$/);
      await expect(output('null')).toHaveTextContent(/^$/);
      await expect(output('50').querySelector('.tb-fmt-pos')).not.toBeNull();
      await expect(output('-1842343').querySelector('.tb-fmt-neg')).not.toBeNull();
      await expect(output('0').querySelector('.tb-fmt-neutral')).not.toBeNull();
      await expect(tryItOutput()).toHaveTextContent(/^1,234,568$/);
    });

    await step('ledger puts negatives in parentheses', async () => {
      await toggle('ledger');
      await expect(output('-1842343')).toHaveTextContent(/^\(1,842,343\)$/);
      await expect(output('-0.0012')).toHaveTextContent(/^\(0\.0012\)$/);
      await expect(canvas.getByRole('switch', { name: 'forceLedgerAlign' })).toBeEnabled();
      await expect(output('50').querySelector('.tb-fmt-hidden')).toHaveTextContent(')');
      await expect(reset).toBeEnabled();
    });

    await step('precision 2 pads to two places; zeroPad false trims them again', async () => {
      await slide('precision', '{ArrowRight}{ArrowRight}{ArrowRight}');
      await expect(canvas.getByRole('slider', { name: 'precision' })).toHaveAttribute('aria-valuenow', '2');
      await expect(output(PI)).toHaveTextContent(/^3\.14\)$/);
      await expect(output('0.2')).toHaveTextContent(/^0\.20\)$/);
      await expect(output('-0.0012')).toHaveTextContent(/^\(0\.00\)$/);
      await expect(output('50')).toHaveTextContent(/^50\.00\)$/);

      await slide('zeroPad', '{ArrowRight}');
      await expect(canvas.getByRole('slider', { name: 'zeroPad' })).toHaveAttribute('aria-valuenow', '-1');
      await expect(output('0.2')).toHaveTextContent(/^0\.2\)$/);
      await expect(output('50')).toHaveTextContent(/^50\)$/);
      await slide('zeroPad', '{ArrowRight}');
      await expect(output('50')).toHaveTextContent(/^50\.00\)$/);
    });

    await step('omitFourDigitComma, withSignGlyph and strictZero', async () => {
      await slide('precision', '{ArrowLeft}{ArrowLeft}');
      await expect(output('1265')).toHaveTextContent(/^1,265\)$/);
      await toggle('omitFourDigitComma');
      await expect(output('1265')).toHaveTextContent(/^1265\)$/);
      await expect(output('12456.12')).toHaveTextContent(/^12,456\)$/);

      await toggle('withSignGlyph');
      await expect(output(PI)).toHaveTextContent(/^▲3\)$/);
      await expect(output('-1842343')).toHaveTextContent(/^\(▼1,842,343\)$/);
      await toggle('withSignGlyph');

      await expect(output('-0.0012')).toHaveTextContent(/^\(0\)$/);
      await expect(output('-0.0012').querySelector('.tb-fmt-neg')).not.toBeNull();
      await toggle('strictZero');
      await expect(output('-0.0012')).toHaveTextContent(/^0\)$/);
      await expect(output('-0.0012').querySelector('.tb-fmt-neutral')).not.toBeNull();
    });

    await step('custom colours, then none', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'custom' }));
      const span = (input: string) => output(input).querySelector('.tb-fmt-number');
      await expect(span('50')).toHaveStyle({ color: 'rgb(0, 170, 0)' });
      await expect(span('-1842343')).toHaveStyle({ color: 'rgb(204, 0, 0)' });
      await expect(span('0')).toHaveStyle({ color: 'rgb(153, 153, 153)' });
      await setText('positiveColor', '#0000ff');
      await expect(span('50')).toHaveStyle({ color: 'rgb(0, 0, 255)' });
      await userEvent.click(canvas.getByRole('radio', { name: 'false' }));
      await expect(canvas.getByLabelText('positiveColor')).toBeDisabled();
      await expect(span('50')?.getAttribute('style') ?? '').not.toMatch(/color/);
      await expect(output('50').querySelector('.tb-fmt-pos')).toBeNull();
    });

    await step('prefix, label, nullDisplay and zeroDisplay', async () => {
      await toggle('ledger');
      await setText('prefix', '$');
      await expect(output('-1842343')).toHaveTextContent(/^-\$1,842,343$/);
      await setText('label', 'USD');
      await expect(output('50')).toHaveTextContent(/^\$50USD$/);
      await setText('nullDisplay', 'N/A');
      await expect(output('null')).toHaveTextContent(/^N\/A$/);
      await expect(output('undefined')).toHaveTextContent(/^N\/A$/);
      await setText('zeroDisplay', 'zero');
      await expect(output('0')).toHaveTextContent(/^zero$/);
      await expect(output('-0.0012')).toHaveTextContent(/^zero$/);
    });

    await step('Reset restores the defaults', async () => {
      await userEvent.click(reset);
      await expect(output(PI)).toHaveTextContent(/^3\.1416$/);
      await expect(output('null')).toHaveTextContent(/^$/);
      await expect(canvas.getByRole('radio', { name: 'true' })).toBeChecked();
      await expect(canvas.getByLabelText('prefix')).toHaveValue('');
      await waitFor(() => expect(reset).toBeDisabled());
    });

    await step('other formatters: percent, millions with a label, quantity', async () => {
      await chooseFormatter('fmtPercent');
      await expect(output('0.25')).toHaveTextContent(/^25\.00%$/);
      await expect(output('-0.0012')).toHaveTextContent(/^-0\.12%$/);

      await chooseFormatter('fmtMillions');
      await setText('label', 'm');
      await expect(output('12345600')).toHaveTextContent(/^12\.3456m$/);
      await expect(output('123456789.12')).toHaveTextContent(/^123\.46m$/);

      await chooseFormatter('fmtQuantity');
      await setText('label', '');
      await expect(output('123456789.12')).toHaveTextContent(/^123\.46m$/);
      await expect(output('1234567890.12')).toHaveTextContent(/^1\.23b$/);
      await expect(output('920120.21343')).toHaveTextContent(/^920,120$/);
    });

    await step('the try-it row formats what is typed', async () => {
      await userEvent.clear(tryIt);
      await userEvent.type(tryIt, '-9876.5{Enter}');
      await expect(tryItOutput()).toHaveTextContent(/^-9,877$/);
      await userEvent.clear(tryIt);
      await userEvent.type(tryIt, '{Enter}');
      await expect(tryItOutput()).toHaveTextContent(/^$/);
    });
  },
};
