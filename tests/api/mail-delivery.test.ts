import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import type { Mail, Mailer } from '@/server/mail/mailer';
import { createAccount, freshAddress } from './auth-helpers';
import { useTestApp } from './test-app';

const ctx = useTestApp();

/** A mail server that takes as long as the test says, and then delivers or fails. */
class HeldMailer implements Mailer {
  readonly delivered: Mail[] = [];
  private release!: (outcome: 'deliver' | 'fail') => void;
  private readonly outcome = new Promise<'deliver' | 'fail'>((resolve) => (this.release = resolve));
  private onDelivered: (mail: Mail) => void = () => {};
  /** Resolves with the first mail delivered. */
  readonly firstDelivery = new Promise<Mail>((resolve) => (this.onDelivered = resolve));

  async send(mail: Mail): Promise<void> {
    if ((await this.outcome) === 'fail') throw new Error('SMTP server said no');
    this.delivered.push(mail);
    this.onDelivered(mail);
  }

  deliver(): void {
    this.release('deliver');
  }

  fail(): void {
    this.release('fail');
  }
}

/** Fails the test with a sentence instead of hanging when the answer waits for the mail. */
function answeredWithin<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} waited for the mail server`)), 10_000);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function appWith(mailer: Mailer, logLines: string[] = []): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...ctx.config, logLevel: 'error' },
    db: ctx.db,
    mailer,
    logStream: { write: (line) => void logLines.push(line) },
  });
  apps.push(app);
  return app;
}

function forgotPassword(app: FastifyInstance, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: freshAddress(),
  });
}

describe('account mail', () => {
  it('answers forgot-password for an existing account before the mail server does, then delivers', async () => {
    const account = await createAccount(ctx.app);
    const mailer = new HeldMailer();
    const app = await appWith(mailer);
    const response = await answeredWithin(forgotPassword(app, account.email), 'forgot-password');
    expect(response.statusCode).toBe(200);
    expect(mailer.delivered).toEqual([]);

    mailer.deliver();
    const mail = await mailer.firstDelivery;
    expect(mail).toMatchObject({ to: account.email, subject: 'Reset your Rotation password' });
  });

  it('logs a mail the server refused, and goes on answering', async () => {
    const account = await createAccount(ctx.app);
    const mailer = new HeldMailer();
    const logLines: string[] = [];
    const app = await appWith(mailer, logLines);
    const response = await answeredWithin(forgotPassword(app, account.email), 'forgot-password');
    expect(response.statusCode).toBe(200);

    mailer.fail();
    // Closing waits for mail still on its way, so the failure is in the log by then.
    await app.close();
    const failure = logLines.map((line) => JSON.parse(line)).find((entry) => entry.level === 50);
    expect(failure).toMatchObject({
      msg: 'Could not send an e-mail',
      subject: 'Reset your Rotation password',
      err: { message: 'SMTP server said no' },
    });
  });
});
