/** AG Grid's modules (ag-grid-community and ag-grid-react). */
export const AG_GRID = /node_modules[\\/]ag-grid-/;

/** The chunk that holds them, in the app's build and in the benches' pages. */
export const AG_GRID_CHUNK = 'ag-grid';

/** V8's explicit compile hint (Chrome 136 on): compile every function of the file as the file loads. */
export const COMPILE_ALL_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The banner of a chunk after minification (Rolldown's `output.postBanner`): the compile hint for AG Grid's chunk,
 * nothing for the others.
 *
 * Without it V8 compiles each AG Grid function on the main thread the first time it runs: the Inline Editing
 * demo's first Enter spent some 8 ms compiling the code that saves the edit (a trace of it), and a first sort or
 * filter runs code compiled the same way. With it the file is compiled on a background thread while it loads:
 * the grid demos' first load measured the same with and without (alternating cold loads, bench/loadAB.ts). Only
 * AG Grid: hinting the shell's and Home's chunks too made Home's first load slower, as they hold much code a first
 * load does not run.
 */
export function compileHints(chunk: { name: string }): string {
  return chunk.name === AG_GRID_CHUNK ? COMPILE_ALL_HINT : '';
}
