import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';

/** The app's stand-ins (vite.config.ts): Storybook runs the plays with the real library and the real MSW. */
const APP_STAND_INS = new Set(['toolbox:lazy-storybook-test', 'toolbox:inert-msw']);

/** The plugins without the app's stand-ins (nested plugin arrays included). */
function withoutTestStandIns(plugins: PluginOption[] | undefined): PluginOption[] | undefined {
  return plugins
    ?.filter((p) => !(p && typeof p === 'object' && 'name' in p && APP_STAND_INS.has(p.name)))
    .map((p) => (Array.isArray(p) ? withoutTestStandIns(p) : p));
}

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The static build is served under /storybook/, so every asset URL must be relative. The app's stand-ins for
  // storybook/test and msw (vite.config.ts) are dropped: Storybook runs the plays with the real libraries.
  viteFinal: (cfg) => ({
    ...cfg,
    base: './',
    plugins: withoutTestStandIns(cfg.plugins),
  }),
};
export default config;
