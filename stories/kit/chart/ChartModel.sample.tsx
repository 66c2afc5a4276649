import { useLocalModel } from '@toolbox/kit/app';
import { Chart, ChartModel } from '@toolbox/kit/chart';

/** A line chart: the model holds the series and options; `setSeries` replaces the data as it changes. */
export function PriceChart() {
  const model = useLocalModel(
    () =>
      new ChartModel({
        title: 'AAPL',
        yAxisTitle: 'Price',
        series: [
          {
            name: 'Close',
            type: 'line',
            data: [
              [Date.UTC(2026, 0, 2), 212.4],
              [Date.UTC(2026, 0, 5), 214.1],
            ],
          },
        ],
      }),
  );
  return <Chart model={model} />;
}
