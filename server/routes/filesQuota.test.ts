// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, FILES_API, StoredFileListSchema } from '../../src/api/files';
import type { ServerConfig } from '../config';
import { realPostgresTargets } from '../db/postgresTargets';
import { storedFileChunks, storedFiles, uploadReservations, users } from '../db/schema';
import { multipartBody } from '../multipartBody';
import { loginCookie, startTestApp } from '../testing';

const MB = 1024 * 1024;
const QUOTA_MB = 2;
const KEPT = MB / 2;
/** 0.4 MB: three fit beside KEPT in the quota, a fourth would not. */
const EACH = Math.floor(0.4 * MB);
/** Files one user may keep: more than the byte test stores, so the limits do not meet there. */
const MAX_FILES = 50;

interface Server {
  app: FastifyInstance;
  config: ServerConfig;
  close: () => Promise<void>;
  cookie: string;
}

/**
 * The upload quota held by two server processes sharing one Postgres (DATABASE_URL), as in a cluster: each has
 * its own DATA_DIR and its own connection pool, and parallel uploads go to both. It needs a real Postgres (the
 * local install, or TEST_DATABASE_URL): its row locks and parallel sessions are what is tested.
 */
describe.each(await realPostgresTargets())(
  'File Manager quota across two servers on one Postgres ($name)',
  (target) => {
    let stop: (() => Promise<void>) | undefined;
    const servers: Server[] = [];

    beforeAll(async () => {
      const started = await target.start();
      stop = started.stop;
      // One after the other: the first migrates and seeds, the second finds it done.
      for (let i = 0; i < 2; i++) {
        const test = await startTestApp({
          databaseUrl: started.url,
          maxUploadMb: 1,
          uploadQuotaMb: QUOTA_MB,
          filesMaxPerUser: MAX_FILES,
        });
        servers.push({ ...test, cookie: await loginCookie(test.app, 'admin') });
      }
      const first = servers[0];
      if (!first) throw new Error('no server');
      // A database of an earlier run (TEST_DATABASE_URL) may keep files: this test starts from none.
      await first.app.db.delete(storedFiles);
      await first.app.db.delete(storedFileChunks);
      await first.app.db.delete(uploadReservations);
    }, 120_000);
    afterAll(async () => {
      for (const s of servers) await s.close();
      await stop?.();
    });

    const upload = (server: Server, filename: string, content: Buffer) => {
      const { body, contentType } = multipartBody([{ filename, content }]);
      return server.app.inject({
        method: 'POST',
        url: FILES_API.files,
        headers: { cookie: server.cookie, 'content-type': contentType, origin: 'http://localhost:80' },
        payload: body,
      });
    };

    it('takes exactly the parallel uploads that fit, whichever server each reaches', async () => {
      const [a, b] = servers;
      if (!a || !b) throw new Error('no servers');
      expect((await upload(a, 'kept.txt', Buffer.alloc(KEPT, 'k'))).statusCode).toBe(201);

      const names = Array.from({ length: 8 }, (_, i) => `parallel${i}.txt`);
      const answers = await Promise.all(
        names.map((name, i) => upload(i % 2 ? b : a, name, Buffer.alloc(EACH, 'p'))),
      );
      const accepted = names.filter((_, i) => answers[i]?.statusCode === 201);
      expect(accepted).toHaveLength(3);
      expect(
        answers.flatMap((r) => (r.statusCode === 201 ? [] : [[r.statusCode, r.json().message]])),
      ).toEqual(
        names.filter((n) => !accepted.includes(n)).map((n) => [413, FILE_MESSAGES.quota(n, QUOTA_MB)]),
      );

      const [admin] = await a.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
      const [used] = await a.app.db
        .select({ bytes: sql<string>`coalesce(sum(${storedFiles.size}), 0)` })
        .from(storedFiles)
        .where(eq(storedFiles.uploadedBy, admin?.id ?? -1));
      expect(Number(used?.bytes)).toBe(KEPT + 3 * EACH);
      expect(await a.app.db.select().from(uploadReservations)).toEqual([]);
      // The database keeps the bytes of what was taken, and nothing of what was refused; no server's disk keeps any.
      const listed = StoredFileListSchema.parse(
        (await a.app.inject({ url: FILES_API.files, headers: { cookie: a.cookie } })).json(),
      );
      expect(listed.map((f) => f.name).sort()).toEqual(['kept.txt', ...accepted].sort());
      const chunked = await a.app.db.selectDistinct({ id: storedFileChunks.fileId }).from(storedFileChunks);
      expect(chunked.map((c) => c.id).sort()).toEqual(listed.map((f) => f.id).sort());
      const onDisk = (
        await Promise.all(servers.map((s) => readdir(path.join(s.config.dataDir, 'files'))))
      ).flat();
      expect(onDisk).toEqual([]);
    }, 60_000);

    it('takes exactly the parallel uploads whose files fit in FILES_MAX_PER_USER, whichever server each reaches', async () => {
      const [a, b] = servers;
      if (!a || !b) throw new Error('no servers');
      const [admin] = await a.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
      if (!admin) throw new Error('no admin');
      // Rows alone: the count needs no bytes. Three files short of the limit.
      await a.app.db.delete(storedFiles);
      await a.app.db.insert(storedFiles).values(
        Array.from({ length: MAX_FILES - 3 }, (_, i) => ({
          id: randomUUID(),
          name: `filler${i}.txt`,
          size: 0,
          type: 'text/plain',
          uploadedBy: admin.id,
        })),
      );
      // Many at once: without the lock, two of them read the same count and both passed it, in about half the runs.
      const names = Array.from({ length: 40 }, (_, i) => `empty${i}.txt`);
      const answers = await Promise.all(names.map((name, i) => upload(i % 2 ? b : a, name, Buffer.alloc(0))));
      const accepted = names.filter((_, i) => answers[i]?.statusCode === 201);
      expect(accepted).toHaveLength(3);
      expect(
        answers.flatMap((r) => (r.statusCode === 201 ? [] : [[r.statusCode, r.json().message]])),
      ).toEqual(
        names.filter((n) => !accepted.includes(n)).map((n) => [409, FILE_MESSAGES.fileCount(n, MAX_FILES)]),
      );
      const [count] = await a.app.db
        .select({ files: sql<string>`count(*)` })
        .from(storedFiles)
        .where(eq(storedFiles.uploadedBy, admin.id));
      expect(Number(count?.files)).toBe(MAX_FILES);
      expect(await a.app.db.select().from(uploadReservations)).toEqual([]);
    }, 60_000);
  },
);
