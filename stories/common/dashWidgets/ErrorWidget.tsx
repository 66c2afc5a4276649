import { SkullIcon } from '@phosphor-icons/react';
import type { DashWidget } from './DashWidget';

/** What the failing view throws: the dashboard shows it in the view's managed error message. */
export const ERROR_WIDGET_MESSAGE =
  'This view failed while rendering. The dashboard wraps every view in its own ErrorBoundary, so only ' +
  'this view shows an error - the other views keep working.';

/** A view that always throws while rendering, to show that its error stays inside it. */
function ErrorWidget(): never {
  throw new Error(ERROR_WIDGET_MESSAGE);
}

export const dashWidget: DashWidget = {
  id: 'error',
  title: 'Error Example',
  icon: <SkullIcon />,
  content: ErrorWidget,
};
