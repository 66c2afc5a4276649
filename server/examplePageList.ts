/**
 * The example apps served as pages of their own (ARCHITECTURE: each a whole app at its own path): the path they
 * answer at, and their HTML page in the app build (dist/app), as Vite writes it. vite.config.ts builds these
 * pages; server/examplePages.ts serves them. No imports: both read it.
 */
export const EXAMPLE_PAGES: Readonly<Record<string, string>> = {
  '/portfolio': 'src/examples/portfolio/index.html',
  '/contact': 'src/examples/contact/index.html',
  '/todo': 'src/examples/todo/index.html',
  '/news': 'src/examples/news/index.html',
  '/recalls': 'src/examples/recalls/index.html',
  '/fileManager': 'src/examples/fileManager/index.html',
  // Not an example of the Examples tab: the phone app the Mobile tab opens, served the same way.
  '/mobile': 'src/examples/mobile/index.html',
};
