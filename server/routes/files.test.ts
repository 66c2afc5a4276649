// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  FILE_MESSAGES,
  fileContentPath,
  filePath,
  FILES_API,
  StoredFileListSchema,
} from '../../src/api/files';
import { API_MESSAGES } from '../../src/api/errors';
import type { ServerConfig } from '../config';
import { uploadReservations } from '../db/schema';
import { multipartBody, type MultipartFile } from '../multipartBody';
import { loginCookie, startTestApp } from '../testing';
import { CROSS_SITE_MESSAGE } from '../writeGuards';

/** A 1×1 PNG: real magic bytes, so the type check by content finds image/png. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a Linux program: a type the allow-list does not have, whatever its name says. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120, 1)]);
const MB = 1024 * 1024;
const ORIGIN = 'http://localhost:80';

let app: FastifyInstance;
let config: ServerConfig;
let close: () => Promise<void>;
let admin: string;
let demo: string;

beforeAll(async () => {
  ({ app, config, close } = await startTestApp({ maxUploadMb: 1, uploadQuotaMb: 2 }));
  admin = await loginCookie(app, 'admin');
  demo = await loginCookie(app, 'demo');
});
afterAll(async () => {
  await close();
});

const filesDir = () => path.join(config.dataDir, 'files');
/** Every name in DATA_DIR/files (temporary uploads included), or none when the folder is not made yet. */
const onDisk = async () => (await readdir(filesDir()).catch(() => [] as string[])).sort();

const upload = (files: readonly MultipartFile[], cookie = admin, headers: Record<string, string> = {}) => {
  const { body, contentType } = multipartBody(files);
  return app.inject({
    method: 'POST',
    url: FILES_API.files,
    headers: { cookie, 'content-type': contentType, origin: ORIGIN, ...headers },
    payload: body,
  });
};
const list = async () =>
  StoredFileListSchema.parse((await app.inject({ url: FILES_API.files, headers: { cookie: admin } })).json());

afterEach(async () => {
  for (const f of await list()) {
    await app.inject({
      method: 'DELETE',
      url: filePath(f.id),
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: {},
    });
  }
});

describe('File Manager uploads', () => {
  it('stores files under generated names, lists, downloads and deletes them', async () => {
    const res = await upload([
      { filename: 'pixel.png', content: PNG, type: 'image/png' },
      { filename: 'notes.md', content: '# Notes\nÜmlauts are text too.\n' },
    ]);
    expect(res.statusCode).toBe(201);
    const stored = StoredFileListSchema.parse(res.json());
    expect(stored.map((f) => [f.name, f.size, f.type, f.uploadedBy])).toEqual([
      ['pixel.png', PNG.length, 'image/png', 'Admin User'],
      ['notes.md', Buffer.byteLength('# Notes\nÜmlauts are text too.\n'), 'text/plain', 'Admin User'],
    ]);
    expect((await list()).map((f) => f.name).sort()).toEqual(['notes.md', 'pixel.png']);
    expect(await onDisk()).toEqual(stored.map((f) => f.id).sort());

    const [png] = stored;
    if (!png) throw new Error('no stored file');
    const download = await app.inject({ url: fileContentPath(png.id), headers: { cookie: admin } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="pixel.png"; filename*=UTF-8''pixel.png`,
    );
    expect(download.rawPayload.equals(PNG)).toBe(true);

    const del = await app.inject({
      method: 'DELETE',
      url: filePath(png.id),
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: {},
    });
    expect(del.json()).toEqual({ ok: true });
    expect((await list()).map((f) => f.name)).toEqual(['notes.md']);
    expect(await onDisk()).not.toContain(png.id);
    const again = await app.inject({ url: fileContentPath(png.id), headers: { cookie: admin } });
    expect([again.statusCode, again.json().message]).toEqual([404, FILE_MESSAGES.notFound]);
  });

  it('refuses a file over MAX_UPLOAD_MB with 413 and keeps nothing', async () => {
    const res = await upload([{ filename: 'big.txt', content: Buffer.alloc(MB + 1, 'a') }]);
    expect([res.statusCode, res.json().message]).toEqual([413, FILE_MESSAGES.tooLarge('big.txt', 1)]);
    expect(await list()).toEqual([]);
    expect(await onDisk()).toEqual([]);
  });

  it('checks the type by content: a program named .png or .txt, or binary text, is refused with 415', async () => {
    for (const file of [
      { filename: 'holiday.png', content: ELF, type: 'image/png' },
      { filename: 'readme.txt', content: ELF, type: 'text/plain' },
      { filename: 'data.csv', content: Buffer.from([0x61, 0x00, 0x62]) },
      { filename: 'run.sh', content: '#!/bin/sh\necho hi\n' },
    ]) {
      const res = await upload([file]);
      expect([res.statusCode, res.json().message]).toEqual([415, FILE_MESSAGES.wrongType(file.filename)]);
    }
    expect(await list()).toEqual([]);
    expect(await onDisk()).toEqual([]);
  });

  it('keeps an upload whole or not at all: one refused part removes the parts before it', async () => {
    const res = await upload([
      { filename: 'a.txt', content: 'first' },
      { filename: 'b.png', content: PNG },
      { filename: 'c.png', content: ELF },
    ]);
    expect([res.statusCode, res.json().message]).toEqual([415, FILE_MESSAGES.wrongType('c.png')]);
    expect(await list()).toEqual([]);
    expect(await onDisk()).toEqual([]);
  });

  it('refuses a file part without a file name with 400 and keeps nothing of the upload', async () => {
    for (const files of [
      [{ content: PNG, type: 'application/octet-stream' }],
      [{ filename: '', content: 'an empty name' }],
      [
        { filename: 'first.txt', content: 'stored first' },
        { content: 'nameless', type: 'text/plain' },
      ],
      [{ content: 'a form field', type: null, field: 'comment' }],
    ]) {
      const res = await upload(files);
      expect([res.statusCode, res.json().message]).toEqual([400, FILE_MESSAGES.noFileName]);
    }
    expect(await list()).toEqual([]);
    expect(await onDisk()).toEqual([]);
  });

  it('closes the connection after refusing an upload without a length, whose rest it does not read', async () => {
    const { body, contentType } = multipartBody([{ content: 'nameless' }]);
    const res = await app.inject({
      method: 'POST',
      url: FILES_API.files,
      headers: { cookie: admin, 'content-type': contentType, origin: ORIGIN },
      // A stream: sent chunked, without a Content-Length.
      payload: Readable.from([body]),
    });
    expect([res.statusCode, res.json().message, res.headers.connection]).toEqual([
      400,
      FILE_MESSAGES.noFileName,
      'close',
    ]);
    const withLength = await upload([{ content: 'nameless' }]);
    expect([withLength.statusCode, withLength.headers.connection]).toEqual([400, 'keep-alive']);
  });

  it('keeps nothing of a request cut off in the middle of a file', async () => {
    const { body, contentType } = multipartBody([
      { filename: 'whole.txt', content: 'complete' },
      { filename: 'cut.txt', content: 'x'.repeat(10_000) },
    ]);
    const res = await app.inject({
      method: 'POST',
      url: FILES_API.files,
      headers: { cookie: admin, 'content-type': contentType, origin: ORIGIN },
      payload: body.subarray(0, body.length - 5_000),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, FILE_MESSAGES.cutOff]);
    expect(await list()).toEqual([]);
    expect(await onDisk()).toEqual([]);
  });

  it("refuses what would pass the uploader's quota, counting what they already keep", async () => {
    const first = await upload([{ filename: 'one.txt', content: Buffer.alloc(0.9 * MB, 'a') }]);
    expect(first.statusCode).toBe(201);
    const second = await upload([{ filename: 'two.txt', content: Buffer.alloc(0.9 * MB, 'b') }]);
    expect(second.statusCode).toBe(201);
    const third = await upload([{ filename: 'three.txt', content: Buffer.alloc(0.9 * MB, 'c') }]);
    expect([third.statusCode, third.json().message]).toEqual([413, FILE_MESSAGES.quota('three.txt', 2)]);
    expect((await list()).map((f) => f.name).sort()).toEqual(['one.txt', 'two.txt']);
    expect(await onDisk()).toHaveLength(2);
  });

  it.each([
    // What the user keeps already, and how many of six parallel uploads of 0.4 MB then fit in the 2 MB quota.
    { kept: [0.75, 0.75], fit: 1 },
    { kept: [0.5], fit: 3 },
  ])(
    'takes exactly the parallel uploads that fit in the quota beside $kept MB, and refuses the rest with 413',
    async ({ kept, fit }) => {
      for (const [i, mb] of kept.entries()) {
        const res = await upload([{ filename: `kept${i}.txt`, content: Buffer.alloc(mb * MB, 'k') }]);
        expect(res.statusCode).toBe(201);
      }
      const names = Array.from({ length: 6 }, (_, i) => `parallel${i}.txt`);
      const answers = await Promise.all(
        names.map((filename) => upload([{ filename, content: Buffer.alloc(0.4 * MB, 'p') }])),
      );
      const accepted = names.filter((_, i) => answers[i]?.statusCode === 201);
      const refused = answers.flatMap((a) =>
        a.statusCode === 201 ? [] : [[a.statusCode, a.json().message]],
      );
      expect(accepted).toHaveLength(fit);
      expect(refused).toEqual(
        names.filter((n) => !accepted.includes(n)).map((n) => [413, FILE_MESSAGES.quota(n, 2)]),
      );
      const stored = await list();
      expect(stored.map((f) => f.name).sort()).toEqual(
        [...kept.map((_, i) => `kept${i}.txt`), ...accepted].sort(),
      );
      expect(stored.reduce((sum, f) => sum + f.size, 0)).toBeLessThanOrEqual(2 * MB);
      expect(await onDisk()).toEqual(stored.map((f) => f.id).sort());
      expect(await app.db.select().from(uploadReservations)).toEqual([]);
    },
  );

  it('never uses the client name on disk: traversal and odd names are only display names', async () => {
    const odd = 'quote"and\\back\u0007bell ☃.txt';
    const res = await upload([
      { filename: '../../../etc/passwd.txt', content: 'not the passwd file' },
      { filename: odd, content: 'odd' },
      { filename: 'C:\\Users\\me\\report.csv', content: 'a,b\n1,2\n' },
    ]);
    expect(res.statusCode).toBe(201);
    const stored = StoredFileListSchema.parse(res.json());
    expect(stored.map((f) => f.name)).toEqual(['passwd.txt', 'backbell ☃.txt', 'report.csv']);
    expect(await onDisk()).toEqual(stored.map((f) => f.id).sort());
    for (const f of stored) expect(await readFile(path.join(filesDir(), f.id), 'utf8')).not.toBe('');
    const [, oddFile] = stored;
    if (!oddFile) throw new Error('no odd file');
    const download = await app.inject({ url: fileContentPath(oddFile.id), headers: { cookie: admin } });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="backbell _.txt"; filename*=UTF-8''${encodeURIComponent(oddFile.name)}`,
    );
  });

  it("keeps a long name's extension, cuts it between characters and drops bidirectional controls", async () => {
    const res = await upload([
      { filename: `${'n'.repeat(250)}.txt`, content: 'a text file with a long name' },
      { filename: `${'😀'.repeat(150)}.png`, content: PNG },
      { filename: 'invoice\u202Efdp.txt', content: 'shown as invoicetxt.pdf with the override' },
    ]);
    expect(res.statusCode).toBe(201);
    const expected = [
      [`${'n'.repeat(196)}.txt`, 'text/plain'],
      [`${'😀'.repeat(98)}.png`, 'image/png'],
      ['invoicefdp.txt', 'text/plain'],
    ];
    expect(StoredFileListSchema.parse(res.json()).map((f) => [f.name, f.type])).toEqual(expected);
    const listed = new Map((await list()).map((f) => [f.name, f.type]));
    expect(expected.map(([name]) => [name, listed.get(name ?? '')])).toEqual(expected);
  });

  it('answers 401 without a session and 403 to a non-admin on every file route, and writes nothing', async () => {
    const [kept] = StoredFileListSchema.parse(
      (await upload([{ filename: 'kept.txt', content: 'kept' }])).json(),
    );
    if (!kept) throw new Error('no stored file');
    for (const [cookie, status, message] of [
      ['', 401, API_MESSAGES.notLoggedIn],
      [demo, 403, API_MESSAGES.forbidden],
    ] as const) {
      const headers = cookie ? { cookie } : {};
      const answers = [
        await app.inject({ url: FILES_API.files, headers }),
        await upload([{ filename: 'sneaky.txt', content: 'sneaky' }], cookie),
        await app.inject({ url: fileContentPath(kept.id), headers }),
        await app.inject({
          method: 'DELETE',
          url: filePath(kept.id),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: {},
        }),
      ];
      expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual(Array(4).fill([status, message]));
    }
    expect((await list()).map((f) => f.name)).toEqual(['kept.txt']);
    expect(await onDisk()).toEqual([kept.id]);
  });

  it('refuses a multipart upload without a same-origin Origin (a cross-site form could send one)', async () => {
    for (const origin of ['', 'https://attacker.example']) {
      const { body, contentType } = multipartBody([{ filename: 'forged.txt', content: 'forged' }]);
      const headers: Record<string, string> = { cookie: admin, 'content-type': contentType };
      if (origin) headers.origin = origin;
      const res = await app.inject({ method: 'POST', url: FILES_API.files, headers, payload: body });
      expect([res.statusCode, res.json().message]).toEqual([403, CROSS_SITE_MESSAGE]);
    }
    const empty = await upload([]);
    expect([empty.statusCode, empty.json().message]).toEqual([400, FILE_MESSAGES.noFile]);
    expect(await onDisk()).toEqual([]);
  });
});
