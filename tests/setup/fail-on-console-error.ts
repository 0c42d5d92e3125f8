import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug: fail the test that caused it.
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  spy.mockRestore();
});
