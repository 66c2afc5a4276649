import path from 'node:path';
import { finished } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, parseReadable } from '../../src/api/errors';
import {
  FILE_MESSAGES,
  FileIdParamSchema,
  FILES_API,
  StoredFileListSchema,
  type StoredFile,
} from '../../src/api/files';
import { OkSchema } from '../../src/api/schemas';
import { HttpError } from '../errors';
import { responseSchema } from '../responseSchema';
import { FileStore, type UploadPart } from '../services/files';

/** Files one upload request may carry. */
export const MAX_FILES_PER_UPLOAD = 20;
const MB = 1024 * 1024;

function userIdOf(request: FastifyRequest): number {
  if (!request.user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
  return request.user.userId;
}

/** `attachment; filename="..."; filename*=UTF-8''...`: the ASCII fallback has no quotes, slashes or controls. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\/]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The request's Content-Length, when it has a sane one (a chunked request has none). */
function declaredLength(request: FastifyRequest): number | undefined {
  const length = Number(request.headers['content-length']);
  return Number.isSafeInteger(length) && length >= 0 ? length : undefined;
}

/**
 * Reads what is left of a refused upload's body and drops it, before the answer: a client that sends the whole
 * body before it reads the answer (a browser) would otherwise wait on a connection nobody reads. Only as much as
 * an upload may carry; past that, or without a length, the connection is closed after the answer instead.
 */
async function dropRestOfBody(
  request: FastifyRequest,
  reply: FastifyReply,
  maxUploadMb: number,
): Promise<void> {
  const raw = request.raw;
  raw.unpipe();
  const length = declaredLength(request);
  if (length === undefined || length > MAX_FILES_PER_UPLOAD * (maxUploadMb + 1) * MB) {
    reply.header('Connection', 'close');
    return;
  }
  raw.resume();
  if (!raw.readableEnded) await finished(raw).catch(() => undefined);
}

/**
 * The File Manager's calls, every one for admins only: list, upload (multipart, streamed to DATA_DIR/files, or
 * into the database on DATABASE_URL), download and delete. Multipart is parsed only here.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const store = new FileStore(app.db, {
    dir: path.join(app.config.dataDir, 'files'),
    inDatabase: app.config.databaseUrl !== undefined,
    maxUploadMb: app.config.maxUploadMb,
    quotaMb: app.config.uploadQuotaMb,
    maxFilesPerUser: app.config.filesMaxPerUser,
    maxFilesPerUpload: MAX_FILES_PER_UPLOAD,
  });
  // Before the routes take an upload: what a server killed mid-upload left behind is put in order.
  await store.recover();
  await app.register(fastifyMultipart, {
    // The size limit truncates the stream; the store sees `truncated` and refuses the file (413).
    throwFileSizeLimit: false,
    limits: {
      fileSize: app.config.maxUploadMb * 1024 * 1024,
      files: MAX_FILES_PER_UPLOAD,
      fields: 0,
      fieldSize: 1024,
      parts: MAX_FILES_PER_UPLOAD,
      headerPairs: 100,
    },
  });
  const config = { access: 'admin' } as const;

  app.get(
    FILES_API.files,
    { config, schema: { response: { 200: responseSchema(StoredFileListSchema) } } },
    async (): Promise<StoredFile[]> => store.list(),
  );

  app.post(
    FILES_API.files,
    {
      config: { ...config, multipart: true },
      schema: { response: { 201: responseSchema(StoredFileListSchema) } },
    },
    async (request, reply): Promise<StoredFile[]> => {
      const userId = userIdOf(request);
      if (!request.isMultipart()) throw new HttpError(415, FILE_MESSAGES.multipartOnly);
      // Errors of the request itself (a body cut off, a malformed part) are the client's: 400, never 500.
      const current: { file: UploadPart['file'] | null } = { file: null };
      const parts = (async function* (): AsyncGenerator<UploadPart> {
        try {
          for await (const part of request.files()) {
            current.file = part.file;
            // Typed as a string, but busboy takes a part with a Content-Type and no filename for a file too.
            const filename: string | undefined = part.filename;
            if (!filename) throw new HttpError(400, FILE_MESSAGES.noFileName);
            yield { filename, file: part.file };
          }
        } catch (e) {
          if (e instanceof HttpError) throw e;
          const code = (e as { code?: string }).code;
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
            throw new HttpError(413, FILE_MESSAGES.tooMany(MAX_FILES_PER_UPLOAD));
          // A part without a filename and not typed as bytes is a form field, which the upload has no use for.
          if (code === 'FST_FIELDS_LIMIT') throw new HttpError(400, FILE_MESSAGES.noFileName);
          throw new HttpError(400, FILE_MESSAGES.cutOff);
        }
      })();
      let stored: StoredFile[];
      try {
        stored = await store.upload(userId, parts, declaredLength(request));
      } catch (e) {
        await dropRestOfBody(request, reply, app.config.maxUploadMb);
        // The part's stream carries the parser's error (busboy destroys it with the error when the body ends early).
        if (!(e instanceof HttpError) && current.file?.errored)
          throw new HttpError(400, FILE_MESSAGES.cutOff);
        throw e;
      }
      reply.code(201);
      return stored;
    },
  );

  app.get(FILES_API.content, { config }, async (request, reply) => {
    const params = parseReadable(FileIdParamSchema, request.params);
    if (!params.success) throw new HttpError(404, FILE_MESSAGES.notFound);
    const found = await store.find(params.data.id);
    if (!found) throw new HttpError(404, FILE_MESSAGES.notFound);
    return reply
      .header('Content-Type', found.file.type)
      .header('Content-Length', String(found.file.size))
      .header('Content-Disposition', attachmentHeader(found.file.name))
      .send(found.open());
  });

  app.delete(
    FILES_API.file,
    { config, schema: { response: { 200: responseSchema(OkSchema) } } },
    async (request) => {
      const params = parseReadable(FileIdParamSchema, request.params);
      if (!params.success || !(await store.remove(params.data.id)))
        throw new HttpError(404, FILE_MESSAGES.notFound);
      return { ok: true as const };
    },
  );
}
