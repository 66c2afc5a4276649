// @vitest-environment node
import { once } from 'node:events';
import { request } from 'node:http';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FILE_MESSAGES, FILES_API } from '../../src/api/files';
import type { ServerConfig } from '../config';
import { multipartBody, type MultipartFile } from '../multipartBody';
import { loginCookie, portOf, startTestApp } from '../testing';

const MB = 1024 * 1024;

let app: FastifyInstance;
let config: ServerConfig;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, config, close } = await startTestApp({ maxUploadMb: 16, uploadQuotaMb: 1 }));
  await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await close();
});

/**
 * Sends a multipart body over a real socket in 64 KB writes, as a browser streams a file, and resolves with the
 * answer once the client has sent the whole body (a browser sends all of it before it reads the answer). When the
 * server stops reading the body, the client cannot send it all and this never resolves: the test times out.
 */
async function sendBody(files: MultipartFile[]): Promise<{ status: number; message: string }> {
  const cookie = await loginCookie(app, 'admin');
  const { body, contentType } = multipartBody(files);
  const origin = `http://127.0.0.1:${portOf(app)}`;
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${FILES_API.files}`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': contentType, 'content-length': String(body.length) },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      const sent = req.writableFinished ? Promise.resolve() : once(req, 'finish');
      res.on(
        'end',
        () =>
          void sent.then(() =>
            resolve({
              status: res.statusCode ?? 0,
              message: (JSON.parse(text) as { message: string }).message,
            }),
          ),
      );
    });
    let at = 0;
    const pump = () => {
      while (at < body.length) {
        const more = req.write(body.subarray(at, at + 64 * 1024));
        at += 64 * 1024;
        if (!more) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

/** Far more than the socket buffers hold: unless the server reads it, the client cannot send it all. */
const BIG = Buffer.alloc(12 * MB, 'a');

it('reads the rest of a refused upload before answering, so a client that sends it all first gets the answer', async () => {
  expect(await sendBody([{ filename: 'big.txt', content: BIG }])).toEqual({
    status: 413,
    message: FILE_MESSAGES.quota('big.txt', 1),
  });
  expect(await sendBody([{ content: BIG }])).toEqual({
    status: 400,
    message: FILE_MESSAGES.noFileName,
  });
  expect(
    await sendBody([
      { filename: 'program.txt', content: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0]) },
      { filename: 'big.txt', content: BIG },
    ]),
  ).toEqual({ status: 415, message: FILE_MESSAGES.wrongType('program.txt') });
  expect(await readdir(path.join(config.dataDir, 'files'))).toEqual([]);
});
