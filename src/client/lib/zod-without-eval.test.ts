import { describe, expect, it, vi } from 'vitest';

describe('zod-without-eval', () => {
  it('turns off Zod’s compiled parsing, so it never tries `new Function` under our CSP', async () => {
    vi.resetModules();
    await import('./zod-without-eval');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);

    const tried = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Stüssy' })).toEqual({ name: 'Stüssy' });
    expect(tried).not.toHaveBeenCalled();
  });
});
