import type { ReactNode } from 'react';
import { ArrowCounterClockwiseIcon, SlidersHorizontalIcon } from '@phosphor-icons/react';
import { useLocalModel } from '../../src/kit/app';
import { Button } from '../../src/kit/button';
import { Panel, PanelModel, type PanelModelConfig } from '../../src/kit/panel';

export interface OptionsPanelProps {
  /** Default 'Options'. */
  title?: string;
  /** Its size and whether it resizes (it always sits on the right, collapsible). */
  sizing: Pick<PanelModelConfig, 'defaultSize' | 'minSize' | 'maxSize' | 'resizable'>;
  /** A Reset Options button below, when given. */
  onReset?: () => void;
  /** The button is off (e.g. while every option has its default). */
  resetDisabled?: boolean;
  children: ReactNode;
}

/** The right-hand side panel where a demo keeps its options (put it last in a SplitPanel). */
export function OptionsPanel({
  title = 'Options',
  sizing,
  onReset,
  resetDisabled,
  children,
}: OptionsPanelProps) {
  const panelModel = useLocalModel(() => new PanelModel({ side: 'right', collapsible: true, ...sizing }));
  return (
    <Panel
      title={title}
      icon={<SlidersHorizontalIcon />}
      model={panelModel}
      compactHeader
      bbar={
        onReset && (
          <Button
            icon={<ArrowCounterClockwiseIcon />}
            text="Reset Options"
            minimal
            disabled={resetDisabled}
            onClick={onReset}
          />
        )
      }
    >
      {children}
    </Panel>
  );
}
