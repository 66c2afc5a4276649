import { useState, type ComponentType } from 'react';

/** What a controlled input calls its `onChange` with. */
type ValueOf<P> = P extends { onChange?: (value: infer V) => void } ? V : never;

/**
 * A story's render for a controlled input (`value` + `onChange`): the input keeps what the user picks, as it
 * would in an app, while `onChange` (an `fn()` in args) shows each call in the Actions panel. A `value` set in
 * the Controls panel starts the input afresh with it. (Storybook's own `useArgs`, which would also move the
 * Controls, left these stories unrendered in the story tests.)
 */
export function controlledRender<P extends { value?: unknown; onChange?: (value: never) => void }>(
  Input: ComponentType<P>,
) {
  function Controlled(args: P) {
    const [value, setValue] = useState(args.value);
    const onChange = (next: ValueOf<P>) => {
      (args.onChange as ((v: ValueOf<P>) => void) | undefined)?.(next);
      setValue(next);
    };
    const props = { ...args, value, onChange } as P;
    return <Input {...props} />;
  }
  return function Render(args: P) {
    return <Controlled key={JSON.stringify(args.value) ?? ''} {...args} />;
  };
}
