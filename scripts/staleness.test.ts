// @vitest-environment node
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildReason } from './staleness.mjs';

const at = (seconds: number) => new Date(seconds * 1000);

describe('buildReason', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'toolbox-staleness-'));
    await mkdir(path.join(root, 'src/deep'), { recursive: true });
    await mkdir(path.join(root, 'dist'));
    await writeFile(path.join(root, 'src/deep/a.ts'), 'a');
    await writeFile(path.join(root, 'src/deep/a.test.ts'), 'test');
    await writeFile(path.join(root, 'dist/index.html'), 'built');
    await utimes(path.join(root, 'src/deep/a.ts'), at(1000), at(1000));
    await utimes(path.join(root, 'src/deep/a.test.ts'), at(1000), at(1000));
    await utimes(path.join(root, 'dist/index.html'), at(2000), at(2000));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is missing when the build is not there', () => {
    expect(buildReason(root, 'dist/nothing.html', ['src'])).toBe('missing');
  });

  it('is current when every input is older than the build, and ignores inputs that do not exist', () => {
    expect(buildReason(root, 'dist/index.html', ['src', 'no-such-file.ts'])).toBeUndefined();
  });

  it('is stale when a source deep in a folder changed after the build', async () => {
    await utimes(path.join(root, 'src/deep/a.ts'), at(3000), at(3000));
    expect(buildReason(root, 'dist/index.html', ['src'])).toBe('stale');
  });

  it('does not rebuild for a changed test file', async () => {
    await utimes(path.join(root, 'src/deep/a.test.ts'), at(3000), at(3000));
    expect(buildReason(root, 'dist/index.html', ['src'])).toBeUndefined();
  });
});
