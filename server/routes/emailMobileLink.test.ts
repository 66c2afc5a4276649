// @vitest-environment node
import { desc } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE_LINK } from '../../src/api/errors';
import { API, APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../src/api/routes';
import { ApiErrorSchema } from '../../src/api/schemas';
import { EmailMobileLinkReceiptSchema } from '../../src/api/mobile';
import { mailOutbox } from '../db/schema';
import { loginCookie, startTestApp } from '../testing';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** A local SMTP sink on port 0: keeps every message it is given, with its envelope. */
async function startSmtpSink(): Promise<{
  url: string;
  received: { from: string; to: string[]; raw: string }[];
  close: () => Promise<void>;
}> {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', () => resolve()));
  const address = sink.server.address();
  if (!address || typeof address === 'string') throw new Error('The SMTP sink has no port.');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => sink.close(() => resolve())),
  };
}

/** The app's own call: what mobileApi sends (its header), with the session's cookie, or other headers. */
async function ask(
  app: TestApp['app'],
  cookie?: string,
  headers: Record<string, string> = { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
) {
  return app.inject({
    method: 'GET',
    url: API.emailMobileLink,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** Quoted-printable soft line breaks fold long lines of the raw message: unfold them before looking for text. */
function unfolded(raw: string): string {
  return raw.replace(/=\r?\n/g, '');
}

describe('GET /api/emailMobileLink/send without SMTP_URL', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ mobileLinkRateLimit: 2, publicUrl: 'https://toolbox.example.org/' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes the message with the link to the outbox, for the signed-in user', async () => {
    const cookie = await loginCookie(server.app, 'demo');
    const res = await ask(server.app, cookie);
    expect(res.statusCode).toBe(200);
    expect(EmailMobileLinkReceiptSchema.parse(res.json())).toEqual({
      ok: true,
      sentTo: 'demo@example.com',
      delivery: 'outbox',
    });
    const [row] = await server.app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(row).toMatchObject({
      recipient: 'demo@example.com',
      subject: 'Your link to the Toolbox mobile app',
      smtpError: null,
    });
    expect(row?.userId).toEqual(expect.any(Number));
    const raw = unfolded(row?.raw ?? '');
    expect(raw).toContain('To: demo@example.com');
    expect(raw).toContain('From: Toolbox <toolbox@localhost>');
    expect(raw).toContain('https://toolbox.example.org/mobile');
  });

  it('answers 429 past the per-user limit, while another user may still ask', async () => {
    const admin = await loginCookie(server.app, 'admin');
    expect((await ask(server.app, admin)).statusCode).toBe(200);
    expect((await ask(server.app, admin)).statusCode).toBe(200);
    const refused = await ask(server.app, admin);
    expect(refused.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(refused.json()).message).toBe(MOBILE_LINK.tooMany);
    // demo used one of its two in the test above: the limit is per user, not per address.
    expect((await ask(server.app, await loginCookie(server.app, 'demo'))).statusCode).toBe(200);
  });

  it('mails only for the app itself: 403 to a call from elsewhere, which uses up none of the limit', async () => {
    const { app, close } = await startTestApp({ mobileLinkRateLimit: 1 });
    try {
      const cookie = await loginCookie(app, 'demo');
      const foreign: Record<string, string>[] = [
        {},
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { 'sec-fetch-site': 'none' },
        { [APP_REQUEST_HEADER]: 'Other' },
      ];
      for (const headers of foreign) {
        const res = await ask(app, cookie, headers);
        expect({ headers, status: res.statusCode, body: res.json() }).toEqual({
          headers,
          status: 403,
          body: { statusCode: 403, error: 'Forbidden', message: MOBILE_LINK.notFromApp },
        });
      }
      expect(await app.db.select().from(mailOutbox)).toHaveLength(0);
      // The browser's own word for a call from this site's page is enough too.
      expect((await ask(app, cookie, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expect(await app.db.select().from(mailOutbox)).toHaveLength(1);
      expect((await ask(app, cookie)).statusCode).toBe(429);
    } finally {
      await close();
    }
  });

  it('answers 401 without a session and writes nothing', async () => {
    const before = await server.app.db.select().from(mailOutbox);
    const res = await ask(server.app);
    expect(res.statusCode).toBe(401);
    expect(await server.app.db.select().from(mailOutbox)).toHaveLength(before.length);
  });
});

describe('GET /api/emailMobileLink/send with SMTP_URL', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: TestApp | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  afterAll(async () => {
    await sink?.close();
  });

  it('sends the link through the SMTP server and keeps nothing in the outbox', async () => {
    server = await startTestApp({ smtpUrl: sink.url, mailFrom: 'Toolbox <noreply@toolbox.test>' });
    const res = await ask(server.app, await loginCookie(server.app, 'demo'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, sentTo: 'demo@example.com', delivery: 'smtp' });
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.from).toBe('noreply@toolbox.test');
    expect(mail?.to).toEqual(['demo@example.com']);
    const raw = unfolded(mail?.raw ?? '');
    expect(raw).toContain('Subject: Your link to the Toolbox mobile app');
    // No PUBLIC_URL: the link names the address the request came to.
    expect(raw).toMatch(/http:\/\/localhost(:80)?\/mobile/);
    expect(await server.app.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it('keeps the message in the outbox, with the reason, when the SMTP server cannot be reached', async () => {
    // A port nothing listens on: a fresh sink's, closed at once.
    const gone = await startSmtpSink();
    await gone.close();
    server = await startTestApp({ smtpUrl: gone.url });
    const res = await ask(server.app, await loginCookie(server.app, 'demo'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ delivery: 'outbox' });
    const rows = await server.app.db.select().from(mailOutbox);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.smtpError).toEqual(expect.stringMatching(/ECONNREFUSED|connect/i));
  });
});
