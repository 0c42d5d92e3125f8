/**
 * Nothing lost, nothing sent twice: several app instances on one database each take a share of
 * the e-mail jobs and none sends one twice; jobs left by an instance that stopped before it could
 * deliver (its mail server down) are delivered by the next one on the same database.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import {
  eventually,
  emailJobStates,
  notify,
  TestOutbox,
  userWithPreferences,
} from './email-helpers';
import { useTestApp } from './test-app';

const jobs = { pollingSeconds: 0.5, retryDelaySeconds: 1 };
const outboxA = new TestOutbox();
const ctx = useTestApp(
  () => ({}),
  () => ({ mailer: outboxA, jobs }),
);

const started: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of started) await app.close();
});

async function anotherInstance(mailer: TestOutbox): Promise<FastifyInstance> {
  const app = await buildApp({ config: ctx.config, db: ctx.db, mailer, jobs });
  started.push(app);
  return app;
}

describe('e-mail jobs across instances', () => {
  it('delivers each e-mail once when two instances work the same queue', async () => {
    const outboxB = new TestOutbox();
    const instanceB = await anotherInstance(outboxB);
    const user = await userWithPreferences(ctx.db);
    const sent = [];
    for (let i = 0; i < 20; i += 1) sent.push(await notify(ctx.db, user.id));
    const ids = sent.map((n) => n.id);
    await eventually(async () =>
      expect(await emailJobStates(ctx.db, ids)).toEqual(ids.map(() => 'completed')),
    );
    const subjects = [...outboxA.to(user.email), ...outboxB.to(user.email)].map((m) => m.subject);
    expect(subjects.sort()).toEqual(sent.map((n) => n.title).sort());
    await instanceB.close();
  });

  it('delivers, after a restart, what an instance could not send before it stopped', async () => {
    const user = await userWithPreferences(ctx.db);
    outboxA.failNext(1_000);
    const { id, title } = await notify(ctx.db, user.id);
    await eventually(async () => expect(await emailJobStates(ctx.db, [id])).toEqual(['retry']));
    await ctx.app.close();
    expect(outboxA.to(user.email)).toEqual([]);

    const outboxNext = new TestOutbox();
    // The file's app is now the restarted one (useTestApp closes it at the end).
    ctx.app = await buildApp({ config: ctx.config, db: ctx.db, mailer: outboxNext, jobs });
    await eventually(async () => expect(await emailJobStates(ctx.db, [id])).toEqual(['completed']));
    expect(outboxNext.to(user.email).map((m) => m.subject)).toEqual([title]);
    expect(outboxA.to(user.email)).toEqual([]);
  });
});
