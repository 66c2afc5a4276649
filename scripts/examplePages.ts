// The example apps' pages in the Vite build: each app at its own path (/portfolio, ...) is a page of the build
// beside the shell's index.html, and the dev server answers its path with it, as the server does after a build.
// The pages differ only in title and entry, so each is made from one template here instead of an index.html of
// its own: the build takes them as virtual modules at the path the file would have.
import path from 'node:path';
import type { Plugin } from 'vite';
import { EXAMPLE_APPS, EXAMPLE_PAGES, type ExampleApp } from '../server/examplePageList.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The app of each page's (absent) file, by its absolute path: what Vite asks for. */
const appsByFile = new Map<string, ExampleApp>(
  Object.entries(EXAMPLE_APPS).map(([prefix, app]) => [path.join(root, EXAMPLE_PAGES[prefix] ?? ''), app]),
);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * An app's page before Vite's transform: no inline script or style (the server's CSP allows neither), the app's
 * entry as the one module script, which the build replaces with its hashed chunks. The dev server names the
 * entry from the root: the page answers at /portfolio, where `./main.tsx` would be /main.tsx.
 */
export function examplePageHtml(app: ExampleApp, entry = './main.tsx'): string {
  const viewport = `width=device-width, initial-scale=1.0${app.phone ? ', viewport-fit=cover' : ''}`;
  const themeColor = app.phone ? '\n    <meta name="theme-color" content="#1e5a8c" />' : '';
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="${viewport}" />${themeColor}
    <link rel="icon" type="image/svg+xml" href="/app/favicon.svg" />
    <title>${escapeHtml(app.title)} · Toolbox</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${entry}"></script>
  </body>
</html>
`;
}

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

/**
 * Makes each example app's page from the template: in the build, as the module at its page's path (Vite's HTML
 * handling then treats it as it would the file); in the dev server, as the answer to the app's path.
 */
export function examplePages(): Plugin {
  return {
    name: 'toolbox:example-pages',
    enforce: 'pre',
    resolveId(source) {
      return appsByFile.has(source) ? source : null;
    },
    load(id) {
      const app = appsByFile.get(id);
      return app ? examplePageHtml(app) : null;
    },
    configureServer(server) {
      // /portfolio and any path below it → the page, transformed as Vite does a page file (its modules are
      // asked for under /app/src/examples/...).
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '';
        const prefix = Object.keys(EXAMPLE_APPS).find(
          (p) => url === p || url.startsWith(`${p}/`) || url.startsWith(`${p}?`),
        );
        const app = prefix ? EXAMPLE_APPS[prefix] : undefined;
        if (!app) return next();
        server
          .transformIndexHtml(
            `/${app.dir}/index.html`,
            examplePageHtml(app, `/${app.dir}/main.tsx`),
            req.originalUrl,
          )
          .then((html) => {
            res.setHeader('Content-Type', 'text/html');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}
