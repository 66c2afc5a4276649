// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import { openDatabase } from './index';
import { users } from './schema';
import { seedUsers } from './seed';

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-seed-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function adminHash(): Promise<{ hash: string; count: number; displayName: string }> {
  const handle = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    const all = await handle.db.select().from(users);
    const [admin] = await handle.db.select().from(users).where(eq(users.username, 'admin'));
    if (!admin) throw new Error('no admin');
    return { hash: admin.passwordHash, count: all.length, displayName: admin.displayName };
  } finally {
    await handle.close();
  }
}

it('seeds a fresh database, keeps it on restart, and applies a changed password', async () => {
  const first = await openDatabase({ dataDir, databaseUrl: undefined });
  await seedUsers(first.db, { admin: 'admin', demo: 'demo' });
  await first.close();
  const seeded = await adminHash();
  expect(seeded).toMatchObject({ count: 2, displayName: 'Admin User' });
  expect(await verifyPassword('admin', seeded.hash)).toBe(true);

  const second = await openDatabase({ dataDir, databaseUrl: undefined });
  await seedUsers(second.db, { admin: 'admin', demo: 'demo' });
  await second.close();
  expect((await adminHash()).hash).toBe(seeded.hash);

  const third = await openDatabase({ dataDir, databaseUrl: undefined });
  await seedUsers(third.db, { admin: 'Now-A-Real-One', demo: 'demo' });
  await third.close();
  const changed = await adminHash();
  expect(changed.count).toBe(2);
  expect(await verifyPassword('admin', changed.hash)).toBe(false);
  expect(await verifyPassword('Now-A-Real-One', changed.hash)).toBe(true);
});
