import type { Plugin } from 'vite';

/** Writes .br and .gz copies of the compressible files of `dir` that lack up-to-date ones. */
export function precompressDir(dir: string): Promise<{ files: number; skipped: number }>;
/** Vite plugin: precompresses the build's output folder once it is written. */
export function precompress(): Plugin;
