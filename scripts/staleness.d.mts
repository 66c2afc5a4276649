/** What each build is made from, relative to the project root. */
export const BUILD_INPUTS: { app: readonly string[]; storybook: readonly string[] };
/** The newest modification time among `inputs` under `root`, in ms (0 when none exist). */
export function newestInput(root: string, inputs: readonly string[]): number;
/** Why `output` must be rebuilt: 'missing', 'stale', or undefined when it is current. */
export function buildReason(
  root: string,
  output: string,
  inputs: readonly string[],
): 'missing' | 'stale' | undefined;
