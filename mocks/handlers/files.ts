import { delay, http, HttpResponse } from 'msw';
import { API_MESSAGES, apiError, parseReadable } from '../../src/api/errors';
import { displayName } from '../../src/api/fileName';
import {
  DEFAULT_FILES_MAX_PER_USER,
  DEFAULT_MAX_UPLOAD_MB,
  DEFAULT_UPLOAD_QUOTA_MB,
  FILE_MESSAGES,
  FileIdParamSchema,
  FILES_API,
  type StoredFile,
} from '../../src/api/files';
import { API } from '../../src/api/routes';
import type { Ok, SessionResponse } from '../../src/api/schemas';
import { ADMIN_USER } from '../data/users';
import { mockUploadType, sampleFiles, type MockStoredFile } from '../data/files';
import { apiUrl } from './url';

const MB = 1024 * 1024;
let files: MockStoredFile[] = sampleFiles();

/** Back to the sample files (stories call it so each starts alike), or to the files given (tests). */
export function resetFilesMock(to: readonly MockStoredFile[] = sampleFiles()): void {
  files = [...to];
}

const listed = (f: MockStoredFile): StoredFile => ({
  id: f.id,
  name: f.name,
  size: f.size,
  type: f.type,
  uploadedBy: f.uploadedBy,
  uploadedAt: f.uploadedAt,
});
const notFound = () => HttpResponse.json(apiError(404, FILE_MESSAGES.notFound), { status: 404 });
const fail = (status: number, message: string) => HttpResponse.json(apiError(status, message), { status });

/**
 * The File Manager's calls as the server answers an admin, kept in memory: the same names, size, type-by-content,
 * file-count and all-or-nothing rules, the default limits. (Who may call them is the server's to enforce; a
 * non-admin's refusal is in `fileRefusalHandlers`.)
 */
export const fileHandlers = [
  http.get(apiUrl(FILES_API.files), () =>
    HttpResponse.json<StoredFile[]>(
      [...files].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)).map(listed),
    ),
  ),
  http.post(apiUrl(FILES_API.files), async ({ request }) => {
    if (!request.headers.get('content-type')?.startsWith('multipart/form-data')) {
      return fail(415, FILE_MESSAGES.multipartOnly);
    }
    const form = await request.formData();
    const entries = [...form.values()];
    // As the server: every part is a file with a name (a form field, or a file part without one, keeps nothing).
    if (entries.some((p) => typeof p === 'string' || !p.name)) return fail(400, FILE_MESSAGES.noFileName);
    const parts = entries.filter((p): p is File => typeof p !== 'string');
    if (parts.length === 0) return fail(400, FILE_MESSAGES.noFile);
    // A moment per upload, so a queue shows its progress as it does against the server.
    await delay(150);
    const added: MockStoredFile[] = [];
    let used = files.reduce((sum, f) => sum + f.size, 0);
    for (const part of parts) {
      const name = displayName(part.name);
      // Before the part's bytes, as the server counts a file before it writes one.
      if (files.length + added.length >= DEFAULT_FILES_MAX_PER_USER)
        return fail(409, FILE_MESSAGES.fileCount(name, DEFAULT_FILES_MAX_PER_USER));
      const bytes = new Uint8Array(await part.arrayBuffer());
      if (bytes.length > DEFAULT_MAX_UPLOAD_MB * MB) {
        return fail(413, FILE_MESSAGES.tooLarge(name, DEFAULT_MAX_UPLOAD_MB));
      }
      const type = mockUploadType(name, bytes);
      if (!type) return fail(415, FILE_MESSAGES.wrongType(name));
      if (used + bytes.length > DEFAULT_UPLOAD_QUOTA_MB * MB) {
        return fail(413, FILE_MESSAGES.quota(name, DEFAULT_UPLOAD_QUOTA_MB));
      }
      used += bytes.length;
      added.push({
        id: crypto.randomUUID(),
        name,
        size: bytes.length,
        type,
        uploadedBy: ADMIN_USER.displayName,
        uploadedAt: new Date().toISOString(),
        bytes,
      });
    }
    files = [...files, ...added];
    return HttpResponse.json<StoredFile[]>(added.map(listed), { status: 201 });
  }),
  http.get(apiUrl(FILES_API.content), ({ params }) => {
    const id = parseReadable(FileIdParamSchema, params);
    const file = id.success ? files.find((f) => f.id === id.data.id) : undefined;
    if (!file) return notFound();
    return new HttpResponse(file.bytes.slice().buffer, {
      headers: {
        'Content-Type': file.type,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      },
    });
  }),
  http.delete(apiUrl(FILES_API.file), ({ params }) => {
    const id = parseReadable(FileIdParamSchema, params);
    const file = id.success ? files.find((f) => f.id === id.data.id) : undefined;
    if (!file) return notFound();
    files = files.filter((f) => f !== file);
    return HttpResponse.json<Ok>({ ok: true });
  }),
];

/** Stories of the File Manager sign in as admin: the session check answers the admin. */
export const adminSessionHandlers = [
  http.get(apiUrl(API.session), () =>
    HttpResponse.json<SessionResponse>({ identity: { ...ADMIN_USER, roles: [...ADMIN_USER.roles] } }),
  ),
];

/** Every file call refused as the server refuses a non-admin (403). */
export const fileRefusalHandlers = [FILES_API.files, FILES_API.content, FILES_API.file].flatMap((path) => [
  http.all(apiUrl(path), () => fail(403, API_MESSAGES.forbidden)),
]);
