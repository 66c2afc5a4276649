import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetFilesMock } from '../../mocks/handlers/files';
import {
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
  for (const f of files) form.append('file', new Blob([Buffer.from(f.content)]), f.filename);
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
