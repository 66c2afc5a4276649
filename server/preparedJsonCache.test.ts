// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PreparedJson } from './preparedJson';
import { entryBytes, PreparedJsonCache, type PreparedJsonCacheOptions } from './preparedJsonCache';

/** A cache whose answers are `{ key, pad }` (pad making each answer about `size` bytes), counting what it makes. */
function cacheOf(options: PreparedJsonCacheOptions, size = 100) {
  const made: string[] = [];
  const cache = new PreparedJsonCache((key) => {
    made.push(key);
    return { key, pad: 'x'.repeat(size) };
  }, options);
  return { cache, made };
}

const bodyOf = (answer: PreparedJson) => JSON.parse(answer.body.toString('utf8')) as { key: string };

describe('PreparedJsonCache', () => {
  it('makes an answer once and gives the same prepared bytes for its key again', () => {
    const { cache, made } = cacheOf({ maxEntries: 10, maxBytes: 1_000_000 });
    const first = cache.get('acme');
    expect(cache.get('acme')).toBe(first);
    expect(cache.get('bolt')).not.toBe(first);
    expect(made).toEqual(['acme', 'bolt']);
    expect(bodyOf(first).key).toBe('acme');
  });

  it('keeps at most maxEntries answers, dropping the least recently asked', () => {
    const { cache, made } = cacheOf({ maxEntries: 3, maxBytes: 1_000_000 });
    for (let i = 0; i < 50; i++) cache.get(`q${i}`);
    expect(cache.size).toBe(3);
    cache.get('q47');
    cache.get('q51');
    expect(cache.size).toBe(3);
    made.length = 0;
    // q47 was asked again, so q48 went; q49, q51 and q47 are still there.
    for (const key of ['q49', 'q51', 'q47']) cache.get(key);
    expect(made).toEqual([]);
    cache.get('q48');
    expect(made).toEqual(['q48']);
  });

  it('keeps at most maxBytes, counting each answer with the compressed copies it may come to hold', () => {
    const perEntry = entryBytes('q00', new PreparedJson({ key: 'q00', pad: 'x'.repeat(1000) }));
    expect(perEntry).toBeGreaterThan(3000);
    const maxBytes = 4 * perEntry + 10;
    const { cache } = cacheOf({ maxEntries: 1000, maxBytes }, 1000);
    for (let i = 10; i < 99; i++) cache.get(`q${i}`);
    expect(cache.size).toBe(4);
    expect(cache.bytes).toBeLessThanOrEqual(maxBytes);
    expect(cache.bytes).toBe(4 * perEntry);
  });

  it('counts an answer that is never compressed once, and sends it as it is', async () => {
    const { cache } = cacheOf({ maxEntries: 10, maxBytes: 1_000_000, compress: false }, 2000);
    const answer = cache.get('q1');
    expect(answer.compress).toBe(false);
    expect(cache.bytes).toBe(entryBytes('q1', answer));
    expect(cache.bytes).toBeLessThan(answer.body.length + 600);
    expect(cacheOf({ maxEntries: 10, maxBytes: 1_000_000 }).cache.get('q1').compress).toBe(true);
  });

  it('answers a key whose answer is larger than the whole cache, without keeping it', () => {
    const { cache, made } = cacheOf({ maxEntries: 10, maxBytes: 2000 }, 5000);
    expect(bodyOf(cache.get('big')).key).toBe('big');
    expect(bodyOf(cache.get('big')).key).toBe('big');
    expect(made).toEqual(['big', 'big']);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
