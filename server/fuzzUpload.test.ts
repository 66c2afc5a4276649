// @vitest-environment node
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePath, FILES_API, StoredFileListSchema } from '../src/api/files';
import { SESSION_COOKIE } from './auth/sessions';
import type { ServerConfig } from './config';
import { storedFiles, uploadReservations, users } from './db/schema';
import { multipartBody, type MultipartFile } from './multipartBody';
import { startTestApp } from './testing';

/**
 * Property-based fuzzing of the File Manager's upload route with multipart bodies: parts without a filename or a
 * Content-Type, odd names, form fields, bodies cut short, wrong or missing boundaries, and garbage. Whatever comes,
 * the server answers without a 5xx, with a readable message, and an upload it refuses leaves nothing behind: no
 * row, no reservation of the quota, no file or staging folder on disk. `npm run fuzz` runs more cases
 * (FUZZ_RUNS).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const TIMEOUT_MS = 60_000 + RUNS * 200;
const ORIGIN = 'http://localhost:80';

/** Anything shown to the user that the name cleaning must have dropped. */
const UNSHOWN = /[\p{Cc}\p{Cs}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let app: FastifyInstance;
let config: ServerConfig;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  // A quota large enough that the parts accepted along the way never fill it.
  ({ app, config, close } = await startTestApp({ maxUploadMb: 1, uploadQuotaMb: 1000 }));
  const admin = (await app.db.select().from(users)).find((u) => u.username === 'admin');
  if (!admin) throw new Error('no seeded admin');
  cookie = `${SESSION_COOKIE}=${(await app.sessions.create(admin.id)).token}`;
});
afterAll(async () => {
  await close();
});

/** What an upload may leave: rows, reservations, and the names in DATA_DIR/files. */
async function leftovers() {
  const [rows] = await app.db.select({ n: count() }).from(storedFiles);
  const [reserved] = await app.db.select({ n: count() }).from(uploadReservations);
  const onDisk = (await readdir(path.join(config.dataDir, 'files')).catch(() => [] as string[])).sort();
  return { rows: rows?.n ?? 0, reservations: reserved?.n ?? 0, onDisk };
}

const fileName = fc.oneof(
  fc.constant(undefined),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => `${s}.txt`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    '.',
    '..',
    '../../etc/passwd',
    'C:\\temp\\a.txt',
    'nul\u0000.txt',
    'invoice\u202Efdp.txt',
    '\u2066\u2069.png',
    `${'😀'.repeat(150)}.png`,
    `${'x'.repeat(5000)}.txt`,
    'half\uD83D.txt',
  ),
);
const part: fc.Arbitrary<MultipartFile> = fc.record(
  {
    filename: fileName,
    content: fc.oneof(
      fc.constant(PNG),
      fc.string({ maxLength: 200 }),
      fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
    ),
    type: fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.constantFrom('text/plain', 'image/png', 'application/octet-stream', 'multipart/mixed; boundary=x'),
      fc.string({ maxLength: 20 }),
    ),
    field: fc.oneof(fc.constant('file'), fc.string({ maxLength: 10 })),
  },
  { requiredKeys: ['content'] },
);

/** A multipart body, whole or spoiled the way a broken client or a dropped connection spoils it. */
const upload = fc
  .tuple(
    fc.array(part, { maxLength: 4 }),
    fc.oneof(
      fc.constant({ kind: 'whole' as const }),
      fc
        .double({ min: 0, max: 1, noNaN: true, maxExcluded: true })
        .map((at) => ({ kind: 'cut' as const, at })),
      fc.constantFrom(
        { kind: 'wrongBoundary' as const },
        { kind: 'noBoundary' as const },
        { kind: 'emptyBoundary' as const },
        { kind: 'noFinalBoundary' as const },
      ),
      fc.uint8Array({ maxLength: 500 }).map((bytes) => ({ kind: 'garbage' as const, bytes })),
    ),
  )
  .map(([parts, spoil]) => {
    const { body, contentType } = multipartBody(parts);
    switch (spoil.kind) {
      case 'whole':
        return { body, contentType };
      case 'cut':
        return { body: body.subarray(0, Math.floor(spoil.at * body.length)), contentType };
      case 'wrongBoundary':
        return { body, contentType: 'multipart/form-data; boundary=----not-the-one-in-the-body' };
      case 'noBoundary':
        return { body, contentType: 'multipart/form-data' };
      case 'emptyBoundary':
        return { body, contentType: 'multipart/form-data; boundary=' };
      case 'noFinalBoundary':
        return { body: body.subarray(0, body.lastIndexOf('--', body.length - 5)), contentType };
      case 'garbage':
        return { body: Buffer.from(spoil.bytes), contentType };
    }
  });

describe('fuzzing multipart uploads', () => {
  it(
    'never answers 5xx, and keeps nothing of an upload it refuses',
    async () => {
      await fc.assert(
        fc.asyncProperty(upload, async ({ body, contentType }) => {
          const before = await leftovers();
          const res = await app.inject({
            method: 'POST',
            url: FILES_API.files,
            headers: { cookie, origin: ORIGIN, 'content-type': contentType },
            payload: body,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json()).toMatchObject({ statusCode: res.statusCode, message: expect.any(String) });
            expect(await leftovers()).toEqual(before);
            return;
          }
          expect(res.statusCode).toBe(201);
          const stored = StoredFileListSchema.parse(res.json());
          for (const f of stored) {
            expect(f.name.length).toBeLessThanOrEqual(200);
            expect(f.name).not.toMatch(UNSHOWN);
          }
          expect(await leftovers()).toEqual({
            rows: before.rows + stored.length,
            reservations: 0,
            onDisk: [...before.onDisk, ...stored.map((f) => f.id)].sort(),
          });
          for (const f of stored) {
            await app.inject({
              method: 'DELETE',
              url: filePath(f.id),
              headers: { cookie, 'content-type': 'application/json' },
              payload: {},
            });
          }
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );
});
