// Brotli and gzip copies of a build's text files, made once at build time so the server sends them as they are
// (@fastify/static's preCompressed) instead of compressing on every request or not at all. A Vite plugin for
// the app's build, and a command for folders Vite does not write alone (the static Storybook):
//   node scripts/precompress.mjs storybook-static
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What compresses: text and wasm. Images, fonts (woff2 is brotli already) and archives do not. */
const COMPRESSIBLE = /\.(m?js|css|html|svg|json|map|txt|xml|wasm|webmanifest)$/i;
/** Below this a compressed answer saves less than its headers cost. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality takes seconds per megabyte, once per build; it makes the shell's and AG Grid's files 1 to
 * 2 % smaller (2.5 kB of the shell's first load) than quality 10. Only files larger than this (none today) get 10.
 */
const BEST_QUALITY_MAX_BYTES = 4 * 1024 * 1024;
/** Files compressed at once: zlib works on libuv's thread pool. */
const PARALLEL = 4;

async function* filesOf(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesOf(file);
    else if (entry.isFile()) yield file;
  }
}

async function mtimeOf(file) {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return -1;
  }
}

/** Writes `file.br` and `file.gz` when smaller than the file; drops a stale one that no longer is. */
async function compressFile(file, source) {
  const variants = [
    [
      '.br',
      () =>
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: source.length <= BEST_QUALITY_MAX_BYTES ? 11 : 10,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
    ],
    ['.gz', () => gz(source, { level: 9 })],
  ];
  let written = 0;
  for (const [ext, compress] of variants) {
    const out = await compress();
    if (out.length < source.length) {
      await writeFile(file + ext, out);
      written++;
    } else {
      await rm(file + ext, { force: true });
    }
  }
  return written;
}

/**
 * Compresses every compressible file of `dir` that lacks an up-to-date .br/.gz beside it.
 * @returns {Promise<{ files: number, skipped: number }>} files compressed now, and files already up to date
 */
export async function precompressDir(dir) {
  const queue = [];
  if ((await mtimeOf(dir)) < 0) return { files: 0, skipped: 0 }; // a failed build wrote nothing
  for await (const file of filesOf(dir)) {
    if (COMPRESSIBLE.test(file)) queue.push(file);
  }
  let files = 0;
  let skipped = 0;
  const work = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const { size, mtimeMs } = await stat(file);
      if (size < MIN_BYTES) continue;
      if ((await mtimeOf(`${file}.br`)) >= mtimeMs && (await mtimeOf(`${file}.gz`)) >= mtimeMs) {
        skipped++;
        continue;
      }
      if ((await compressFile(file, await readFile(file))) > 0) files++;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, work));
  return { files, skipped };
}

/** The Vite plugin: once the build is written (public files included), compress its output folder. */
export function precompress() {
  let outDir = '';
  return {
    name: 'toolbox:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: node scripts/precompress.mjs <folder>');
    process.exit(2);
  }
  const { files, skipped } = await precompressDir(path.resolve(dir));
  // Storybook's own Vite build runs the plugin above on its preview files first, so most are up to date here.
  console.log(`precompressed ${files} files of ${dir} (brotli, gzip); ${skipped} were up to date`);
}
