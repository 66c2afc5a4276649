// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_API, ContactListSchema, contactPrefsPath } from '../../src/api/contacts';
import { buildApp } from '../app';
import { loginCookie, testConfig } from '../testing';

const json = { 'content-type': 'application/json' };

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-contacts-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The server on this test's DATA_DIR, started again to prove what it keeps. */
const start = () => buildApp(testConfig(dataDir));

describe('Contact favourites and tags', () => {
  it("are each user's own, and survive logout, login and a restart", async () => {
    const first = await start();
    try {
      const demo = await loginCookie(first, 'demo');
      const res = await first.inject({
        method: 'PUT',
        url: contactPrefsPath(12),
        headers: { ...json, cookie: demo },
        payload: { isFavorite: true, tags: ['Mentor'] },
      });
      expect(res.statusCode).toBe(200);
      // Another user sees the contact as it was.
      const admin = await loginCookie(first, 'admin');
      const adminView = ContactListSchema.parse(
        (await first.inject({ url: CONTACT_API.contacts, headers: { cookie: admin } })).json(),
      ).find((c) => c.id === 12);
      expect(adminView?.isFavorite).toBe(false);
      expect(adminView?.tags).not.toEqual(['Mentor']);
      // Logout and a new login.
      await first.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { ...json, cookie: demo },
        payload: {},
      });
      const again = await loginCookie(first, 'demo');
      const mine = ContactListSchema.parse(
        (await first.inject({ url: CONTACT_API.contacts, headers: { cookie: again } })).json(),
      ).find((c) => c.id === 12);
      expect(mine).toMatchObject({ isFavorite: true, tags: ['Mentor'] });
    } finally {
      await first.close();
    }
    const second = await start();
    try {
      const demo = await loginCookie(second, 'demo');
      const mine = ContactListSchema.parse(
        (await second.inject({ url: CONTACT_API.contacts, headers: { cookie: demo } })).json(),
      ).find((c) => c.id === 12);
      expect(mine).toMatchObject({ isFavorite: true, tags: ['Mentor'] });
    } finally {
      await second.close();
    }
  });
});
