/** Code the Code pages show: a short component, as a developer of the kit would write it. */
export const BUTTON_SAMPLE = [
  "import { Button } from '@toolbox/kit/button';",
  '',
  'export function SaveButton({ onSave }: { onSave: () => void }) {',
  '  return <Button text="Save" intent="primary" onClick={onSave} />;',
  '}',
].join('\n');

/** A stylesheet, for the `lang` choice. */
export const CSS_SAMPLE = ['.orders-panel {', '  flex: 1;', '  min-height: 0;', '}'].join('\n');
