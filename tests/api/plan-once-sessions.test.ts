import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const ctx = useTestApp();

/** docs/decisions/048: the plan-once sessions, through postgres.js. */
describe('the plan-once sessions', () => {
  it('gives statements issued together to different sessions, each answering its own', async () => {
    const sessions = ctx.db.$client.planOnce;
    const count = sessions.each.length;
    const answers = await Promise.all(
      Array.from({ length: count * 3 }, (_, i) =>
        sessions.rows('select $1::int, pg_backend_pid()', [i]),
      ),
    );
    // Each statement's own value back, in the order asked.
    expect(answers.map((rows) => rows[0]![0])).toEqual(answers.map((_, i) => i));
    // The first `count` went one to each session, idle ones first.
    const backends = new Set(answers.slice(0, count).map((rows) => rows[0]![1]));
    expect(backends.size).toBe(count);
  });

  it('prepares a statement without parameters once per session, with its settings', async () => {
    const sessions = ctx.db.$client.planOnce;
    const text = "select 'plan-once-sessions test' as marker";
    for (let i = 0; i < 3; i += 1) {
      expect(await sessions.rows(text, [])).toEqual([['plan-once-sessions test']]);
    }
    const prepared = await Promise.all(
      sessions.each.map((sql) =>
        sql.unsafe<{ generic_plans: number }[]>(
          'select generic_plans::int from pg_prepared_statements where statement = $1',
          [text],
        ),
      ),
    );
    // Three runs, all of one prepared statement's generic plan (none planned as a simple query).
    expect(prepared.flat().reduce((sum, row) => sum + row.generic_plans, 0)).toBe(3);
  });
});
