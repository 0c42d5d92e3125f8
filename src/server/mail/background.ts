import type { FastifyBaseLogger } from 'fastify';
import type { Mail, Mailer } from './mailer';

/**
 * Hands account mail to the real mailer without waiting for it: the answer to "forgot password"
 * (or sign-up, or a new verification link) must not take longer when the address has an account
 * and a mail goes out, or its timing tells who is registered. A mail that fails is logged (the
 * answer has gone already); closing the app waits for mail still on its way.
 */
export class BackgroundMailer implements Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(mail: Mail): Promise<void> {
    let sending: Promise<void>;
    try {
      sending = this.mailer.send(mail);
    } catch (error) {
      sending = Promise.reject(error);
    }
    const tracked = sending
      .catch((error: unknown) => {
        this.log.error({ err: error, subject: mail.subject }, 'Could not send an e-mail');
      })
      .finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
    return Promise.resolve();
  }

  /** Waits for every mail still being sent (at shutdown). */
  async drain(): Promise<void> {
    await Promise.all(this.pending);
  }
}
