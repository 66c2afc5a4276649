// @vitest-environment node
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_MESSAGES,
  fileContentPath,
  filePath,
  FILES_API,
  StoredFileListSchema,
} from '../../src/api/files';
import { realPostgresTargets } from '../db/postgresTargets';
import { multipartBody, type MultipartFile } from '../multipartBody';
import { loginCookie } from '../testing';
import { startInstances } from './testInstances';

const MB = 1024 * 1024;
/** Text of 600 KiB: three chunks of the database, the last one short. */
const TEXT = Buffer.from('0123456789abcdef\n'.repeat(Math.ceil((600 * 1024) / 17)).slice(0, 600 * 1024));
/** The start of a Linux program: a type the allow-list does not have, whatever its name says. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);

const upload = (app: FastifyInstance, cookie: string, files: readonly MultipartFile[]) => {
  const { body, contentType } = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: FILES_API.files,
    headers: { cookie, 'content-type': contentType, origin: 'http://localhost:80' },
    payload: body,
  });
};

describe.each(await realPostgresTargets())('files across instances on $name', (target) => {
  let url = '';
  let stopPostgres: (() => Promise<void>) | undefined;
  let instances: Awaited<ReturnType<typeof startInstances>> | undefined;

  /** Rows of a table, counted on a connection of the test's own. */
  const count = async (table: 'stored_file_chunks' | 'upload_reservations'): Promise<number> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n ?? -1;
    } finally {
      await client.end();
    }
  };
  /** Names in an instance's DATA_DIR/files: none of a stored file, its bytes are in the database. */
  const onDisk = (app: FastifyInstance) =>
    readdir(path.join(app.config.dataDir, 'files')).catch(() => [] as string[]);

  beforeAll(async () => {
    ({ url, stop: stopPostgres } = await target.start());
    instances = await startInstances(url, 2, { maxUploadMb: 1, uploadQuotaMb: 2 });
  });
  afterAll(async () => {
    await instances?.close();
    await stopPostgres?.();
  });

  it('a file uploaded through one instance downloads through the other, and its delete holds for both', async () => {
    const [a, b] = instances?.apps ?? [];
    if (!a || !b) throw new Error('no instances');
    const cookie = await loginCookie(a, 'admin');
    const res = await upload(a, cookie, [{ filename: 'notes.txt', content: TEXT }]);
    expect(res.statusCode).toBe(201);
    const [stored] = StoredFileListSchema.parse(res.json());
    if (!stored) throw new Error('nothing stored');
    expect(stored).toMatchObject({ name: 'notes.txt', size: TEXT.length, type: 'text/plain' });
    expect(await count('stored_file_chunks')).toBe(3);
    expect(await onDisk(a)).toEqual([]);

    const down = await b.inject({ url: fileContentPath(stored.id), headers: { cookie } });
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-length']).toBe(String(TEXT.length));
    expect(down.rawPayload.equals(TEXT)).toBe(true);

    const del = await b.inject({
      method: 'DELETE',
      url: filePath(stored.id),
      headers: { cookie, 'content-type': 'application/json' },
      payload: {},
    });
    expect(del.statusCode).toBe(200);
    expect((await a.inject({ url: fileContentPath(stored.id), headers: { cookie } })).statusCode).toBe(404);
    expect(await count('stored_file_chunks')).toBe(0);
  });

  it('keeps the size limit and the content check, leaving no chunk or reservation behind', async () => {
    const [a] = instances?.apps ?? [];
    if (!a) throw new Error('no instances');
    const cookie = await loginCookie(a, 'admin');
    const program = await upload(a, cookie, [
      { filename: 'fine.txt', content: TEXT },
      { filename: 'picture.png', content: ELF },
    ]);
    expect(program.statusCode).toBe(415);
    expect(program.json()).toMatchObject({ message: FILE_MESSAGES.wrongType('picture.png') });
    const large = await upload(a, cookie, [{ filename: 'large.txt', content: Buffer.alloc(MB + 1, 0x61) }]);
    expect(large.statusCode).toBe(413);
    expect(await count('stored_file_chunks')).toBe(0);
    expect(await count('upload_reservations')).toBe(0);
    expect(await onDisk(a)).toEqual([]);
  });

  it('a start removes the chunks an upload stopped mid-way left', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        "INSERT INTO stored_file_chunks (file_id, seq, upload_id, data) VALUES ('gone', 0, 'gone', '\\x00')",
      );
    } finally {
      await client.end();
    }
    const more = await startInstances(url, 1);
    await more.close();
    expect(await count('stored_file_chunks')).toBe(0);
  });
});
