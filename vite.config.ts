import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { demoMetaPlugin } from './scripts/demoMeta.ts';

const serverUrl = process.env.TOOLBOX_SERVER ?? 'http://127.0.0.1:8080';

/** The /app shell. Storybook reuses this config (its main.ts resets `base`). */
export default defineConfig({
  base: '/app/',
  plugins: [react(), demoMetaPlugin()],
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
  },
  server: {
    port: 5173,
    proxy: {
      '/api/ws': { target: serverUrl.replace(/^http/, 'ws'), ws: true },
      '/api': serverUrl,
      '/storybook': serverUrl,
    },
  },
});
