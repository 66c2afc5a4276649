// `node scripts/packManifest.mjs strip` (prepack) / `restore` (postpack). In this repository the kit's exports
// name its sources under the `source` condition (the app, Storybook and the tests build from them); the
// package that `npm pack` makes ships only dist/, so its manifest must not name them: an app that sets a
// `source` condition for its own packages would otherwise be sent to files that are not there. Strip writes the
// manifest without them (nor the sources' entry in `sideEffects`, nor the build's scripts, which are not shipped
// either) for the time of the pack, keeping the repository's copy beside it; restore puts that copy back.
//
// `sideEffects` of the package is then only CSS. The sources list their theme entry for its import of the
// tokens' stylesheet; built, those tokens are in dist/toolbox-kit.css and the entry only re-exports the theme
// model, which applies the saved theme as it loads: in every app that (or whose components) uses it.
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const manifestPath = fileURLToPath(new URL('../package.json', import.meta.url));
const keptPath = `${manifestPath}.repository`;

/** The published manifest: the repository's without what points into src/, nor the scripts that build it. */
function publishedManifest(manifest) {
  const exports = Object.fromEntries(
    Object.entries(manifest.exports).map(([entry, target]) => [
      entry,
      typeof target === 'object'
        ? Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== 'source'))
        : target,
    ]),
  );
  const sideEffects = manifest.sideEffects.filter((pattern) => !pattern.startsWith('./src/'));
  const published = { ...manifest, exports, sideEffects };
  delete published.scripts;
  return published;
}

async function strip() {
  if (existsSync(keptPath)) {
    throw new Error(
      `${keptPath} exists: an earlier pack did not finish. Run \`node scripts/packManifest.mjs restore\` first.`,
    );
  }
  const text = await readFile(manifestPath, 'utf8');
  await writeFile(keptPath, text);
  await writeFile(manifestPath, `${JSON.stringify(publishedManifest(JSON.parse(text)), null, 2)}\n`);
}

async function restore() {
  if (existsSync(keptPath)) await rename(keptPath, manifestPath);
}

const command = process.argv[2];
if (command === 'strip') await strip();
else if (command === 'restore') await restore();
else throw new Error(`Unknown command ${command}: strip or restore.`);
