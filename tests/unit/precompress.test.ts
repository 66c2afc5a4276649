// @vitest-environment node
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'toolbox-precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('precompressDir', () => {
  it('writes brotli and gzip copies that decode to the file, beside every text file', async () => {
    const js = 'export const rows = [' + '{"id":1,"name":"Trade"},'.repeat(200) + '];\n';
    await writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>Toolbox</p>'.repeat(100)}`);
    await writeFile(path.join(dir, 'main-abcd1234.js'), js);

    expect(await precompressDir(dir)).toEqual({ files: 2, skipped: 0 });

    const file = path.join(dir, 'main-abcd1234.js');
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(js);
    expect((await readFile(`${file}.br`)).length).toBeLessThan(js.length / 10);
    expect(await exists(path.join(dir, 'index.html.br'))).toBe(true);
  });

  it('leaves out files too small to gain, and files that are compressed already', async () => {
    await writeFile(path.join(dir, 'tiny.js'), 'export {};\n');
    await writeFile(path.join(dir, 'logo.png'), Buffer.alloc(4096, 7));
    await writeFile(path.join(dir, 'font.woff2'), Buffer.alloc(4096, 7));

    expect(await precompressDir(dir)).toEqual({ files: 0, skipped: 0 });
    for (const f of ['tiny.js', 'logo.png', 'font.woff2']) {
      expect(await exists(path.join(dir, `${f}.br`))).toBe(false);
      expect(await exists(path.join(dir, `${f}.gz`))).toBe(false);
    }
  });

  it('compresses again only files changed since their copies were made', async () => {
    const a = path.join(dir, 'a.css');
    const b = path.join(dir, 'b.css');
    await writeFile(a, '.tb-a { color: red; }\n'.repeat(100));
    await writeFile(b, '.tb-b { color: blue; }\n'.repeat(100));
    await precompressDir(dir);

    const css = '.tb-a { color: green; }\n'.repeat(100);
    await writeFile(a, css);
    const later = new Date(Date.now() + 10_000);
    await utimes(a, later, later);

    expect(await precompressDir(dir)).toEqual({ files: 1, skipped: 1 });
    expect(brotliDecompressSync(await readFile(`${a}.br`)).toString()).toBe(css);
  });

  it('does nothing for a folder a failed build never wrote', async () => {
    expect(await precompressDir(path.join(dir, 'missing'))).toEqual({ files: 0, skipped: 0 });
  });
});
