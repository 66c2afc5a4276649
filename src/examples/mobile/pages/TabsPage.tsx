import { ChartLineIcon, InfoIcon, UsersIcon } from '@phosphor-icons/react';
import type { ReactNode } from 'react';
import { useLocalModel } from '@toolbox/kit/app';
import { TabContainer, TabContainerModel } from '@toolbox/kit/layout';
import { useSwipe } from '../useSwipe';

/** What each tab holds: sample content of a desk's app, the same on every visit. */
const OVERVIEW: readonly [title: string, text: string][] = [
  ['Overview', 'What the tabs hold, and how to move between them.'],
  ['Activity', 'The latest trades and alerts of the desk.'],
  ['People', 'Who is on the desk today.'],
];

const ACTIVITY: readonly [what: string, detail: string, when: string][] = [
  ['Trade booked', 'Bastion Labs · 12,000 shares', '09:42'],
  ['Limit reached', 'Sable Foods · P&L below -1.9M', '09:15'],
  ['Trade booked', 'Vertex Systems · 4,500 shares', '08:58'],
  ['Position closed', 'Quartz Bancorp', '08:31'],
  ['Market open', 'New York', '08:00'],
];

const PEOPLE: readonly [name: string, role: string][] = [
  ['Ana Ruiz', 'Head trader'],
  ['Ben Okafor', 'Risk analyst'],
  ['Chloé Martin', 'Portfolio manager'],
  ['Dev Patel', 'Operations'],
];

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
              <TabContent
                title="Overview"
                intro="Swipe left for the next tab and right for the one before, or tap a tab above."
              >
                <ul className="tb-mobile-tabs__list">
                  {OVERVIEW.map(([title, text]) => (
                    <li key={title}>
                      <div>
                        <strong>{title}</strong>
                        <small>{text}</small>
                      </div>
                    </li>
                  ))}
                </ul>
              </TabContent>
            ),
          },
          {
            id: 'activity',
            title: 'Activity',
            icon: <ChartLineIcon />,
            content: () => (
              <TabContent title="Activity" intro="The desk's latest events. A tab mounts when it is shown.">
                <ul className="tb-mobile-tabs__list">
                  {ACTIVITY.map(([what, detail, when]) => (
                    <li key={what + when}>
                      <div>
                        <strong>{what}</strong>
                        <small>{detail}</small>
                      </div>
                      <span>{when}</span>
                    </li>
                  ))}
                </ul>
              </TabContent>
            ),
          },
          {
            id: 'people',
            title: 'People',
            icon: <UsersIcon />,
            content: () => (
              <TabContent title="People" intro="The last tab: a swipe left here stays put.">
                <ul className="tb-mobile-tabs__list">
                  {PEOPLE.map(([name, role]) => (
                    <li key={name}>
                      <span className="tb-mobile-tabs__avatar" aria-hidden="true">
                        {initials(name)}
                      </span>
                      <div>
                        <strong>{name}</strong>
                        <small>{role}</small>
                      </div>
                    </li>
                  ))}
                </ul>
              </TabContent>
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

function TabContent({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="tb-mobile-tabs__content" aria-label={title}>
      <h2>{title}</h2>
      <p>{intro}</p>
      {children}
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('');
}
