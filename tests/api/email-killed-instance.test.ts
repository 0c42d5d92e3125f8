/**
 * Nothing lost, nothing sent twice, when an instance dies mid-delivery: an instance killed
 * (SIGKILL, no stop of any kind) while the mail server holds one of its e-mails leaves that job
 * active and the rest queued. The next instance on the same database delivers each of those once,
 * the held one included, and none of the e-mails the killed instance had sent.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { freePort } from '@/server/db/embedded';
import { startChild, waitForHttp, type Child } from '../../scripts/lib/bench-processes';
import {
  eventually,
  emailJobStates,
  notify,
  TestOutbox,
  userWithPreferences,
} from './email-helpers';
import { startHoldingSmtpServer, type HoldingSmtpServer } from './holding-smtp-server';
import { useTestApp } from './test-app';

// A killed instance's job is retried once it has run past its expiry and maintenance has seen
// that: seconds here instead of production's minutes.
const jobs = { pollingSeconds: 0.5, retryDelaySeconds: 1, expireSeconds: 3, superviseSeconds: 1 };
const ctx = useTestApp(
  () => ({}),
  () => ({ jobs }),
);

let child: Child | undefined;
let smtp: HoldingSmtpServer | undefined;
beforeAll(async () => {
  // The instance to kill is the only one working the queue until it dies.
  await ctx.app.close();
  smtp = await startHoldingSmtpServer(3);
  child = await instanceInAProcess(smtp.url);
});
afterAll(async () => {
  if (child && child.process.exitCode === null && child.process.signalCode === null) {
    child.process.kill('SIGKILL');
  }
  await smtp?.close();
});

/** An instance in a process of its own, delivering to `smtpUrl`, that the test can kill. */
async function instanceInAProcess(smtpUrl: string): Promise<Child> {
  const port = await freePort();
  const started = startChild(
    'email instance',
    process.execPath,
    ['--import', 'tsx', 'tests/api/fixtures/email-instance.ts'],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        FEED_CACHE_MS: '0',
        DATABASE_URL: ctx.databaseUrl,
        DATA_DIR: ctx.config.dataDir,
        PUBLIC_URL: ctx.config.publicUrl,
        HOST: '127.0.0.1',
        PORT: String(port),
        SMTP_URL: smtpUrl,
        JOB_TIMINGS: JSON.stringify(jobs),
      },
    },
  );
  await waitForHttp(started, `http://127.0.0.1:${port}/api/health`);
  return started;
}

describe('an instance killed while it delivers e-mail', () => {
  it('leaves the rest, the e-mail in flight included, to the next instance, each sent once', async () => {
    const instance = child!.process;
    const mailServer = smtp!;
    const user = await userWithPreferences(ctx.db);
    const sent = [];
    for (let i = 0; i < 8; i += 1) sent.push(await notify(ctx.db, user.id));
    const titles = sent.map((n) => n.title);
    const ids = sent.map((n) => n.id);

    await mailServer.firstHeld;
    const exited = new Promise((resolve) => instance.once('exit', resolve));
    instance.kill('SIGKILL');
    await exited;
    // Three sent, the fourth in flight when it died, four not started (jobs run oldest first).
    expect(mailServer.accepted).toEqual(titles.slice(0, 3));
    expect(mailServer.held).toEqual([titles[3]]);
    expect(await emailJobStates(ctx.db, ids)).toEqual([
      ...Array<string>(3).fill('completed'),
      'active',
      ...Array<string>(4).fill('created'),
    ]);

    const outbox = new TestOutbox();
    // The file's app is now the restarted one (useTestApp closes it at the end).
    ctx.app = await buildApp({ config: ctx.config, db: ctx.db, mailer: outbox, jobs });
    await eventually(async () =>
      expect(await emailJobStates(ctx.db, ids)).toEqual(ids.map(() => 'completed')),
    );
    const delivered = outbox.to(user.email).map((mail) => mail.subject);
    expect(delivered.sort()).toEqual(titles.slice(3).sort());
    // The killed instance's mail server got nothing more: nothing was sent twice.
    expect(mailServer.accepted).toEqual(titles.slice(0, 3));
    expect(mailServer.held).toEqual([titles[3]]);
  });
});
