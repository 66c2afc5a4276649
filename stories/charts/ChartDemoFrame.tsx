import { useEffect, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { PopupHost } from '../../src/kit/popup';

/** The event a play function sends to remount its demo, as a page reload would (new models, saved state read). */
export const REMOUNT_EVENT = 'toolbox:remount-chart-demo';

function Remountable({ children }: { children: React.ReactNode }) {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const remount = () => setGeneration((g) => g + 1);
    window.addEventListener(REMOUNT_EVENT, remount);
    return () => window.removeEventListener(REMOUNT_EVENT, remount);
  }, []);
  return (
    <div key={generation} className="tb-chart-demo-remount">
      {children}
    </div>
  );
}

/**
 * The chart demos' frame: the popup host (alerts of the chart API; inside the /app shell, which mounts its
 * own, it renders nothing), and a remount on REMOUNT_EVENT so plays can check what persists across reloads.
 */
export const withChartDemoFrame: Decorator = (Story) => (
  <>
    <Remountable>
      <Story />
    </Remountable>
    <PopupHost />
  </>
);
