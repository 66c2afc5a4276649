/**
 * The example apps served as pages of their own (ARCHITECTURE: each a whole app at its own path): the path
 * they answer at, their page's title and the folder of their entry (main.tsx). vite.config.ts builds a page
 * for each from one template (scripts/examplePages.ts); server/examplePages.ts serves them. No imports: both
 * read it.
 */
export interface ExampleApp {
  /** The page's title, before ' · Toolbox'. */
  title: string;
  /** The folder of the app's entry, main.tsx: its page is index.html there, in the build only. */
  dir: string;
  /** A phone app: drawn edge to edge (under a notch, its own safe-area padding), the bar in its colour. */
  phone?: boolean;
}

export const EXAMPLE_APPS: Readonly<Record<string, ExampleApp>> = {
  '/portfolio': { title: 'Portfolio', dir: 'src/examples/portfolio' },
  '/contact': { title: 'Contact', dir: 'src/examples/contact' },
  '/todo': { title: 'TODO', dir: 'src/examples/todo' },
  '/news': { title: 'News', dir: 'src/examples/news' },
  '/recalls': { title: 'FDA Recalls', dir: 'src/examples/recalls' },
  '/fileManager': { title: 'File Manager', dir: 'src/examples/fileManager' },
  // Not an example of the Examples tab: the phone app the Mobile tab opens, served the same way.
  '/mobile': { title: 'Mobile', dir: 'src/examples/mobile', phone: true },
};

/** Each app's path and its HTML page in the app build (dist/app), as Vite writes it. */
export const EXAMPLE_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(EXAMPLE_APPS).map(([prefix, app]) => [prefix, `${app.dir}/index.html`]),
);
