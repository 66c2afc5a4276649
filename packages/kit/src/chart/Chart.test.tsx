import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTheme } from '../theme';
import { Chart } from './Chart';
import { ChartModel } from './ChartModel';
import { dailyPoints, stubResizeObserver } from './chartTestUtils';

beforeEach(() => {
  stubResizeObserver(900, 500);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(async () => setTheme('light'));
});

function lineModel(): ChartModel {
  return new ChartModel({
    title: 'Closes',
    yAxisTitle: 'USD',
    series: [
      { name: 'AAPL', data: dailyPoints(300, (i) => 100 + Math.sin(i / 9) * 10) },
      { name: 'MSFT', data: dailyPoints(300, (i) => 200 + i / 3) },
    ],
  });
}

describe('Chart', () => {
  it('draws axes with the value axis title, a path per series and a legend', () => {
    const model = lineModel();
    const { container } = render(<Chart model={model} />);
    expect(screen.getByText('USD', { selector: 'text' })).toBeInTheDocument();
    expect(container.querySelector('[data-series="AAPL"]')?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+L/);
    expect(container.querySelector('[data-series="MSFT"]')).not.toBeNull();
    const legend = screen.getByRole('group', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['AAPL', 'MSFT']);
    expect(model.isRendered).toBe(true);
  });

  it('hides a series from its legend entry and shows it again', async () => {
    const model = lineModel();
    const { container } = render(<Chart model={model} />);
    const entry = screen.getByRole('button', { name: 'MSFT' });
    await userEvent.click(entry);
    expect(entry).toHaveAttribute('aria-pressed', 'false');
    expect(container.querySelector('[data-series="MSFT"]')).toBeNull();
    await userEvent.click(entry);
    expect(container.querySelector('[data-series="MSFT"]')).not.toBeNull();
  });

  it('reads every series at a day from the keyboard (the shared tooltip)', () => {
    const { container } = render(<Chart model={lineModel()} />);
    const plot = screen.getByRole('group', { name: /^Closes: AAPL, MSFT/ });
    fireEvent.keyDown(plot, { key: 'Home' });
    const tooltip = container.querySelector('.tb-chart-tooltip');
    expect(tooltip).toHaveTextContent('Monday, Jan 1, 2024');
    expect(tooltip).toHaveTextContent('AAPL100.00');
    expect(tooltip).toHaveTextContent('MSFT200.00');
    fireEvent.keyDown(plot, { key: 'ArrowRight' });
    expect(container.querySelector('.tb-chart-tooltip')).toHaveTextContent('Tuesday, Jan 2, 2024');
    fireEvent.keyDown(plot, { key: 'Escape' });
    expect(container.querySelector('.tb-chart-tooltip')).toBeNull();
  });

  it('zooms with + and resets with 0, showing Reset zoom meanwhile', async () => {
    const model = lineModel();
    render(<Chart model={model} />);
    const plot = screen.getByRole('group', { name: /^Closes/ });
    fireEvent.keyDown(plot, { key: '+' });
    expect(model.isZoomed).toBe(true);
    await userEvent.click(await screen.findByRole('button', { name: 'Reset zoom' }));
    expect(model.isZoomed).toBe(false);
    expect(screen.queryByRole('button', { name: 'Reset zoom' })).toBeNull();
  });

  it('says No data when no series has points', () => {
    render(<Chart model={new ChartModel({ series: [{ name: 'AAPL', data: [] }] })} />);
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('offers the menu from its button, and none with menu none', async () => {
    const model = lineModel();
    render(<Chart model={model} />);
    await userEvent.click(screen.getByRole('button', { name: 'Chart menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['View full screen', 'Print chart', 'Download PNG', 'Download SVG', 'Export Data (CSV)']);
    await userEvent.keyboard('{Escape}');
    // valtio tells views of a change after the current task: let it.
    await act(async () => model.setMenu('none'));
    expect(screen.queryByRole('button', { name: 'Chart menu' })).toBeNull();
  });

  it('draws bars with the range selector and navigator, and follows the dark theme', async () => {
    const model = new ChartModel({
      rangeSelector: true,
      navigator: true,
      series: [
        {
          name: 'AAPL',
          type: 'ohlc',
          data: dailyPoints(800, (i) => 50 + i / 10).map(([t, v]) => [t, v, v + 1, v - 1, v + 0.5] as const),
        },
      ],
    });
    const { container } = render(<Chart model={model} />);
    expect(screen.getByRole('button', { name: '1y' })).toHaveAttribute('aria-pressed', 'true');
    expect(container.querySelector('[data-bars="up"]')?.getAttribute('d')).toMatch(/^M/);
    expect(screen.getByRole('slider', { name: 'Navigator: the range shown' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(model.rangeSelected).toBe(5);
    expect(container.querySelector('.tb-chart')).toHaveClass('tb-chart--light');
    await act(async () => setTheme('dark'));
    expect(container.querySelector('.tb-chart')).toHaveClass('tb-chart--dark');
  });

  it('draws nothing inside its container until the container has a size, then all of it at once', () => {
    // The container is not laid out yet (jsdom measures 0 × 0): its size comes when `report` is called.
    const report = stubResizeObserver(900, 500, { deferred: true });
    const { container } = render(<Chart model={lineModel()} />);
    expect(container.querySelector('.tb-chart')).toBeEmptyDOMElement();
    act(() => report());
    expect(screen.getByRole('group', { name: 'Legend' })).toBeInTheDocument();
    expect(container.querySelector('[data-series="AAPL"]')).not.toBeNull();
  });

  it('keeps its aspect ratio within the space given', () => {
    const model = lineModel();
    model.setAspectRatio(3);
    const { container } = render(<Chart model={model} />);
    const box = container.querySelector<HTMLElement>('.tb-chart__box');
    expect(box?.style.width).toBe('900px');
    expect(box?.style.height).toBe('300px');
  });
});
