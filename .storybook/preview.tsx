import '../src/api/zodInBrowser';
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { useSnapshot } from 'valtio';
import { handlers } from '../mocks/handlers';
import { reportClientError } from '../src/api';
import { configureExceptionHandler } from '@toolbox/kit/exception';
import { ToastHost } from '@toolbox/kit/popup';
import { setSizingMode, setTheme, SIZING_MODES, themeModel, type SizingMode } from '@toolbox/kit/theme';
import { decorators } from './decorators';
import './preview.css';

// As in the shell: the kit reports exceptions through the app's API client (answered by MSW here).
configureExceptionHandler({ report: reportClientError });

// findBy* and waitFor in play functions wait up to 10 s (Testing Library's default is 1 s): on a busy 2-core
// machine running two story files at once, a dashboard view remounting a grid took over 5 s.
configure({ asyncUtilTimeout: 10000 });

/** Applies the theme picked in Storybook's toolbar; without a pick the kit's own choice stands. */
function ThemeFromToolbar({ theme, children }: { theme: unknown; children: ReactNode }) {
  useEffect(() => {
    if (theme === 'light' || theme === 'dark') setTheme(theme);
  }, [theme]);
  return children;
}

const withThemeFromToolbar: Decorator = (Story, { globals }) => (
  <ThemeFromToolbar theme={globals.theme}>
    <Story />
  </ThemeFromToolbar>
);

/**
 * Applies the sizing mode picked in Storybook's toolbar, before the story is painted; without a pick the kit's
 * own (saved) mode stands.
 */
function SizingFromToolbar({ sizing, children }: { sizing: unknown; children: ReactNode }) {
  useLayoutEffect(() => {
    if (SIZING_MODES.includes(sizing as SizingMode)) setSizingMode(sizing as SizingMode);
  }, [sizing]);
  return children;
}

const withSizingFromToolbar: Decorator = (Story, { globals }) => (
  <SizingFromToolbar sizing={globals.sizing}>
    <Story />
  </SizingFromToolbar>
);

declare global {
  interface Window {
    /** Sets the kit's sizing mode: the story tests check Kit stories in each (.storybook/test-runner.ts). */
    __tbSetSizingMode?: (mode: SizingMode) => void;
  }
}
// Directly, not through the toolbar's global: a new global renders the story again, its loaders included.
window.__tbSetSizingMode = setSizingMode;

/** Toasts of the kit, themed like it. */
function StoryToasts() {
  const { theme } = useSnapshot(themeModel);
  return <ToastHost theme={theme} />;
}

// Storybook only: the /app shell composes stories with the shared `decorators` and mounts its own ToastHost.
const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <StoryToasts />
  </>
);

const preview: Preview = {
  // Every story file gets a Docs page: its description, the main story, its controls and its other stories.
  tags: ['autodocs'],
  decorators: [...decorators, withThemeFromToolbar, withSizingFromToolbar, withToasts],
  loaders: [
    // The worker script URL is relative, so the static build also works under /storybook/.
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      return worker;
    }),
  ],
  globalTypes: {
    theme: {
      description: 'Theme of the kit',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    sizing: {
      description: 'Sizing mode of the kit: how high its controls, toolbars, tabs and grid rows are',
      toolbar: {
        title: 'Sizing',
        icon: 'ruler',
        items: [
          { value: 'large', title: 'Large' },
          { value: 'standard', title: 'Standard' },
          { value: 'compact', title: 'Compact' },
          { value: 'tiny', title: 'Tiny' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    options: {
      // The introduction first, then the tabs and demos in the order of the /app shell (src/shell/catalog,
      // from the spec's demos.json; tests/storybook/storyOrder.test.ts keeps the two equal). Storybook reads
      // this statically from this file, so it must stay a literal.
      storySort: {
        order: [
          'Introduction',
          'Home',
          'Grids',
          [
            'Standard',
            'Tree',
            'Tree with CheckBox',
            'Grouped Rows',
            'Grouped Columns',
            'REST Editor',
            'Inline Editing',
            'Column Filtering',
            'External Sort',
            'Zone Grid',
            'DataView',
            'ag-Grid Wrapper',
          ],
          'Panels',
          ['Intro', 'Toolbars', 'Sizing', 'Mask', 'Loading Indicator'],
          'Layout',
          ['HBox', 'VBox', 'TabContainer', 'DockContainer', 'DashContainer', 'DashCanvas', 'TileFrame'],
          'Forms',
          ['FormModel', 'Hoist Inputs', 'Toolbar Forms'],
          'Charts',
          ['OHLC', 'Line', 'TreeMap', 'Grid TreeMap', 'Split TreeMap'],
          'Mobile',
          'Other',
          [
            'App Notifications',
            'Buttons',
            'Clock',
            'Custom Package',
            'ErrorMessage',
            'Exception Handling',
            'FileChooser',
            'Format Dates',
            'Format Numbers',
            'Icons',
            'Inspector',
            'Factories vs. JSX',
            'LeftRightChooser',
            'PIN Pad',
            'Placeholder',
            'Popups',
            'Relative Timestamp',
            'Simple Routing',
          ],
          'Examples',
          ['Portfolio', 'Contact', 'TODO', 'News', 'FDA Recalls', 'File Manager'],
          'Kit',
        ],
      },
    },
    msw: { handlers },
    layout: 'fullscreen',
    // Every story's run (npm run test:stories) fails on an axe violation of WCAG 2.1 A or AA, checked once its
    // play has finished: accessibility is tested, not hoped for.
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } },
    },
  },
};
export default preview;
