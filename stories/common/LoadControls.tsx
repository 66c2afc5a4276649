import { useSnapshot } from 'valtio';
import { Label, NumberInput, TextInput } from '@toolbox/kit/input';
import { MAX_SECONDS, MIN_SECONDS, type TimedLoadModel } from './TimedLoadModel';

/** The seconds and message inputs of the Mask and Loading Indicator demos. */
export function LoadControls({ loader, idPrefix }: { loader: TimedLoadModel; idPrefix: string }) {
  const { seconds, message } = useSnapshot(loader);
  return (
    <>
      <Label htmlFor={`${idPrefix}-seconds`}>Seconds</Label>
      <NumberInput
        id={`${idPrefix}-seconds`}
        value={seconds}
        min={MIN_SECONDS}
        max={MAX_SECONDS}
        width={52}
        onChange={(v) => loader.setSeconds(v)}
      />
      <Label htmlFor={`${idPrefix}-message`}>Message</Label>
      <TextInput
        id={`${idPrefix}-message`}
        value={message}
        placeholder="Optional message"
        commitOnChange
        width={150}
        onChange={(v) => loader.setMessage(v)}
      />
    </>
  );
}
