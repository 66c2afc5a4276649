import { useLocalModel } from '@toolbox/kit/app';
import { PinPad, PinPadModel } from '@toolbox/kit/pinpad';

/** A PIN entry: the model calls `onComplete` with the PIN; a wrong one is cleared and said so. */
export function Unlock({ check }: { check: (pin: string) => boolean }) {
  const model = useLocalModel(() => {
    const pad: PinPadModel = new PinPadModel({
      header: 'Enter your PIN',
      onComplete: (pin) => {
        if (check(pin)) return;
        pad.clear();
        pad.setDisplay({ header: 'Enter your PIN', errorText: 'Wrong PIN' });
      },
    });
    return pad;
  });
  return <PinPad model={model} />;
}
