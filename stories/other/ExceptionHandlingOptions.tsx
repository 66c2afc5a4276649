import { useSnapshot } from 'valtio';
import { ButtonGroupInput } from '@toolbox/kit/button';
import { Label, Switch, TextInput } from '@toolbox/kit/input';
import type { AlertType, ExceptionHandlingPanelModel } from './ExceptionHandlingPanelModel';

const ALERT_TYPES: { value: AlertType; label: string }[] = [
  { value: 'dialog', label: 'Dialog' },
  { value: 'toast', label: 'Toast' },
];

/** The fields of the options side panel: the ExceptionOptions of handleException, with their defaults. */
export function ExceptionHandlingOptions({ model }: { model: ExceptionHandlingPanelModel }) {
  const { title, message, logOnServer, showAlert, requireReload, alertType } = useSnapshot(model).options;
  return (
    <div className="tb-demo-exception__options">
      <div className="tb-demo-exception__field">
        <Label htmlFor="tb-demo-exception-title">Title</Label>
        <TextInput
          id="tb-demo-exception-title"
          value={title}
          onChange={(v) => model.setOption('title', v)}
          commitOnChange
          placeholder="Default for the exception"
          width="100%"
        />
      </div>
      <div className="tb-demo-exception__field">
        <Label htmlFor="tb-demo-exception-message">Message</Label>
        <TextInput
          id="tb-demo-exception-message"
          value={message}
          onChange={(v) => model.setOption('message', v)}
          commitOnChange
          placeholder="The exception's own message"
          width="100%"
        />
      </div>
      <div className="tb-demo-exception__switches">
        <Switch
          label="Log on server"
          value={logOnServer}
          onChange={(v) => model.setOption('logOnServer', v)}
        />
        <Switch label="Show alert" value={showAlert} onChange={(v) => model.setOption('showAlert', v)} />
        <Switch
          label="Require reload"
          value={requireReload}
          disabled={!showAlert}
          onChange={(v) => model.setOption('requireReload', v)}
        />
      </div>
      <div className="tb-demo-exception__field">
        <Label>Alert type</Label>
        <ButtonGroupInput
          aria-label="Alert type"
          value={alertType}
          disabled={!showAlert}
          fill
          onChange={(v) => v && model.setOption('alertType', v)}
          options={ALERT_TYPES}
        />
      </div>
      <p className="tb-demo-exception__hint">
        {!showAlert
          ? 'No alert: the exception is handled silently.'
          : requireReload
            ? 'A dialog whose only button reloads the app.'
            : alertType === 'toast'
              ? "A danger toast; a standard exception's toast links to its details."
              : "A dialog; a standard exception's technical details are a click away."}
      </p>
    </div>
  );
}
