import { spyOn } from 'storybook/test';

export interface RecordedRequests {
  /** The JSON bodies sent so far, oldest first. */
  bodies(): unknown[];
  /** Stops recording (fetch is itself again). */
  restore(): void;
}

/**
 * Records the JSON bodies a demo sends to an API path, whoever answers them (MSW in Storybook, the real server
 * in /app): fetch is watched, not replaced, so the demo's calls go through unchanged.
 */
export function recordRequests(pathname: string): RecordedRequests {
  const fetchSpy = spyOn(window, 'fetch');
  return {
    bodies: () =>
      fetchSpy.mock.calls
        .filter(
          ([input]) =>
            new URL(String(input instanceof Request ? input.url : input), location.href).pathname ===
            pathname,
        )
        .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined)),
    restore: () => fetchSpy.mockRestore(),
  };
}
