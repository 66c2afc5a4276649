import type { ReactNode } from 'react';
import type { TabContent as TabContentSpec } from './tabTypes';

/**
 * Renders a tab's content. Calling a render function here, inside the tab's ErrorBoundary, is what keeps an
 * error it throws inside that tab.
 */
export function TabContent({ content }: { content: TabContentSpec }): ReactNode {
  return typeof content === 'function' ? content() : content;
}
