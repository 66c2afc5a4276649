import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck, type VersionInfo } from './versionCheck';

describe('startVersionCheck', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the first answer as the baseline and reports each later change once', async () => {
    vi.useFakeTimers();
    const answers: VersionInfo[] = [
      { version: '1.0.0', build: 'a' },
      { version: '1.0.0', build: 'a' },
      { version: '1.1.0', build: 'b' },
      { version: '1.1.0', build: 'b' },
    ];
    let i = 0;
    const seen: VersionInfo[] = [];
    const vc = startVersionCheck({
      fetchVersion: async () => answers[Math.min(i++, answers.length - 1)] as VersionInfo,
      onNewVersion: (v) => seen.push(v),
      intervalMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(3500);
    vc.stop();
    expect(seen).toEqual([{ version: '1.1.0', build: 'b' }]);
  });

  it('ignores failed checks', async () => {
    const seen: VersionInfo[] = [];
    const vc = startVersionCheck({
      fetchVersion: () => Promise.reject(new Error('down')),
      onNewVersion: (v) => seen.push(v),
    });
    await vc.check();
    vc.stop();
    expect(seen).toEqual([]);
  });
});
