import { type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { BugIcon, HandPalmIcon, ShieldWarningIcon } from '@phosphor-icons/react';
import { format } from 'date-fns';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { Panel, SplitPanel } from '@toolbox/kit/panel';
import { OptionsPanel, optionsPanelModel } from '../common/OptionsPanel';
import { ExceptionHandlingOptions } from './ExceptionHandlingOptions';
import {
  ExceptionHandlingPanelModel,
  type ExceptionKind,
  type HandledSummary,
} from './ExceptionHandlingPanelModel';
import './ExceptionHandlingPanel.css';

/** The Exception Handling demo: buttons that throw a standard or a routine exception, handled per the options. */
export function ExceptionHandlingPanel() {
  const model = useLocalModel(() => new ExceptionHandlingPanelModel());
  const options = useLocalModel(() => optionsPanelModel({ defaultSize: 290, minSize: 250, maxSize: 420 }));
  const { trigger, last } = useSnapshot(model);
  const busy = trigger != null;

  return (
    <Panel
      title="Exception Handling"
      icon={<ShieldWarningIcon />}
      width={960}
      height={500}
      className="tb-demo-exception"
    >
      <SplitPanel>
        <div className="tb-demo-exception__main">
          <p className="tb-demo-exception__intro">
            <code>handleException</code> is the app&rsquo;s one place to deal with errors: it tells the user,
            reports to the server and logs, as the options say. Call it from a <code>catch</code> block, or
            from a panel&rsquo;s error boundary with <code>onError</code>.
          </p>
          <SimulateCard
            kind="standard"
            text="Simulate a Standard Exception"
            icon={<BugIcon />}
            description="An unexpected failure. The dialog offers the technical details (stack, time, page), and it is logged as an error."
            busy={busy}
            onClick={() => void model.simulate('standard')}
          />
          <SimulateCard
            kind="routine"
            text="Simulate a Routine Exception"
            icon={<HandPalmIcon />}
            description="An expected, user-facing error, such as a missing permission: a plain message, not logged as severe."
            busy={busy}
            onClick={() => void model.simulate('routine')}
          />
          <div className="tb-demo-exception__status" role="status" aria-label="Last exception">
            {last ? describe(last) : 'No exception handled yet.'}
          </div>
        </div>
        <OptionsPanel model={options} onReset={() => model.resetOptions()}>
          <ExceptionHandlingOptions model={model} />
        </OptionsPanel>
      </SplitPanel>
    </Panel>
  );
}

function SimulateCard(props: {
  kind: ExceptionKind;
  text: string;
  icon: ReactNode;
  description: string;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <div className={`tb-demo-exception__card tb-demo-exception__card--${props.kind}`}>
      <Button
        icon={props.icon}
        text={props.text}
        intent={props.kind === 'standard' ? 'danger' : 'warning'}
        disabled={props.busy}
        onClick={props.onClick}
      />
      <p>{props.description}</p>
    </div>
  );
}

function describe(last: HandledSummary): string {
  const kind = last.kind === 'standard' ? 'Standard' : 'Routine';
  const shown = last.shown ? `shown in a ${last.shown}` : 'not shown to the user';
  const logged = !last.logOnServer
    ? 'not reported'
    : last.logId != null
      ? `reported to the server as #${last.logId}`
      : 'the report to the server failed';
  return `${kind} exception at ${format(new Date(last.at), 'h:mm:ss a')}: ${shown}, ${logged}.`;
}
