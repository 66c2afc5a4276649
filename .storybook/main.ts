import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { DOCGEN_EXCLUDE, DOCGEN_INCLUDE, KIT_DOCGEN_OPTIONS } from '../scripts/kitDocgen.ts';
import { kitModelsPlugin } from '../scripts/kitModels.ts';
import { kitTokensPlugin } from '../scripts/kitTokens.ts';
import { kitUsagePlugin } from '../scripts/kitUsage.ts';

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
  // Props tables from the TypeScript types, as the compiler sees them (README: "Props tables").
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: { ...KIT_DOCGEN_OPTIONS, include: DOCGEN_INCLUDE, exclude: DOCGEN_EXCLUDE },
  },
  // The static build is served under /storybook/, so every asset URL must be relative. The app's stand-ins for
  // storybook/test and msw (vite.config.ts) are dropped: Storybook runs the plays with the real libraries. The
  // Kit pages read the kit's tokens from its CSS, its models' config and members from their types and TSDoc, and
  // which demos use each component from their imports.
  viteFinal: (cfg) => ({
    ...cfg,
    base: './',
    plugins: [
      ...(withoutTestStandIns(cfg.plugins) ?? []),
      kitTokensPlugin(),
      kitModelsPlugin(),
      kitUsagePlugin(),
    ],
  }),
};
export default config;
