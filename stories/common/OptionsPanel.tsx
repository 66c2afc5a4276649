import type { ReactNode } from 'react';
import { ArrowCounterClockwiseIcon, SlidersHorizontalIcon } from '@phosphor-icons/react';
import { Button } from '@toolbox/kit/button';
import { Panel, PanelModel, type PanelModelConfig } from '@toolbox/kit/panel';

export interface OptionsPanelProps {
  /** Default 'Options'. */
  title?: string;
  /**
   * Its size and collapsed state (`optionsPanelModel`). The caller makes it: the SplitPanel around sizes its
   * children by the models it finds in their props.
   */
  model: PanelModel;
  /** A Reset Options button below, when given. */
  onReset?: () => void;
  /** The button is off (e.g. while every option has its default). */
  resetDisabled?: boolean;
  children: ReactNode;
}

/** The model of an OptionsPanel: its size and whether it resizes; it always sits on the right, collapsible. */
export function optionsPanelModel(
  sizing: Pick<PanelModelConfig, 'defaultSize' | 'minSize' | 'maxSize' | 'resizable'>,
): PanelModel {
  return new PanelModel({ side: 'right', collapsible: true, ...sizing });
}

/** The right-hand side panel where a demo keeps its options (put it last in a SplitPanel). */
export function OptionsPanel({
  title = 'Options',
  model,
  onReset,
  resetDisabled,
  children,
}: OptionsPanelProps) {
  return (
    <Panel
      title={title}
      icon={<SlidersHorizontalIcon />}
      model={model}
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
