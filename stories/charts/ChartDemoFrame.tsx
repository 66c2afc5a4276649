import type { Decorator } from '@storybook/react-vite';
import { PopupHost } from '@toolbox/kit/popup';
import { Remountable } from '../common/Remountable';

/**
 * The chart demos' frame: the demo centred in the space it is given, remountable so plays can check what
 * persists across reloads (`remountDemo`), and the popup host (alerts of the chart API; inside the /app shell,
 * which mounts its own, it renders nothing).
 */
export const withChartDemoFrame: Decorator = (Story) => (
  <>
    <Remountable>
      <div className="tb-chart-demo-frame">
        <Story />
      </div>
    </Remountable>
    <PopupHost />
  </>
);
