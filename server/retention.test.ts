// @vitest-environment node
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientErrors, feedback } from './db/schema';
import { pruneClientErrors, pruneFeedback } from './retention';
import { startTestApp } from './testing';

const DAY_MS = 24 * 60 * 60 * 1000;

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startTestApp({
    maintenanceIntervalMs: 100,
    clientErrorMaxRows: 3,
    feedbackMaxRows: 2,
  }));
});
afterAll(async () => {
  await close();
});

async function report(message: string, createdAt = new Date()) {
  await app.db.insert(clientErrors).values({ username: 'demo', message, correlationId: 'c', createdAt });
}

const messages = async () =>
  (await app.db.select().from(clientErrors).orderBy(asc(clientErrors.id))).map((r) => r.message);

describe('pruneClientErrors', () => {
  it('deletes reports older than the retention, then all but the newest rows', async () => {
    await app.maintenance.stop();
    try {
      await app.db.delete(clientErrors);
      const now = new Date();
      await report('40 days old', new Date(now.getTime() - 40 * DAY_MS));
      await report('29 days old', new Date(now.getTime() - 29 * DAY_MS));
      for (const n of [1, 2, 3, 4, 5]) await report(`new ${n}`);
      expect(await pruneClientErrors(app.db, { retentionDays: 30, maxRows: 10 }, now)).toBe(1);
      expect(await messages()).toEqual(['29 days old', 'new 1', 'new 2', 'new 3', 'new 4', 'new 5']);
      expect(await pruneClientErrors(app.db, { retentionDays: 30, maxRows: 4 }, now)).toBe(2);
      expect(await messages()).toEqual(['new 2', 'new 3', 'new 4', 'new 5']);
      expect(await pruneClientErrors(app.db, { retentionDays: 30, maxRows: 4 }, now)).toBe(0);
    } finally {
      app.maintenance.start();
    }
  });
});

async function sendFeedback(message: string, createdAt = new Date()) {
  await app.db.insert(feedback).values({ username: 'demo', message, createdAt });
}

const feedbackMessages = async () =>
  (await app.db.select().from(feedback).orderBy(asc(feedback.id))).map((r) => r.message);

describe('pruneFeedback', () => {
  it('deletes feedback older than the retention, then all but the newest rows', async () => {
    await app.maintenance.stop();
    try {
      await app.db.delete(feedback);
      const now = new Date();
      await sendFeedback('400 days old', new Date(now.getTime() - 400 * DAY_MS));
      await sendFeedback('300 days old', new Date(now.getTime() - 300 * DAY_MS));
      for (const n of [1, 2, 3]) await sendFeedback(`new ${n}`);
      expect(await pruneFeedback(app.db, { retentionDays: 365, maxRows: 10 }, now)).toBe(1);
      expect(await feedbackMessages()).toEqual(['300 days old', 'new 1', 'new 2', 'new 3']);
      expect(await pruneFeedback(app.db, { retentionDays: 365, maxRows: 2 }, now)).toBe(2);
      expect(await feedbackMessages()).toEqual(['new 2', 'new 3']);
    } finally {
      app.maintenance.start();
    }
  });
});

describe('maintenance', () => {
  it('prunes on its timer, which never keeps the process alive', async () => {
    expect(app.maintenance.schedule).toEqual({ scheduled: true, keepsProcessAlive: false });
    await app.db.delete(clientErrors);
    for (const n of [1, 2, 3, 4, 5, 6]) await report(`report ${n}`);
    await vi.waitFor(async () => expect(await messages()).toEqual(['report 4', 'report 5', 'report 6']), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('prunes feedback on its timer too', async () => {
    await app.db.delete(feedback);
    for (const n of [1, 2, 3, 4]) await sendFeedback(`feedback ${n}`);
    await vi.waitFor(async () => expect(await feedbackMessages()).toEqual(['feedback 3', 'feedback 4']), {
      timeout: 10_000,
      interval: 50,
    });
  });

  it('stops its timer when the app closes', async () => {
    const { app: other, close: closeOther } = await startTestApp({ maintenanceIntervalMs: 50 });
    expect(other.maintenance.schedule.scheduled).toBe(true);
    await closeOther();
    expect(other.maintenance.schedule).toEqual({ scheduled: false, keepsProcessAlive: false });
  });
});
