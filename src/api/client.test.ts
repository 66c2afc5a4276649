import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Environment } from './schemas';
import { offerEnvironment, takeOfferedEnvironment } from './client';

const answer = Promise.resolve({ version: '1.0.0', build: 'b1' } as Environment);

describe('an offered environment request', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes to the first taker only: the next one asks for its own', () => {
    offerEnvironment(answer);
    expect(takeOfferedEnvironment()).toBe(answer);
    expect(takeOfferedEnvironment()).toBeNull();
  });

  it('is not taken once older than ten seconds, so a later visit does not show a stale uptime', () => {
    vi.useFakeTimers();
    offerEnvironment(answer);
    vi.advanceTimersByTime(10_001);
    expect(takeOfferedEnvironment()).toBeNull();
  });

  it('is taken within ten seconds', () => {
    vi.useFakeTimers();
    offerEnvironment(answer);
    vi.advanceTimersByTime(9_000);
    expect(takeOfferedEnvironment()).toBe(answer);
  });
});
