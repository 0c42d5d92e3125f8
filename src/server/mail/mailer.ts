import nodemailer from 'nodemailer';
import { redactUrl } from '@/server/http/log-redaction';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on notification e-mails. */
  headers?: Record<string, string>;
};
export type SentMail = Mail & { links: string[]; sentAt: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real delivery over SMTP (`SMTP_URL`, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpMailer implements Mailer {
  private transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}

const OUTBOX_SIZE = 100;

/**
 * Development and tests, where no SMTP server is configured: each message is logged and kept
 * (the latest 100) for `GET /api/dev/outbox`, so a person or a test can open its links.
 */
export class DevOutboxMailer implements Mailer {
  readonly sent: SentMail[] = [];

  constructor(private readonly log: (line: string) => void) {}

  async send(mail: Mail): Promise<void> {
    const links = [...mail.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
    this.sent.unshift({ ...mail, links, sentAt: new Date().toISOString() });
    this.sent.length = Math.min(this.sent.length, OUTBOX_SIZE);
    // The outbox keeps the whole links; the log, which may be shipped elsewhere, does not.
    this.log(`Mail to ${mail.to}: ${mail.subject} ${links.map(redactUrl).join(' ')}`);
  }
}
