import { ChartBarIcon, CodeIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Chart } from '@toolbox/kit/chart';
import { Label, NumberInput, Select } from '@toolbox/kit/input';
import { Filler, Panel, Toolbar, ToolbarSeparator } from '@toolbox/kit/panel';
import { OhlcPanelModel } from './OhlcPanelModel';
import './ChartDemos.css';

/** The OHLC demo: a stock chart of one symbol, its aspect ratio, and a button calling the chart's API. */
export function OhlcPanel() {
  const model = useLocalModel(() => new OhlcPanelModel());
  const { symbols, symbol, loading, aspectRatio, chartExists } = useSnapshot(model);
  return (
    <Panel
      title="OHLC Chart"
      icon={<ChartBarIcon />}
      className="tb-chart-demo"
      mask={loading}
      tbar={
        <Toolbar aria-label="OHLC chart options">
          <Label htmlFor="ohlc-symbol">Symbol</Label>
          <Select<string>
            id="ohlc-symbol"
            aria-label="Symbol"
            value={symbol}
            options={symbols}
            enableFilter={false}
            width={110}
            onChange={(v) => v && model.setSymbol(v)}
          />
          <ToolbarSeparator />
          <Label htmlFor="ohlc-aspect-ratio">Aspect Ratio</Label>
          <NumberInput
            id="ohlc-aspect-ratio"
            aria-label="Aspect Ratio"
            value={aspectRatio}
            min={0}
            step={0.25}
            commitOnChange
            allowEmpty
            placeholder="Fill"
            width={80}
            onChange={(v) => model.setAspectRatio(v)}
          />
          <Filler />
          <Button
            icon={<CodeIcon />}
            text="Call chart API"
            outlined
            disabled={!chartExists}
            onClick={() => void model.callChartApi()}
          />
        </Toolbar>
      }
    >
      <Chart model={model.chartModel} />
    </Panel>
  );
}
