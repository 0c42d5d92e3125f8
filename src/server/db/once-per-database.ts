import type { Database } from './client';

/**
 * What is built once per database and kept for every later call: named statements (built once,
 * planned once per connection), or an instance's own cache of something in that database.
 */
export function oncePerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}
