import type { Database } from './client';

/**
 * What is built once per database and kept for every later call: named statements (built once,
 * planned once per connection), or an instance's own cache of something in that database.
 */
export function oncePerDatabase<T extends object>(build: (db: Database) => T): (db: Database) => T {
  const kept = new WeakMap<Database, T>();
  return (db) => {
    let value = kept.get(db);
    if (value === undefined) {
      value = build(db);
      kept.set(db, value);
    }
    return value;
  };
}
