import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectToast } from '../common/expectToast';
import { SimpleRoutingPanel } from './SimpleRoutingPanel';
import { BASE_ROUTE_ID, notFoundText, RECORD_ROUTE_ID } from './SimpleRoutingPanelModel';
import { BASE_PATH, withSimpleRoutingRouter, type SimpleRoutingParameters } from './SimpleRoutingRouter';

const description =
  'Grid selection kept in the address, so a selected record can be bookmarked and shared: selecting ' +
  'a trade changes the route, opening a route with a trade id selects it and scrolls to it, and an ' +
  'unknown id warns and falls back. The bar at the bottom shows the current route.';

const meta = {
  title: 'Other/Simple Routing',
  component: SimpleRoutingPanel,
  decorators: [withSimpleRoutingRouter],
  parameters: { docs: { description: { component: description } } },
} satisfies Meta<typeof SimpleRoutingPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const APP_BASE = `/app${BASE_PATH}`;
const UNKNOWN_ID = '999999';

/** The grid, the route readout, and the row of a trade by id (once AG Grid has rendered it). */
async function setUp(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const grid = await canvas.findByRole('grid', { name: 'Trades' });
  await waitFor(() => expect(grid.querySelectorAll('[role="row"][row-id]').length).toBeGreaterThan(10));
  const route = () => canvas.getByRole('status', { name: 'Current route' });
  const routeId = () => canvas.getByRole('status', { name: 'Route id' });
  const row = (id: number | string) => grid.querySelector<HTMLElement>(`[role="row"][row-id="${id}"]`);
  const selectedIds = () =>
    [...grid.querySelectorAll('[role="row"][aria-selected="true"]')].map((r) => r.getAttribute('row-id'));
  const expectRoute = async (path: string, id: string) => {
    await waitFor(() => expect(route().querySelector('code')).toHaveTextContent(new RegExp(`^${path}$`)));
    await expect(routeId().textContent).toBe(id);
  };
  return { canvas, grid, route, row, selectedIds, expectRoute };
}

/** Rows select into the route, Clear Selection goes to the base route, Go to record selects by id. */
export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const { canvas, grid, route, row, selectedIds, expectRoute } = await setUp(canvasElement);

    await step('the base route selects nothing', async () => {
      await expectRoute(APP_BASE, BASE_ROUTE_ID);
      await expect(route()).toHaveTextContent('No recordId');
      await expect(selectedIds()).toEqual([]);
      await expect(canvas.getByRole('button', { name: 'Clear Selection' })).toBeDisabled();
    });

    await step('selecting a row puts its id in the route', async () => {
      const third = grid.querySelector<HTMLElement>('[role="row"][row-index="2"]') as HTMLElement;
      const id = third.getAttribute('row-id') as string;
      await userEvent.click(within(third).getByText(id));
      await expectRoute(`${APP_BASE}/${id}`, RECORD_ROUTE_ID);
      await expect(route()).toHaveTextContent(`recordId: ${id}`);
      await expect(selectedIds()).toEqual([id]);

      const fifth = grid.querySelector<HTMLElement>('[role="row"][row-index="4"]') as HTMLElement;
      const next = fifth.getAttribute('row-id') as string;
      await userEvent.click(within(fifth).getByText(next));
      await expectRoute(`${APP_BASE}/${next}`, RECORD_ROUTE_ID);
      await expect(selectedIds()).toEqual([next]);
    });

    await step('clearing the selection goes back to the base route', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Clear Selection' }));
      await expectRoute(APP_BASE, BASE_ROUTE_ID);
      await waitFor(() => expect(selectedIds()).toEqual([]));
      await expect(canvas.getByRole('button', { name: 'Clear Selection' })).toBeDisabled();
    });

    await step('a record id sent to the route selects that trade and scrolls it into view', async () => {
      await userEvent.type(canvas.getByLabelText('Go to record'), '640{Enter}');
      await expectRoute(`${APP_BASE}/640`, RECORD_ROUTE_ID);
      await waitFor(() => expect(row(640)).toHaveAttribute('aria-selected', 'true'));
      await waitFor(() => expect(within(row(640) as HTMLElement).getByText('640')).toBeVisible());
    });

    await step('an unknown record id gives the not-found toast and the base route', async () => {
      await userEvent.type(canvas.getByLabelText('Go to record'), 'abc');
      await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
      await expectToast(notFoundText('abc'));
      await expectRoute(APP_BASE, BASE_ROUTE_ID);
      await waitFor(() => expect(selectedIds()).toEqual([]));
    });
  },
};

/** Opened on /app/other/simpleRouting/500: trade 500 is selected and scrolled into view. */
export const WithRecord: Story = {
  parameters: { simpleRouting: { initialPath: `${BASE_PATH}/500` } satisfies SimpleRoutingParameters },
  play: async ({ canvasElement }) => {
    const { row, selectedIds, expectRoute } = await setUp(canvasElement);
    await waitFor(() => expect(row(500)).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(within(row(500) as HTMLElement).getByText('500')).toBeVisible());
    await expect(selectedIds()).toEqual(['500']);
    await expectRoute(`${APP_BASE}/500`, RECORD_ROUTE_ID);
  },
};

/** Opened on a record id no trade has: 'Record 999999 not found.' and back to the base route. */
export const RecordNotFound: Story = {
  parameters: {
    simpleRouting: { initialPath: `${BASE_PATH}/${UNKNOWN_ID}` } satisfies SimpleRoutingParameters,
  },
  play: async ({ canvasElement }) => {
    const { selectedIds, expectRoute } = await setUp(canvasElement);
    const toast = await expectToast(notFoundText(UNKNOWN_ID));
    await expect(toast).toHaveTextContent('Record 999999 not found.');
    await expect(toast.closest('.tb-toast')).toHaveClass('tb-toast--danger');
    await expectRoute(APP_BASE, BASE_ROUTE_ID);
    await expect(selectedIds()).toEqual([]);
  },
};
