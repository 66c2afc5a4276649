import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportClientError } from './reportClientError';

describe('reportClientError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts to /api/clientError and resolves with the stored id', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ ok: true, id: 42 }), { status: 201 }));
    await expect(reportClientError({ message: 'boom', isRoutine: false, userAlerted: false })).resolves.toBe(
      42,
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/clientError');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      message: 'boom',
      isRoutine: false,
      userAlerted: false,
    });
  });
});
