import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailDelivery } from '../../src/api/mobile';
import type { Database } from '../db';
import { mailOutbox } from '../db/schema';

/** One message to send: plain text, with an HTML part when given. */
export interface MailMessage {
  userId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset: every message goes to the outbox table. */
  smtpUrl: string | undefined;
  from: string;
  db: Database;
  log: FastifyBaseLogger;
}

/** How long an SMTP server gets to answer before the message goes to the outbox instead. */
const SMTP_TIMEOUT_MS = 10_000;

/**
 * Sends mail with nodemailer: through the SMTP server of SMTP_URL when set, else into the `mail_outbox` table
 * (and the log), so a server without mail set up loses nothing. A message the SMTP server refuses is kept in the
 * outbox too, with the reason.
 */
export class Mailer {
  private readonly smtp: Transporter | null;
  /** Renders a message to its RFC 822 text without sending it: what the outbox keeps. */
  private readonly render = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(private readonly options: MailerOptions) {
    this.smtp = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl, {
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: SMTP_TIMEOUT_MS,
        })
      : null;
  }

  async send(message: MailMessage): Promise<MailDelivery> {
    const mail = {
      from: this.options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    };
    let smtpError: string | null = null;
    if (this.smtp) {
      try {
        const info = await this.smtp.sendMail(mail);
        this.options.log.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
        return 'smtp';
      } catch (e) {
        smtpError = e instanceof Error ? e.message : String(e);
        this.options.log.warn(
          { to: message.to, err: smtpError },
          'the SMTP server did not take a mail: kept in the outbox',
        );
      }
    }
    const rendered = await this.render.sendMail(mail);
    const raw = Buffer.isBuffer(rendered.message)
      ? rendered.message.toString('utf8')
      : String(rendered.message);
    const [row] = await this.options.db
      .insert(mailOutbox)
      .values({ userId: message.userId, recipient: message.to, subject: message.subject, raw, smtpError })
      .returning({ id: mailOutbox.id });
    this.options.log.info(
      { outboxId: row?.id, to: message.to, subject: message.subject, text: message.text },
      'mail written to the outbox',
    );
    return 'outbox';
  }

  close(): void {
    this.smtp?.close();
    this.render.close();
  }
}
