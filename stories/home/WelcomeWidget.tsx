import {
  AppWindowIcon,
  ChartLineIcon,
  DeviceMobileIcon,
  HandWavingIcon,
  SquaresFourIcon,
  StackIcon,
  TableIcon,
  TextboxIcon,
  ToolboxIcon,
  type Icon,
} from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import { useLocalModel } from '@toolbox/kit/app';
import { Panel } from '@toolbox/kit/panel';
import type { HomeWidget } from './homeWidget';
import { TabLink } from './TabLink';
import { initialsOf, WelcomeWidgetModel } from './WelcomeWidgetModel';

/** The tour: each tab, what a developer finds there. */
const TOUR: readonly { tab: string; title: string; Icon: Icon; text: string }[] = [
  { tab: 'grids', title: 'Grids', Icon: TableIcon, text: 'Grouping, trees, editing and filters.' },
  { tab: 'layout', title: 'Layout', Icon: SquaresFourIcon, text: 'Tabs and dashboards like this one.' },
  { tab: 'forms', title: 'Forms', Icon: TextboxIcon, text: 'One schema validates every input.' },
  { tab: 'charts', title: 'Charts', Icon: ChartLineIcon, text: 'Lines, OHLC bars and tree maps.' },
  { tab: 'panels', title: 'Panels', Icon: StackIcon, text: 'Toolbars, masks and loading states.' },
  { tab: 'other', title: 'Other', Icon: ToolboxIcon, text: 'Formats, popups, PIN pad and more.' },
  { tab: 'mobile', title: 'Mobile', Icon: DeviceMobileIcon, text: 'The kit on a phone-sized screen.' },
  { tab: 'examples', title: 'Examples', Icon: AppWindowIcon, text: 'Whole apps built only from the kit.' },
];

/** Greets the signed-in user and tours the showcase. */
function WelcomeWidget() {
  const model = useLocalModel(() => new WelcomeWidgetModel());
  const { identity } = useSnapshot(model);
  const name = identity?.displayName ?? '';
  return (
    <div className="tb-home-widget tb-home-welcome">
      <Panel>
        <div className="tb-home-welcome__body">
          <header className="tb-home-welcome__header">
            {identity?.profilePicUrl ? (
              <img
                className="tb-home-welcome__avatar"
                src={identity.profilePicUrl}
                alt={`Profile picture of ${name}`}
              />
            ) : (
              <span className="tb-home-welcome__avatar tb-home-welcome__avatar--initials" aria-hidden="true">
                {identity ? initialsOf(name) : <HandWavingIcon />}
              </span>
            )}
            <div>
              <h2 className="tb-home-welcome__title">{identity ? `Welcome, ${name}!` : 'Welcome!'}</h2>
              <p className="tb-home-welcome__lead">
                Toolbox is a React kit for internal business apps. Every tab is a live demo running on a real
                server: try things, then read the code behind them.
              </p>
            </div>
          </header>
          <nav aria-label="Tour of the showcase">
            <ul className="tb-home-welcome__tour">
              {TOUR.map(({ tab, title, Icon, text }) => (
                <li key={tab}>
                  <Icon className="tb-home-welcome__tour-icon" weight="duotone" aria-hidden="true" />
                  <span>
                    <TabLink tab={tab}>{title}</TabLink>
                    <span className="tb-home-welcome__tour-text">{text}</span>
                  </span>
                </li>
              ))}
            </ul>
          </nav>
          <p className="tb-home-welcome__tips">
            Every demo has its <strong>Source</strong>, a link to <strong>Storybook</strong> and{' '}
            <strong>Run test</strong>. <kbd>Shift</kbd>+<kbd>H</kbd> comes back here, <kbd>Ctrl</kbd>+
            <kbd>K</kbd> finds any demo.
          </p>
        </div>
      </Panel>
    </div>
  );
}

export const welcomeWidget: HomeWidget = {
  id: 'welcome',
  title: 'Welcome',
  icon: <HandWavingIcon />,
  content: WelcomeWidget,
};
