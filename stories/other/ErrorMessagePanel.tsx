import { useSnapshot } from 'valtio';
import { BugIcon, CheckCircleIcon, WarningOctagonIcon } from '@phosphor-icons/react';
import { useLocalModel } from '@toolbox/kit/app';
import { Button } from '@toolbox/kit/button';
import { ErrorMessage, Panel, Toolbar } from '@toolbox/kit/panel';
import { ErrorMessagePanelModel } from './ErrorMessagePanelModel';
import './ErrorMessagePanel.css';

/** The ErrorMessage demo: content that a simulated failure replaces with a managed error message. */
export function ErrorMessagePanel() {
  const model = useLocalModel(() => new ErrorMessagePanelModel());
  const { error } = useSnapshot(model);

  return (
    <Panel
      title="ErrorMessage"
      icon={<WarningOctagonIcon />}
      width={700}
      height={400}
      tbar={
        <Toolbar>
          <Button
            icon={<BugIcon />}
            text="Simulate an Error"
            disabled={error != null}
            onClick={() => model.simulateError()}
          />
        </Toolbar>
      }
    >
      {error ? (
        <ErrorMessage
          error={error}
          title="Something went wrong:"
          actionText="Refresh"
          actionFn={() => model.clearError()}
        />
      ) : (
        <div className="tb-demo-errmsg__content">
          <CheckCircleIcon className="tb-demo-errmsg__ok" size={40} weight="duotone" aria-hidden="true" />
          <h3>All systems normal</h3>
          <p>
            This is the panel&rsquo;s regular content. Click <strong>Simulate an Error</strong> to replace it
            with an <code>ErrorMessage</code>, as an app would when a request fails. Its{' '}
            <strong>Refresh</strong> action clears the error and brings this content back.
          </p>
        </div>
      )}
    </Panel>
  );
}
