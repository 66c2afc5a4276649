import { clsx } from 'clsx';
import * as Tabs from '@radix-ui/react-tabs';
import type { CSSProperties } from 'react';
import { useSnapshot } from 'valtio';
import { PanelVisibility } from '../app/panelVisibility';
import { ErrorBoundary } from '../panel';
import { TabContent } from './TabContent';
import type { TabContainerModel } from './TabContainerModel';
import { fromSnapshot, type TabSnapshot } from './TabModel';
import { TabSwitcher } from './TabSwitcher';
import type { RenderMode, TabContent as TabContentSpec } from './tabTypes';
import './TabContainer.css';

export interface TabContainerProps {
  /** The tabs, which is active, where the switcher sits and when hidden tabs are mounted: see TabContainerModel. */
  model: TabContainerModel;
  /** Accessible name of the tab list (e.g. what the tabs are about). */
  'aria-label'?: string;
  /** A class added to the component's outer element. */
  className?: string;
  /** Styles of the component's outer element. */
  style?: CSSProperties;
  /** Flex value when the container sits in a flex container (default: fill it). */
  flex?: CSSProperties['flex'];
  /** Width: pixels, or any CSS length. */
  width?: CSSProperties['width'];
  /** Height: pixels, or any CSS length. */
  height?: CSSProperties['height'];
}

/**
 * Tabs driven by a TabContainerModel: a switcher on any side (or none, for a custom one), content mounted per
 * the render mode, and an ErrorBoundary per tab so a failing tab shows its error while the others keep working.
 */
export function TabContainer({
  model,
  'aria-label': ariaLabel,
  className,
  style,
  flex,
  width,
  height,
}: TabContainerProps) {
  const snap = useSnapshot(model);
  const { switcherPosition: position, activeTabId, tabs } = snap;
  const switcherTabs = tabs.filter((t) => !t.excludeFromSwitcher);
  const inSwitcher = new Set(position === 'none' ? [] : switcherTabs.map((t) => t.id));
  const switcher =
    position === 'none' || switcherTabs.length === 0 ? null : (
      <TabSwitcher tabs={switcherTabs} activeTabId={activeTabId} aria-label={ariaLabel} />
    );
  const switcherFirst = position === 'top' || position === 'left';

  return (
    <Tabs.Root
      value={activeTabId ?? ''}
      onValueChange={(id) => model.activateTab(id)}
      orientation={position === 'left' || position === 'right' ? 'vertical' : 'horizontal'}
      activationMode="automatic"
      className={clsx('tb-tabs', `tb-tabs--${position}`, className)}
      style={{ flex, width, height, ...style }}
    >
      {switcherFirst && switcher}
      <div className="tb-tabs__body">
        {tabs.length === 0 ? (
          <div className="tb-tabs__empty">{snap.emptyText}</div>
        ) : (
          tabs.map((tab) =>
            isMounted(tab, activeTabId, snap.renderMode) ? (
              <Tabs.Content
                key={tab.id}
                value={tab.id}
                forceMount
                hidden={tab.id !== activeTabId}
                className="tb-tabs__panel"
                // A tab without a trigger in the switcher cannot label its panel, so the panel names itself.
                {...(inSwitcher.has(tab.id) ? {} : { 'aria-labelledby': undefined, 'aria-label': tab.title })}
              >
                <PanelVisibility visible={tab.id === activeTabId}>
                  <ErrorBoundary resetKeys={[tab.content]}>
                    <TabContent content={fromSnapshot<TabContentSpec>(tab.content)} />
                  </ErrorBoundary>
                </PanelVisibility>
              </Tabs.Content>
            ) : null,
          )
        )}
      </div>
      {!switcherFirst && switcher}
    </Tabs.Root>
  );
}

function isMounted(tab: TabSnapshot, activeTabId: string | null, containerMode: RenderMode): boolean {
  if (tab.id === activeTabId) return true;
  const mode = tab.renderMode ?? containerMode;
  if (mode === 'always') return true;
  return mode === 'lazy' && tab.wasActivated;
}
