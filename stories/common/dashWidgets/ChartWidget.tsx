import { ChartLineIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { ButtonGroupInput } from '@toolbox/kit/button';
import { Chart } from '@toolbox/kit/chart';
import type { DashViewProps } from '@toolbox/kit/dash';
import { Filler, Panel, Toolbar } from '@toolbox/kit/panel';
import type { DashWidget } from './DashWidget';
import { CHART_RANGES, ChartWidgetModel, type ChartRange } from './ChartWidgetModel';
import './dashWidgets.css';

const RANGE_OPTIONS = CHART_RANGES.map((days) => ({ value: String(days), label: `${days} days` }));

/** Daily closes over a chosen range; the range is the view's saved state, the time ticks in its title. */
function ChartWidget({ viewModel }: DashViewProps) {
  const model = useLocalModel(() => new ChartWidgetModel(viewModel));
  const { loading, range, symbol } = useSnapshot(model);
  return (
    <div className="tb-dash-widget">
      <Panel
        mask={loading}
        bbar={
          <Toolbar compact>
            <ButtonGroupInput
              aria-label="Range"
              value={String(range)}
              options={RANGE_OPTIONS}
              onChange={(v) => v && model.setRange(Number(v) as ChartRange)}
              minimal
            />
            <Filler />
            {symbol && (
              <span className="tb-dash-widget__note tb-dash-widget__caption">{symbol} close, USD</span>
            )}
          </Toolbar>
        }
      >
        <Chart model={model.chartModel} className="tb-dash-widget__chart" />
      </Panel>
    </div>
  );
}

export const dashWidget: DashWidget = {
  id: 'chart',
  title: 'Chart',
  icon: <ChartLineIcon />,
  content: ChartWidget,
};
