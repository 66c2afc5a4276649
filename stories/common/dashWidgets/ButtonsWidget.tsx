import { useEffect } from 'react';
import { ChartLineIcon, CursorClickIcon, GearIcon, SkullIcon } from '@phosphor-icons/react';
import { z } from 'zod';
import { useSnapshot } from 'valtio';
import { ButtonGroupInput } from '@toolbox/kit/button';
import type { DashViewProps } from '@toolbox/kit/dash';
import type { DashWidget } from './DashWidget';
import './dashWidgets.css';

export const BUTTON_CHOICES = ['Button 1', 'Button 2', 'Button 3'] as const;
type ButtonChoice = (typeof BUTTON_CHOICES)[number];

const ICONS: Record<ButtonChoice, React.ReactNode> = {
  'Button 1': <ChartLineIcon />,
  'Button 2': <GearIcon />,
  'Button 3': <SkullIcon />,
};

/** What the view keeps: the chosen button. */
const ButtonsState = z.object({ value: z.enum(BUTTON_CHOICES) });

/**
 * A stateful view: the chosen button is the view's own state, saved with the dashboard and restored when the
 * view renders again; the view's icon follows the choice.
 */
function ButtonsWidget({ viewModel }: DashViewProps) {
  const { viewState } = useSnapshot(viewModel);
  const value = ButtonsState.safeParse(viewState).data?.value ?? 'Button 1';
  useEffect(() => {
    viewModel.setIcon(ICONS[value]);
  }, [viewModel, value]);
  return (
    <div className="tb-dash-widget tb-dash-widget--padded">
      <ButtonGroupInput
        aria-label="Choose a button"
        value={value}
        onChange={(v) => v && viewModel.setViewState({ value: v })}
        options={BUTTON_CHOICES.map((b) => ({ value: b, label: b, icon: ICONS[b], title: b }))}
        outlined
      />
      <p className="tb-dash-widget__note">A stateful ButtonGroupInput. &quot;{value}&quot; is selected.</p>
    </div>
  );
}

export const dashWidget: DashWidget = {
  id: 'buttons',
  title: 'Buttons',
  icon: <CursorClickIcon />,
  content: ButtonsWidget,
};
