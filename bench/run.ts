/**
 * Runs every bench/*.bench.ts and prints its figures. A bench module exports `name` and
 * `run(): Promise<Figure[]>`; figures are measurements, never pass/fail.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface Figure {
  label: string;
  value: number;
  unit: string;
}

interface BenchModule {
  name: string;
  run: () => Promise<Figure[]>;
}

const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();

for (const file of files) {
  const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as BenchModule;
  console.log(`\n${mod.name}`);
  for (const f of await mod.run()) {
    console.log(`  ${f.label.padEnd(52)} ${f.value.toFixed(f.value < 10 ? 2 : 1).padStart(10)} ${f.unit}`);
  }
}
