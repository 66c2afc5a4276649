import type { DashViewSpec } from '@toolbox/kit/dash';
import type { DashWidget, DashWidgetUse } from './DashWidget';

export type { DashWidget, DashWidgetUse } from './DashWidget';

// Every `*Widget.tsx` beside this file exports its widget as `dashWidget`: adding a widget is adding a file.
const modules = import.meta.glob<{ dashWidget?: DashWidget }>('./*Widget.tsx', { eager: true });

/** The widgets the dashboards can show, by id. */
export const DASH_WIDGETS: ReadonlyMap<string, DashWidget> = new Map(
  Object.values(modules)
    .map((m) => m.dashWidget)
    .filter((w): w is DashWidget => w != null)
    .map((w) => [w.id, w]),
);

/**
 * View specs for a dashboard from the widgets it uses, each with that dashboard's own rules and sizes; a
 * widget that is not in the registry is left out (and so are its views in saved or initial state).
 */
export function widgetSpecs(uses: readonly DashWidgetUse[]): DashViewSpec[] {
  return uses.flatMap(({ widget, ...rest }) => {
    const w = DASH_WIDGETS.get(widget);
    return w ? [{ id: w.id, title: w.title, icon: w.icon, content: w.content, ...rest }] : [];
  });
}
