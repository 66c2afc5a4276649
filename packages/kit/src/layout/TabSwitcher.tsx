import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
import { fromSnapshot, type TabSnapshot } from './TabModel';
import { revealActiveTab } from './revealActiveTab';

export interface TabSwitcherProps {
  tabs: readonly TabSnapshot[];
  activeTabId: string | null;
  'aria-label'?: string;
}

/** The built-in strip of tabs; Radix gives it arrow-key, Home and End navigation and the ARIA roles. */
export function TabSwitcher({ tabs, activeTabId, 'aria-label': ariaLabel }: TabSwitcherProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const count = tabs.length;
  useEffect(() => {
    if (listRef.current) revealActiveTab(listRef.current);
  }, [activeTabId, count]);

  return (
    <Tabs.List ref={listRef} className="tb-tabs__list" aria-label={ariaLabel} loop>
      {tabs.map((tab) => (
        <Tabs.Trigger
          key={tab.id}
          value={tab.id}
          disabled={tab.disabled}
          title={tab.tooltip}
          className="tb-tabs__tab"
        >
          {tab.icon != null && (
            <span className="tb-tabs__icon" aria-hidden="true">
              {fromSnapshot<ReactNode>(tab.icon)}
            </span>
          )}
          <span className="tb-tabs__title">{tab.title}</span>
          {tab.badge != null && tab.badge !== '' && (
            <>
              {/* Whitespace collapses away in the flex row, but keeps the accessible name 'Title Badge'. */}{' '}
              <span className="tb-tabs__badge">{tab.badge}</span>
            </>
          )}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
  );
}
