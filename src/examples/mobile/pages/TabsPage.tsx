import { ChartLineIcon, InfoIcon, UsersIcon } from '@phosphor-icons/react';
import { useLocalModel } from '../../../kit/app';
import { TabContainer, TabContainerModel } from '../../../kit/layout';
import { useSwipe } from '../useSwipe';

/** Tabs a phone changes by swiping the content sideways, as well as by tapping the switcher. */
export function TabsPage() {
  const model = useLocalModel(
    () =>
      new TabContainerModel({
        tabs: [
          {
            id: 'overview',
            title: 'Overview',
            icon: <InfoIcon />,
            content: () => (
              <TabText title="Overview">
                Swipe left for the next tab and right for the one before, or tap a tab above.
              </TabText>
            ),
          },
          {
            id: 'activity',
            title: 'Activity',
            icon: <ChartLineIcon />,
            content: () => (
              <TabText title="Activity">
                Each tab mounts when it is shown and lets go of its state when hidden.
              </TabText>
            ),
          },
          {
            id: 'people',
            title: 'People',
            icon: <UsersIcon />,
            content: () => (
              <TabText title="People">
                The last tab: a swipe left here stays put, as there is nothing beyond.
              </TabText>
            ),
          },
        ],
      }),
    { refreshable: false },
  );
  const swipe = useSwipe((direction) => {
    const ids = model.switcherTabs.map((t) => t.id);
    const at = ids.indexOf(model.activeTabId ?? '');
    const next = ids[at + (direction === 'left' ? 1 : -1)];
    if (next) model.activateTab(next);
  });
  return (
    <div className="tb-mobile-page tb-mobile-page--fill tb-mobile-tabs" data-testid="swipe-area" {...swipe}>
      <TabContainer model={model} aria-label="Sections" />
    </div>
  );
}

function TabText({ title, children }: { title: string; children: string }) {
  return (
    <section className="tb-mobile-tabs__content" aria-label={title}>
      <h2>{title}</h2>
      <p>{children}</p>
    </section>
  );
}
