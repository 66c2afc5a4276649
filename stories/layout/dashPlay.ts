import { expect, userEvent, waitFor, within } from 'storybook/test';
import { dashWidget as chartWidget } from '../common/dashWidgets/ChartWidget';
import { EXPORT_CSV } from '../common/dashWidgets/ChartWidgetModel';
import { catchDownload, csvRows } from '../common/downloads';
import { expectToast } from '../common/expectToast';
import { chooseMenuItem } from '../common/menuPlayHelpers';

/** What the plays of both dashboard demos (DashContainer, DashCanvas) do alike. */

/** Title of the chart view. */
export const CHART_TITLE = chartWidget.title;

/** The parts of a dashboard demo a play reads: the dashboard, its view count, its toolbar buttons. */
export function dashDemo(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    dashboard: () => canvas.getByRole('group', { name: 'Dashboard' }),
    viewCount: () => canvas.getByText(/^\d+ views?$/),
    button: (name: string) => canvas.getByRole('button', { name }),
    /** Reset State: the toast, then the default views (their names as `viewNames` reads them). */
    resetState: async (viewNames: () => (string | null)[], defaults: readonly string[]) => {
      await userEvent.click(await canvas.findByRole('button', { name: 'Reset State' }));
      await expectToast('Dash state reset to default');
      await waitFor(() => expect(viewNames()).toEqual(defaults));
      await expect(canvas.getByText(/^\d+ views?$/)).toHaveTextContent(`${defaults.length} views`);
    },
  };
}

const DAY_MS = 86_400_000;
/** The chart view's clock (SPEC §9): the local time with seconds, e.g. '3:04:05 PM'. */
const CLOCK = /^\d{1,2}:\d{2}:\d{2} [AP]M$/;

function clockText(titleBar: HTMLElement): string {
  return titleBar.querySelector('.tb-dash-title__detail')?.textContent ?? '';
}

/** Waits for the chart view's title to show the time, then for the time to move on (it ticks every second). */
export async function expectClockTicks(titleBar: () => HTMLElement): Promise<void> {
  let first = '';
  await waitFor(() => {
    first = clockText(titleBar());
    expect(first).toMatch(CLOCK);
  });
  await waitFor(() => {
    const now = clockText(titleBar());
    expect(now).toMatch(CLOCK);
    expect(now).not.toBe(first);
  });
}

/** The chart view's range buttons. */
export function rangeGroup(view: HTMLElement): HTMLElement {
  return within(view).getByRole('radiogroup', { name: 'Range' });
}

/** The range the chart view shows: the name of its checked range button ('30 days'). */
export function shownRange(view: HTMLElement): string | null {
  const checked = within(rangeGroup(view))
    .getAllByRole('radio')
    .find((r) => r.getAttribute('aria-checked') === 'true');
  return checked?.textContent ?? null;
}

/**
 * Chooses Export Data (CSV) from the chart view's menu and reads the file: its name, header and the first
 * and last day, and how many days apart they are.
 */
export async function exportChartCsv(menuButton: HTMLElement) {
  const download = catchDownload();
  await chooseMenuItem(menuButton, EXPORT_CSV);
  const { fileName, text } = await download;
  const [header, ...rows] = csvRows(text).filter((r) => r.some(Boolean));
  const first = rows[0]?.[0] ?? '';
  const last = rows.at(-1)?.[0] ?? '';
  return {
    fileName,
    header,
    rows,
    spanDays: (Date.parse(last) - Date.parse(first)) / DAY_MS,
  };
}
