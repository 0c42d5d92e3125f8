/**
 * Zod compiles object schemas with `new Function` when it can, and probes for it the first time
 * one is built. Our CSP forbids eval, so the probe fails quietly but the browser still reports a
 * CSP violation (an issue Lighthouse counts against Best Practices). With `jitless` Zod parses
 * without compiling and never probes. Imported first, before any schema exists.
 *
 * Zod takes its settings from this global when it loads (shared by every copy of Zod on a page),
 * so they are given here without importing Zod into the entry script, which would put the
 * initial JavaScript over its budget. The test checks Zod still reads it.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// A module of its own: imported for its effect.
export {};
