import { sql, type SQLChunk } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Database, Executor } from '@/server/db/client';

/**
 * pg-boss's database port over our own connections. On the app's pool for the queue's own work;
 * on a caller's Drizzle transaction for a job that must exist exactly when that transaction's
 * change does (a rolled-back change queues nothing).
 */
export function poolJobsDb(db: Database): PgBoss.Db {
  return { executeSql: (text, values) => db.$client.query(text, values) };
}

export function transactionJobsDb(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      // pg-boss writes `$n` placeholders; Drizzle numbers its parameters itself, so each one
      // becomes a parameter of its own (a placeholder used twice is sent twice, same value).
      const parts = text.split(/\$(\d+)/);
      const chunks: SQLChunk[] = [];
      parts.forEach((part, index) => {
        chunks.push(index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]));
      });
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}
