import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, MOBILE_LINK, apiError } from '../../src/api/errors';
import { API, APP_REQUEST_HEADER, APP_REQUEST_VALUE } from '../../src/api/routes';
import { EmailMobileLinkReceiptSchema, type EmailMobileLinkReceipt } from '../../src/api/mobile';
import { HttpError } from '../errors';
import { responseSchema } from '../responseSchema';
import { Mailer } from '../services/mailer';

/** Where the mobile app lives, on this site. */
export const MOBILE_APP_PATH = '/mobile';

/** The absolute address of the mobile app: PUBLIC_URL when set, else the address the request came to. */
function mobileAppUrl(publicUrl: string | undefined, request: FastifyRequest): string {
  // The host a request names is only trusted for the user's own mail: it goes to them, never to others.
  const base = publicUrl ?? `${request.protocol}://${request.host}`;
  return new URL(MOBILE_APP_PATH, base).href;
}

/**
 * Whether a request comes from this site's own pages: the browser says so (`Sec-Fetch-Site: same-origin`), or
 * it carries the app's header, which a page of another site cannot set without a CORS preflight.
 */
export function isFromTheApp(request: FastifyRequest): boolean {
  return (
    request.headers['sec-fetch-site'] === 'same-origin' ||
    request.headers[APP_REQUEST_HEADER.toLowerCase()] === APP_REQUEST_VALUE
  );
}

/**
 * GET /api/emailMobileLink/send: mails the signed-in user a link to the mobile app, with nodemailer (SMTP_URL, or
 * the outbox table). It acts on a GET (the verb the Mobile tab uses), so it acts only for the app's own calls
 * (isFromTheApp; 403 otherwise): a link or an image on another site cannot make it mail. Rate limited per user:
 * MOBILE_LINK_RATE_LIMIT mails an hour, then 429.
 */
export async function emailMobileLinkRoutes(app: FastifyInstance): Promise<void> {
  const mailer = new Mailer({
    smtpUrl: app.config.smtpUrl,
    from: app.config.mailFrom,
    db: app.db,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());

  app.get(
    API.emailMobileLink,
    {
      config: {
        access: 'user',
        rateLimit: {
          max: app.config.mobileLinkRateLimit,
          timeWindow: '1 hour',
          // After the access check (onRequest), so the user is known: the limit is per user, not per address.
          hook: 'preHandler',
          keyGenerator: (request) => `user:${request.user?.userId ?? request.ip}`,
          errorResponseBuilder: () => apiError(429, MOBILE_LINK.tooMany),
        },
      },
      schema: { response: { 200: responseSchema(EmailMobileLinkReceiptSchema) } },
      // Before the rate limit (preHandler): another site's requests must not use up the user's mails either.
      preValidation: async (request) => {
        if (!isFromTheApp(request)) throw new HttpError(403, MOBILE_LINK.notFromApp);
      },
    },
    async (request): Promise<EmailMobileLinkReceipt> => {
      // The auth hook of app.ts answers 401 first; this keeps the handler honest on its own.
      const user = request.user;
      if (!user) throw new HttpError(401, API_MESSAGES.notLoggedIn);
      const to = `${user.identity.username}@${app.config.mailDomain}`;
      const url = mobileAppUrl(app.config.publicUrl, request);
      const name = user.identity.displayName;
      const delivery = await mailer.send({
        userId: user.userId,
        to,
        subject: 'Your link to the Toolbox mobile app',
        text: `Hello ${name},\n\nOpen the Toolbox mobile app on your phone:\n${url}\n\nYou asked for this link on the Mobile tab of Toolbox.\n`,
        html: `<p>Hello ${escapeHtml(name)},</p><p>Open the Toolbox mobile app on your phone:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>You asked for this link on the Mobile tab of Toolbox.</p>`,
      });
      return { ok: true, sentTo: to, delivery };
    },
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
