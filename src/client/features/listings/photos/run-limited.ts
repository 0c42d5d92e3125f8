/**
 * Runs tasks at most `limit` at a time, in the order they were queued. Compressing eight 12 MP
 * photos at once would hold eight decoded bitmaps in a phone's memory.
 */
export function createLimiter(limit: number) {
  let running = 0;
  const queue: Array<() => void> = [];

  function next() {
    if (running >= limit) return;
    const start = queue.shift();
    if (!start) return;
    running += 1;
    start();
  }

  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      queue.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      });
      next();
    });
  };
}
