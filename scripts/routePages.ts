/**
 * One page per address of the shell (`dist/app/grids/standard/index.html`, ...): the shell's index.html plus
 * preload hints for the session check, the header of the demo shown at that address (its title and description,
 * a chunk of a few hundred bytes) and its styles. The page shows the header as soon as the shell has run; the
 * demo's code (AG Grid alone is 250 kB compressed) is fetched once that header has painted, so that it does not
 * share the connection with the shell before the first paint. The server sends a folder's index.html as it is
 * (server/static.ts), so each address gets its own page with no code of its own.
 */
import { readFileSync } from 'node:fs';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { TABS, demoAtPath } from '../src/shell/catalog/catalog.ts';
import { diskModuleReader, extractDemoMeta } from './demoMeta.ts';

/** What a demo's page preloads, as output file names (e.g. 'assets/StandardGrid.stories-abc.js'). */
export interface DemoFiles {
  js: string[];
  css: string[];
}

type Chunk = Pick<OutputChunk, 'fileName' | 'imports'> & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk and every chunk it imports statically, each once, the chunk first. */
export function staticClosure(chunks: ReadonlyMap<string, Chunk>, fileName: string): string[] {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const dep of chunks.get(name)?.imports ?? []) visit(dep);
  };
  visit(fileName);
  return [...seen];
}

/**
 * What a demo's page preloads: its header's chunk, and the styles of its code (small, and applied when the code
 * has run), not the code itself.
 */
export function demoPagePreloads(
  chunks: ReadonlyMap<string, Chunk>,
  storyChunk: string,
  headerChunk: string | undefined,
  shellChunks: Set<string>,
): DemoFiles {
  return { js: headerChunk ? [headerChunk] : [], css: demoFiles(chunks, storyChunk, shellChunks).css };
}

/** The files a story chunk needs before it runs that the shell's own page does not already load. */
export function demoFiles(
  chunks: ReadonlyMap<string, Chunk>,
  storyChunk: string,
  shellChunks: Set<string>,
): DemoFiles {
  const js = staticClosure(chunks, storyChunk).filter((f) => !shellChunks.has(f));
  const css = js.flatMap((f) => [...(chunks.get(f)?.viteMetadata?.importedCss ?? [])]);
  return { js, css: [...new Set(css)] };
}

/** The page with the hints added at the end of its head. `base` is the app's URL prefix, e.g. '/app/'. */
export function withPreloads(
  html: string,
  base: string,
  files: DemoFiles,
  sessionUrl: string | null,
): string {
  const links = [
    // Matches the shell's session fetch (same URL, CORS mode, same-origin credentials), which then takes it.
    ...(sessionUrl ? [`<link rel="preload" href="${sessionUrl}" as="fetch" crossorigin>`] : []),
    ...files.js.map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
    // Fetched, not applied: the demo's import applies them when it runs, as without this page.
    ...files.css.map((f) => `<link rel="preload" as="style" crossorigin href="${base}${f}">`),
  ];
  if (!html.includes('</head>')) throw new Error('The shell page has no </head>.');
  return html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/** Every address the shell answers with a demo: each tab, and each demo of a tab with several. */
export function shellPaths(): string[] {
  return TABS.flatMap((t) => [t.path, ...(t.children ?? []).map((c) => c.path)]);
}

const SESSION_URL = '/api/auth/session';

/**
 * The Vite plugin. In the app's build only: the page whose entry is the shell's index.html gets Home's hints
 * (it answers /app/ and any unknown address), each demo's address a page of its own, and /app/login the page
 * as it was (it makes no session check and shows no demo).
 */
export function routePages(): Plugin {
  let base = '/';
  return {
    name: 'toolbox:route-pages',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle: OutputBundle) {
      const page = bundle['index.html'] as OutputAsset | undefined;
      if (!page || page.type !== 'asset') return;
      const chunks = new Map<string, Chunk>();
      /** A story's source file and its chunk, by the story's title. */
      const storyOfTitle = new Map<string, { file: string; chunk: string }>();
      const headerOfFile = new Map<string, string>();
      let shellEntry: string | null = null;
      const read = diskModuleReader();
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.set(out.fileName, out as Chunk);
        const id = out.facadeModuleId ?? '';
        if (out.isEntry && /[\\/]index\.html$/.test(id) && !/[\\/]src[\\/]examples[\\/]/.test(id)) {
          shellEntry = out.fileName;
        }
        if (out.isDynamicEntry && id.startsWith('\0demo-header:')) {
          headerOfFile.set(id.slice('\0demo-header:'.length), out.fileName);
        } else if (out.isDynamicEntry && /\.stories\.tsx$/.test(id)) {
          const { title } = extractDemoMeta(readFileSync(id, 'utf8'), id, read);
          if (title) storyOfTitle.set(title, { file: id, chunk: out.fileName });
        }
      }
      if (!shellEntry) throw new Error('The shell entry chunk is not in the bundle.');
      const shellChunks = new Set(staticClosure(chunks, shellEntry));
      const html = String(page.source);
      const pageFor = (path: string): string => {
        const demo = demoAtPath(path);
        const story = demo ? storyOfTitle.get(demo.storyTitle) : undefined;
        const files = story
          ? demoPagePreloads(chunks, story.chunk, headerOfFile.get(story.file), shellChunks)
          : { js: [], css: [] };
        return withPreloads(html, base, files, SESSION_URL);
      };
      this.emitFile({ type: 'asset', fileName: 'login/index.html', source: html });
      page.source = pageFor('/app/home');
      for (const path of shellPaths()) {
        const fileName = `${path.replace(/^\/app\//, '')}/index.html`;
        this.emitFile({ type: 'asset', fileName, source: pageFor(path) });
      }
    },
  };
}
