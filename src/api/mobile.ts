import { z } from 'zod';
import { fetchJson } from './fetchJson';
import { API, APP_REQUEST_HEADER, APP_REQUEST_VALUE } from './routes';

/** The Mobile tab: mail a link to the mobile app (GET emailMobileLink/send). */

/** How the server sent the link: through the SMTP server of SMTP_URL, or into its outbox table (no SMTP set). */
export const MailDeliverySchema = z.enum(['smtp', 'outbox']);
export type MailDelivery = z.infer<typeof MailDeliverySchema>;

/** GET emailMobileLink/send: where the link went. The Mobile tab does not read it (SPEC §7); tests do. */
export const EmailMobileLinkReceiptSchema = z.object({
  ok: z.literal(true),
  /** The address the message was sent to (the signed-in user's). */
  sentTo: z.string().min(1),
  delivery: MailDeliverySchema,
});
export type EmailMobileLinkReceipt = z.infer<typeof EmailMobileLinkReceiptSchema>;

/** The Mobile tab's typed client. */
export const mobileApi = {
  /**
   * Mails the signed-in user a link to the mobile app; rate limited per user (429 past the limit). Sends the
   * app's header: the server mails only for calls from the app itself (403 otherwise).
   */
  emailMobileLink: (signal?: AbortSignal): Promise<EmailMobileLinkReceipt> =>
    fetchJson(API.emailMobileLink, {
      schema: EmailMobileLinkReceiptSchema,
      signal,
      headers: { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE },
    }),
};
