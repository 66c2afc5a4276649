import { ChatCircleTextIcon, InfoIcon } from '@phosphor-icons/react';
import { useSnapshot } from 'valtio';
import type { LibraryVersion } from '../../src/api/schemas';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Panel, Toolbar, Filler } from '@toolbox/kit/panel';
import { AboutWidgetModel, NOT_AVAILABLE, type AboutRow } from './AboutWidgetModel';
import { FeedbackDialog } from './FeedbackDialog';
import type { HomeWidget } from './homeWidget';

function AboutTable({ caption, rows }: { caption: string; rows: readonly AboutRow[] }) {
  return (
    <table className="tb-home-about__table">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td className={r.value === NOT_AVAILABLE ? 'tb-home-about__na' : undefined}>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const libraryRows = (libs: readonly LibraryVersion[]): AboutRow[] =>
  libs.length
    ? libs.map((l) => ({ label: l.name, value: l.version || NOT_AVAILABLE }))
    : [{ label: 'Libraries', value: NOT_AVAILABLE }];

/** The deployment, the libraries on both sides, and Send Feedback. */
function AboutWidget() {
  const model = useLocalModel(() => new AboutWidgetModel());
  const { loading, rows, serverLibraries, clientLibraries, environment } = useSnapshot(model);
  return (
    <div className="tb-home-widget tb-home-about">
      <Panel
        mask={loading && !environment}
        bbar={
          <Toolbar aria-label="About tools">
            <Filler />
            <Button
              text="Send Feedback"
              icon={<ChatCircleTextIcon />}
              intent="primary"
              onClick={() => model.openFeedback()}
            />
          </Toolbar>
        }
      >
        {/* Focusable so that keyboard users can scroll it when it is taller than its view. */}
        <div className="tb-home-about__body" role="region" aria-label="Deployment and libraries" tabIndex={0}>
          <AboutTable caption="Deployment" rows={rows} />
          <AboutTable caption="Server libraries" rows={libraryRows(serverLibraries)} />
          <AboutTable caption="Client libraries" rows={libraryRows(clientLibraries)} />
        </div>
      </Panel>
      <FeedbackDialog model={model} />
    </div>
  );
}

export const aboutWidget: HomeWidget = {
  id: 'about',
  title: 'About',
  icon: <InfoIcon />,
  content: AboutWidget,
};
