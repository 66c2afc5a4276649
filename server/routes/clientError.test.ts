// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, ClientErrorReceiptSchema } from '../../src/api/schemas';
import { buildApp } from '../app';
import { clientErrors } from '../db/schema';
import { loginCookie, startTestApp } from '../testing';

let app: FastifyInstance;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ app, close } = await startTestApp({ loginRateLimit: 1000 }));
  cookie = await loginCookie(app, 'demo');
});
afterAll(async () => {
  await close();
});

function report(payload: unknown, headers: Record<string, string> = { cookie }) {
  return app.inject({
    method: 'POST',
    url: '/api/clientError',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

async function storedRow(id: number) {
  const [row] = await app.db.select().from(clientErrors).where(eq(clientErrors.id, id));
  if (!row) throw new Error(`no client_errors row ${id}`);
  return row;
}

describe('POST /api/clientError', () => {
  it('stores a standard exception with its user, details, url, correlation id and time', async () => {
    const before = Date.now();
    const res = await report(
      {
        title: 'Error',
        message: 'This is a very problematic button and has encountered a serious error.',
        details: 'Error: boom\n    at simulate (ExceptionHandlingPanelModel.ts:10:5)',
        url: 'http://127.0.0.1/app/other/exceptionHandler',
        correlationId: 'failed-call-1',
        userAlerted: true,
        appVersion: '1.2.3',
      },
      { cookie, 'user-agent': 'vitest' },
    );
    expect(res.statusCode).toBe(201);
    const receipt = ClientErrorReceiptSchema.parse(res.json());
    const row = await storedRow(receipt.id);
    expect(row).toMatchObject({
      username: 'demo',
      title: 'Error',
      message: 'This is a very problematic button and has encountered a serious error.',
      details: 'Error: boom\n    at simulate (ExceptionHandlingPanelModel.ts:10:5)',
      url: 'http://127.0.0.1/app/other/exceptionHandler',
      correlationId: 'failed-call-1',
      isRoutine: false,
      userAlerted: true,
      appVersion: '1.2.3',
      userAgent: 'vitest',
    });
    expect(row.userId).toEqual(expect.any(Number));
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("takes the report's own correlation id when the exception has none, and defaults the flags", async () => {
    const res = await report({ message: 'Permission denied.' }, { cookie, 'x-correlation-id': 'report-7' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-correlation-id']).toBe('report-7');
    const row = await storedRow(ClientErrorReceiptSchema.parse(res.json()).id);
    expect(row).toMatchObject({
      correlationId: 'report-7',
      isRoutine: false,
      userAlerted: false,
      title: null,
      details: null,
      url: null,
    });
  });

  it('answers 401 without a session and stores nothing', async () => {
    const count = (await app.db.select().from(clientErrors)).length;
    const res = await report({ message: 'x' }, {});
    expect(res.statusCode).toBe(401);
    expect(ApiErrorSchema.parse(res.json()).message).toBe('Please log in.');
    expect((await app.db.select().from(clientErrors)).length).toBe(count);
  });

  it.each([
    [{}, 'Message is required.'],
    [{ message: '   ' }, 'Please give the error message.'],
    [{ message: 'x', isRoutine: 'yes' }, 'IsRoutine must be a boolean.'],
    [{ message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters.'],
    [
      { message: 'x', correlationId: 'no spaces allowed' },
      'The correlation id must be at most 128 letters, digits, dots, colons or dashes.',
    ],
    ['[1, 2]', 'The request body must be a JSON object.'],
    ['{not json', 'The request body is not valid JSON.'],
  ])('answers 400 with a readable message for %j', async (payload, message) => {
    const res = await report(payload);
    expect(res.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(res.json())).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('logging of client exceptions', () => {
  it('logs a standard exception at warn and a routine one at info', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const dataDir = await mkdtemp(path.join(tmpdir(), 'toolbox-clienterr-'));
    const logged = await buildApp({ ...app.config, dataDir }, { logger: { level: 'info', stream } });
    try {
      const session = await loginCookie(logged, 'demo');
      const send = (body: object, id: string) =>
        logged.inject({
          method: 'POST',
          url: '/api/clientError',
          headers: { cookie: session, 'x-correlation-id': id },
          payload: body,
        });
      expect((await send({ message: 'Serious.', details: 'stack' }, 'std-1')).statusCode).toBe(201);
      expect((await send({ message: 'Expected.', isRoutine: true }, 'rtn-1')).statusCode).toBe(201);

      const find = (id: string) => lines.find((l) => l.correlationId === id && l.clientErrorId);
      // pino levels: 30 info, 40 warn (a client's report is no failure of the server).
      expect(find('std-1')).toMatchObject({
        level: 40,
        msg: 'client exception',
        username: 'demo',
        clientMessage: 'Serious.',
        details: 'stack',
      });
      expect(find('rtn-1')).toMatchObject({
        level: 30,
        msg: 'routine client exception',
        clientMessage: 'Expected.',
      });
    } finally {
      await logged.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
