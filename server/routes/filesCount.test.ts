// @vitest-environment node
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, filePath, FILES_API, StoredFileListSchema } from '../../src/api/files';
import type { ServerConfig } from '../config';
import { uploadReservations } from '../db/schema';
import { multipartBody, type MultipartFile } from '../multipartBody';
import { loginCookie, startTestApp } from '../testing';

/** Small, so a test reaches it with a few empty files (which take none of the byte quota). */
const MAX_FILES = 5;

let app: FastifyInstance;
let config: ServerConfig;
let close: () => Promise<void>;
let admin: string;

beforeAll(async () => {
  ({ app, config, close } = await startTestApp({ filesMaxPerUser: MAX_FILES }));
  admin = await loginCookie(app, 'admin');
});
afterAll(async () => {
  await close();
});

const empty = (filename: string): MultipartFile => ({ filename, content: '' });
const upload = (files: readonly MultipartFile[]) => {
  const { body, contentType } = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: FILES_API.files,
    headers: { cookie: admin, 'content-type': contentType, origin: 'http://localhost:80' },
    payload: body,
  });
};
const listedNames = async () =>
  StoredFileListSchema.parse((await app.inject({ url: FILES_API.files, headers: { cookie: admin } })).json())
    .map((f) => f.name)
    .sort();
const onDisk = async () => readdir(path.join(config.dataDir, 'files'));

afterEach(async () => {
  const listed = StoredFileListSchema.parse(
    (await app.inject({ url: FILES_API.files, headers: { cookie: admin } })).json(),
  );
  for (const f of listed) {
    await app.inject({
      method: 'DELETE',
      url: filePath(f.id),
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: {},
    });
  }
});

describe('File Manager: files per user', () => {
  it('refuses the file past FILES_MAX_PER_USER with 409, empty files included, and keeps none of that upload', async () => {
    expect((await upload([empty('a.txt'), empty('b.txt'), empty('c.txt')])).statusCode).toBe(201);
    const over = await upload([empty('d.txt'), empty('e.txt'), empty('f.txt')]);
    expect([over.statusCode, over.json().message]).toEqual([
      409,
      FILE_MESSAGES.fileCount('f.txt', MAX_FILES),
    ]);
    expect(await listedNames()).toEqual(['a.txt', 'b.txt', 'c.txt']);
    expect(await onDisk()).toHaveLength(3);

    expect((await upload([empty('d.txt'), empty('e.txt')])).statusCode).toBe(201);
    const one = await upload([empty('g.txt')]);
    expect([one.statusCode, one.json().message]).toEqual([409, FILE_MESSAGES.fileCount('g.txt', MAX_FILES)]);
    expect(await listedNames()).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt']);
    expect(await app.db.select().from(uploadReservations)).toEqual([]);
  });

  it('takes exactly the parallel uploads that fit beside the files kept, and refuses the rest', async () => {
    expect((await upload([empty('kept0.txt'), empty('kept1.txt'), empty('kept2.txt')])).statusCode).toBe(201);
    const names = Array.from({ length: 6 }, (_, i) => `parallel${i}.txt`);
    const answers = await Promise.all(names.map((name) => upload([empty(name)])));
    const accepted = names.filter((_, i) => answers[i]?.statusCode === 201);
    expect(accepted).toHaveLength(MAX_FILES - 3);
    expect(answers.flatMap((a) => (a.statusCode === 201 ? [] : [[a.statusCode, a.json().message]]))).toEqual(
      names.filter((n) => !accepted.includes(n)).map((n) => [409, FILE_MESSAGES.fileCount(n, MAX_FILES)]),
    );
    expect(await listedNames()).toEqual(['kept0.txt', 'kept1.txt', 'kept2.txt', ...accepted].sort());
    expect(await onDisk()).toHaveLength(MAX_FILES);
    expect(await app.db.select().from(uploadReservations)).toEqual([]);
  });

  it('counts a refused upload no more: its files are free again', async () => {
    expect((await upload([empty('a.txt'), empty('b.txt'), empty('c.txt')])).statusCode).toBe(201);
    // Its second part is not a type the server keeps: the upload is refused once both its files counted.
    const refused = await upload([empty('d.txt'), { filename: 'e.exe', content: 'MZ' }]);
    expect(refused.statusCode).toBe(415);
    expect((await upload([empty('d.txt'), empty('e.txt')])).statusCode).toBe(201);
    expect(await listedNames()).toEqual(['a.txt', 'b.txt', 'c.txt', 'd.txt', 'e.txt']);
  });
});
