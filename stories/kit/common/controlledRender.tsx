import type { ComponentType } from 'react';
import { useArgs } from 'storybook/preview-api';

/** What a controlled input calls its `onChange` with. */
type ValueOf<P> = P extends { onChange?: (value: infer V) => void } ? V : never;

/**
 * A story's render for a controlled input (`value` + `onChange`): what the user picks becomes the story's
 * `value` arg, so the input changes as it would in an app and the Controls panel follows it, while `onChange`
 * (an `fn()` in args) still shows each call in the Actions panel.
 */
export function controlledRender<P extends { onChange?: (value: never) => void }>(Input: ComponentType<P>) {
  return function Render(args: P) {
    const [, updateArgs] = useArgs();
    const onChange = (value: ValueOf<P>) => {
      (args.onChange as ((v: ValueOf<P>) => void) | undefined)?.(value);
      updateArgs({ value });
    };
    const props = { ...args, onChange } as P;
    return <Input {...props} />;
  };
}
