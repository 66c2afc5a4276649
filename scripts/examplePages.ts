// The example apps' pages in the Vite build: each app at its own path (/portfolio, ...) is a page of the build
// beside the shell's index.html, and the dev server answers its path with it, as the server does after a build.
import path from 'node:path';
import type { Plugin } from 'vite';
import { EXAMPLE_PAGES } from '../server/examplePageList.ts';

const root = path.resolve(import.meta.dirname, '..');

/**
 * The pages of the app build: the shell's index.html and each example app's page. Given as the build's input in
 * vite.config.ts (where Storybook, which reuses the config without its `build`, does not see it).
 */
export function buildPages(): Record<string, string> {
  return {
    main: path.join(root, 'index.html'),
    ...Object.fromEntries(
      Object.entries(EXAMPLE_PAGES).map(([prefix, page]) => [prefix.slice(1), path.join(root, page)]),
    ),
  };
}

/** The dev server answers an example app's path with its page, as the server does after a build. */
export function examplePages(): Plugin {
  return {
    name: 'toolbox:example-pages',
    configureServer(server) {
      // /portfolio and any path below it → the page (its modules are asked for under /app/src/examples/...).
      server.middlewares.use((req, _res, next) => {
        const url = req.url ?? '';
        const prefix = Object.keys(EXAMPLE_PAGES).find(
          (p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`),
        );
        if (prefix) req.url = `/app/${EXAMPLE_PAGES[prefix] ?? ''}`;
        next();
      });
    },
  };
}
