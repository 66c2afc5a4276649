import { spyOn } from 'storybook/test';

export interface RecordedRequests {
  /** The URLs called so far, oldest first. */
  urls(): string[];
  /** How many calls were made so far. */
  count(): number;
  /** The JSON bodies sent so far, oldest first. */
  bodies(): unknown[];
  /** Stops recording (fetch is itself again). */
  restore(): void;
}

/**
 * Records the calls a demo makes to an API path, whoever answers them (MSW in Storybook, the real server in
 * /app): fetch is watched, not replaced, so the demo's calls go through unchanged. Start it in the play and
 * restore it when the play ends.
 */
export function recordRequests(pathname: string): RecordedRequests {
  const fetchSpy = spyOn(window, 'fetch');
  const calls = () =>
    fetchSpy.mock.calls
      .map(([input, init]) => ({
        url: new URL(String(input instanceof Request ? input.url : input), location.href),
        init,
      }))
      .filter(({ url }) => url.pathname === pathname);
  return {
    urls: () => calls().map(({ url }) => url.href),
    count: () => calls().length,
    bodies: () =>
      calls().map(({ init }) =>
        typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      ),
    restore: () => fetchSpy.mockRestore(),
  };
}

/** Runs part of a play while recording the calls to an API path, and stops recording after it. */
export async function whileRecording<T>(
  pathname: string,
  run: (calls: RecordedRequests) => Promise<T>,
): Promise<T> {
  const calls = recordRequests(pathname);
  try {
    return await run(calls);
  } finally {
    calls.restore();
  }
}
