import type { Database } from './client';

/** Where onceEach keeps what it made: a Map, or a WeakMap for object keys. */
type Kept<K, T> = { get(key: K): T | undefined; set(key: K, value: T): unknown };

/** `make` run once per key, its result kept for every later call with that key. */
export function onceEach<K, T>(
  make: (key: K) => T,
  kept: Kept<K, T> = new Map<K, T>(),
): (key: K) => T {
  return (key) => {
    let value = kept.get(key);
    if (value === undefined) {
      value = make(key);
      kept.set(key, value);
    }
    return value;
  };
}

/**
 * What is built once per database and kept for every later call: named statements (built once,
 * planned once per connection), or an instance's own cache of something in that database.
 */
export function oncePerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  return onceEach(build, new WeakMap<Database, T>());
}
