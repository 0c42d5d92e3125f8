import { describe, expect, it } from 'vitest';
import { createLimiter } from './run-limited';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createLimiter', () => {
  it('runs at most `limit` tasks at once, in order, and goes on after a failure', async () => {
    const run = createLimiter(2);
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const results = gates.map((gate, index) =>
      run(async () => {
        started.push(index);
        await gate.promise;
        if (index === 0) throw new Error('first failed');
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);

    gates[0]!.resolve();
    await expect(results[0]).rejects.toThrow('first failed');
    expect(started).toEqual([0, 1, 2]);

    gates[2]!.resolve();
    await expect(results[2]).resolves.toBe(2);
    expect(started).toEqual([0, 1, 2, 3]);
    gates[1]!.resolve();
    gates[3]!.resolve();
    await expect(Promise.all([results[1], results[3]])).resolves.toEqual([1, 3]);
  });
});
