import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { ArrowCounterClockwiseIcon, SlidersHorizontalIcon } from '@phosphor-icons/react';
import { Button } from '@toolbox/kit/button';
import { Filler, Panel } from '@toolbox/kit/panel';
import type { FormatDemoModel } from './FormatDemoModel';
import { FormatResults, type FormatResultsProps } from './FormatResults';
import './FormatDemo.css';

export interface FormatDemoPanelProps extends FormatResultsProps {
  title: string;
  icon: ReactNode;
  width: number;
  height: number;
  /** The demo's model: its form names the formatter (`fnName`), Reset restores its defaults. */
  model: FormatDemoModel<{ fnName: string }, unknown>;
  /** The option form. */
  options: ReactNode;
}

/**
 * The frame of the format demos: the 'Function + Options' panel (the option form, the call it makes and Reset)
 * beside the 'Input > Output' table of samples and the try-it row.
 */
export function FormatDemoPanel({
  title,
  icon,
  width,
  height,
  model,
  options,
  ...results
}: FormatDemoPanelProps) {
  const { form, isDefault } = useSnapshot(model);
  return (
    <Panel title={title} icon={icon} width={width} height={height} className="tb-demo-format">
      <div className="tb-demo-format__body">
        <Panel
          title="Function + Options"
          icon={<SlidersHorizontalIcon />}
          compactHeader
          flex={1}
          className="tb-demo-format__options-panel"
          bbar={
            <>
              <span className="tb-demo-format__call">
                <code>{form.fnName}(value, options)</code>
              </span>
              <Filler />
              <Button
                icon={<ArrowCounterClockwiseIcon />}
                text="Reset"
                minimal
                disabled={isDefault}
                onClick={() => model.reset()}
              />
            </>
          }
        >
          {options}
        </Panel>
        <FormatResults {...results} />
      </div>
    </Panel>
  );
}
