// @vitest-environment node
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../db/schema';
import { startTestApp } from '../testing';
import { SessionStore } from './sessions';

let app: FastifyInstance;
let close: () => Promise<void>;
let userId: number;

beforeAll(async () => {
  ({ app, close } = await startTestApp());
  const [demo] = await app.db.select().from(users).where(eq(users.username, 'demo'));
  if (!demo) throw new Error('no demo user');
  userId = demo.id;
});
afterAll(async () => {
  await close();
});

/** A store on the app's database whose database reads are counted. */
function countingStore(cacheTtlMs: number, ttlMs = 60_000) {
  const store = new SessionStore(app.db, ttlMs, { cacheTtlMs });
  const select = vi.spyOn(app.db, 'select');
  return { store, reads: () => select.mock.calls.length, restore: () => select.mockRestore() };
}

describe('SessionStore cache', () => {
  it('answers repeated lookups of a live session from memory', async () => {
    const { store, reads, restore } = countingStore(60_000);
    try {
      const { token } = await store.create(userId);
      const first = await store.lookup(token);
      expect(first?.identity.username).toBe('demo');
      const readsAfterFirst = reads();
      for (let i = 0; i < 10; i++) expect(await store.lookup(token)).toEqual(first);
      expect(reads()).toBe(readsAfterFirst);
      expect(store.cachedCount).toBe(1);
    } finally {
      restore();
    }
  });

  it('shares one database query between concurrent lookups of a token not in memory', async () => {
    const { store, reads, restore } = countingStore(60_000);
    try {
      const { token } = await store.create(userId);
      const before = reads();
      const users = await Promise.all(Array.from({ length: 50 }, () => store.lookup(token)));
      expect(reads() - before).toBe(1);
      expect(new Set(users.map((u) => u?.sessionId)).size).toBe(1);
      expect(users[0]?.identity.username).toBe('demo');
    } finally {
      restore();
    }
  });

  it('forgets a session at once on logout (delete)', async () => {
    const { store } = countingStore(60_000);
    const { token, sessionId } = await store.create(userId);
    expect(await store.lookup(token)).not.toBeNull();
    await store.delete(sessionId);
    expect(await store.lookup(token)).toBeNull();
    expect(store.cachedCount).toBe(0);
  });

  it('never serves a cached session past its expiry', async () => {
    const { store } = countingStore(60_000, 60_000);
    const { token, expiresAt } = await store.create(userId);
    expect(await store.lookup(token, new Date(expiresAt.getTime() - 1))).not.toBeNull();
    expect(await store.lookup(token, expiresAt)).toBeNull();
    expect(await store.lookup(token, new Date(expiresAt.getTime() + 1))).toBeNull();
  });

  it('asks the database again after the short cache time (a session deleted elsewhere ends)', async () => {
    const { store } = countingStore(150);
    const { token, sessionId } = await store.create(userId);
    expect(await store.lookup(token)).not.toBeNull();
    // Deleted behind the store's back, as another server on the same database would.
    await app.db.delete(sessions).where(eq(sessions.id, sessionId));
    await vi.waitFor(async () => expect(await store.lookup(token)).toBeNull(), {
      timeout: 5000,
      interval: 50,
    });
  });

  it('caches no unknown token, and no session deleted while it was being read', async () => {
    const { store } = countingStore(60_000);
    expect(await store.lookup('not-a-session')).toBeNull();
    expect(store.cachedCount).toBe(0);
    const { token, sessionId } = await store.create(userId);
    const reading = store.lookup(token);
    await store.delete(sessionId);
    await reading;
    expect(await store.lookup(token)).toBeNull();
    expect(store.cachedCount).toBe(0);
  });

  it('is what the app uses: logout ends the session for the very next call', async () => {
    expect(app.config.sessionCacheTtlMs).toBeGreaterThan(0);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo', password: 'demo' },
    });
    const cookie = `toolbox_session=${login.cookies.find((c) => c.name === 'toolbox_session')?.value ?? ''}`;
    expect((await app.inject({ url: '/api/auth/identity', headers: { cookie } })).statusCode).toBe(200);
    expect(app.sessions.cachedCount).toBeGreaterThan(0);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie }, payload: {} });
    expect((await app.inject({ url: '/api/auth/identity', headers: { cookie } })).statusCode).toBe(401);
  });
});
