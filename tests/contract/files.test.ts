import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../mocks/data/files';
import { resetFilesMock } from '../../mocks/handlers/files';
import { storedFiles, users } from '../../server/db/schema';
import {
  DEFAULT_FILES_MAX_PER_USER,
  FILE_MESSAGES,
  fileContentPath,
  filePath,
  FILES_API,
  StoredFileListSchema,
  type StoredFile,
} from '../../src/api/files';
import { ApiErrorSchema, OkSchema } from '../../src/api/schemas';
import { multipartBody, type MultipartFile } from '../../server/multipartBody';
import { askServer, expectSameContract, realApp, serverAdminCookie, startBoth, stopBoth } from './harness';

beforeAll(startBoth);
afterAll(stopBoth);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The same upload to both: a browser's FormData to the mocks, the same parts as multipart to the server. */
async function uploadToBoth(files: readonly MultipartFile[]) {
  const form = new FormData();
  for (const f of files) {
    // A part without a filename is a form field, as a browser's FormData sends a string.
    if (f.filename === undefined) form.append(f.field ?? 'file', String(f.content));
    else form.append(f.field ?? 'file', new Blob([Buffer.from(f.content)]), f.filename);
  }
  const mockRes = await fetch(`http://localhost${FILES_API.files}`, { method: 'POST', body: form });
  const { body, contentType } = multipartBody(files);
  const serverRes = await realApp().inject({
    method: 'POST',
    url: FILES_API.files,
    headers: { cookie: serverAdminCookie(), 'content-type': contentType, origin: 'http://localhost:80' },
    payload: body,
  });
  return {
    mock: { status: mockRes.status, body: (await mockRes.json()) as unknown },
    server: { status: serverRes.statusCode, body: serverRes.json<unknown>() },
  };
}

describe('File Manager contract: MSW handlers and server agree', () => {
  it('uploads, lists, downloads and deletes files the same way', async () => {
    resetFilesMock();
    const up = await uploadToBoth([
      { filename: 'pixel.png', content: PNG },
      { filename: 'notes.txt', content: 'Some notes.\n' },
    ]);
    expect([up.mock.status, up.server.status]).toEqual([201, 201]);
    const mock = StoredFileListSchema.parse(up.mock.body);
    const server = StoredFileListSchema.parse(up.server.body);
    const shape = (f: StoredFile) => [f.name, f.size, f.type, f.uploadedBy];
    expect(mock.map(shape)).toEqual(server.map(shape));

    const { server: listed, mock: mockListed } = await expectSameContract(
      { url: FILES_API.files, session: 'admin' },
      200,
      StoredFileListSchema,
    );
    expect(listed.map((f) => f.name)).toEqual(expect.arrayContaining(['pixel.png', 'notes.txt']));
    expect(mockListed.map((f) => f.name)).toEqual(expect.arrayContaining(['pixel.png', 'notes.txt']));

    const [mockPng] = mock;
    const [serverPng] = server;
    if (!mockPng || !serverPng) throw new Error('nothing uploaded');
    const mockDownload = await fetch(`http://localhost${fileContentPath(mockPng.id)}`);
    const serverDownload = await askServerRaw(fileContentPath(serverPng.id));
    expect(Buffer.from(await mockDownload.arrayBuffer()).equals(PNG)).toBe(true);
    expect(serverDownload.equals(PNG)).toBe(true);
    expect(mockDownload.headers.get('content-type')).toBe('image/png');

    for (const [who, id] of [
      ['mock', mockPng.id],
      ['server', serverPng.id],
    ] as const) {
      const req = { method: 'DELETE' as const, url: filePath(id), body: {}, session: 'admin' as const };
      const answer = who === 'mock' ? await askMocksJson(req.url) : await askServer(req);
      expect(OkSchema.parse(answer.body)).toEqual({ ok: true });
    }
  });

  it('refuses a program named .png with the same 415 and message', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64, 1)]);
    const { mock, server } = await uploadToBoth([{ filename: 'photo.png', content: elf }]);
    expect([mock.status, server.status]).toEqual([415, 415]);
    expect(ApiErrorSchema.parse(mock.body).message).toBe(FILE_MESSAGES.wrongType('photo.png'));
    expect(ApiErrorSchema.parse(server.body)).toEqual(ApiErrorSchema.parse(mock.body));
  });

  it('shows the same names: the extension kept past 200 characters, no half emoji, no bidirectional controls', async () => {
    resetFilesMock();
    const names = [
      `${'😀'.repeat(150)}.png`,
      `${'n'.repeat(250)}.txt`,
      'invoice\u202Efdp.txt',
      'dir/../a\u0007b.md',
    ];
    const { mock, server } = await uploadToBoth(
      names.map((filename) => ({ filename, content: filename.endsWith('.png') ? PNG : 'text' })),
    );
    expect([mock.status, server.status]).toEqual([201, 201]);
    const shown = StoredFileListSchema.parse(server.body).map((f) => f.name);
    expect(StoredFileListSchema.parse(mock.body).map((f) => f.name)).toEqual(shown);
    expect(shown).toEqual([`${'😀'.repeat(98)}.png`, `${'n'.repeat(196)}.txt`, 'invoicefdp.txt', 'ab.md']);
    await removeFromServer(StoredFileListSchema.parse(server.body).map((f) => f.id));
  });

  it('refuses a part without a filename with the same 400 and message', async () => {
    const { mock, server } = await uploadToBoth([{ filename: 'a.txt', content: 'a' }, { content: 'field' }]);
    expect([mock.status, server.status]).toEqual([400, 400]);
    expect(ApiErrorSchema.parse(mock.body).message).toBe(FILE_MESSAGES.noFileName);
    expect(ApiErrorSchema.parse(server.body)).toEqual(ApiErrorSchema.parse(mock.body));
  });

  it('refuses the file past FILES_MAX_PER_USER with the same 409 and message', async () => {
    // Both one file short of the limit: the mock's samples and the server's rows (a count needs no bytes).
    const samples = sampleFiles();
    const filler = samples[0];
    if (!filler) throw new Error('no sample file');
    resetFilesMock([
      ...samples,
      ...Array.from({ length: DEFAULT_FILES_MAX_PER_USER - 1 - samples.length }, () => ({
        ...filler,
        id: crypto.randomUUID(),
      })),
    ]);
    const db = realApp().db;
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    if (!admin) throw new Error('no admin');
    const kept = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(eq(storedFiles.uploadedBy, admin.id));
    const fillers = Array.from({ length: DEFAULT_FILES_MAX_PER_USER - 1 - kept.length }, (_, i) => ({
      id: crypto.randomUUID(),
      name: `filler${i}.txt`,
      size: 0,
      type: 'text/plain',
      uploadedBy: admin.id,
    }));
    await db.insert(storedFiles).values(fillers);
    try {
      const over = await uploadToBoth([
        { filename: 'last.txt', content: 'fits' },
        { filename: 'one-too-many.txt', content: '' },
      ]);
      expect([over.mock.status, over.server.status]).toEqual([409, 409]);
      expect(ApiErrorSchema.parse(over.mock.body).message).toBe(
        FILE_MESSAGES.fileCount('one-too-many.txt', DEFAULT_FILES_MAX_PER_USER),
      );
      expect(ApiErrorSchema.parse(over.server.body)).toEqual(ApiErrorSchema.parse(over.mock.body));
      const fits = await uploadToBoth([{ filename: 'last.txt', content: 'fits' }]);
      expect([fits.mock.status, fits.server.status]).toEqual([201, 201]);
      await removeFromServer(StoredFileListSchema.parse(fits.server.body).map((f) => f.id));
    } finally {
      await db.delete(storedFiles).where(
        inArray(
          storedFiles.id,
          fillers.map((f) => f.id),
        ),
      );
      resetFilesMock();
    }
  });

  it('answers an unknown file 404 on both', async () => {
    const url = filePath('00000000-0000-4000-8000-000000000000');
    const { mock, server } = await expectSameContract(
      { method: 'DELETE', url, body: {}, session: 'admin' },
      404,
      ApiErrorSchema,
    );
    expect(server).toEqual(mock);
  });

  it('the server refuses a non-admin (403) and an anonymous caller (401)', async () => {
    expect((await askServer({ url: FILES_API.files, session: true })).status).toBe(403);
    expect((await askServer({ url: FILES_API.files })).status).toBe(401);
  });
});

async function askServerRaw(url: string): Promise<Buffer> {
  const res = await realApp().inject({ url, headers: { cookie: serverAdminCookie() } });
  return res.rawPayload;
}

async function askMocksJson(url: string) {
  const res = await fetch(`http://localhost${url}`, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

async function removeFromServer(ids: readonly string[]): Promise<void> {
  for (const id of ids) {
    const res = await askServer({ method: 'DELETE', url: filePath(id), body: {}, session: 'admin' });
    expect(res.status).toBe(200);
  }
}
