/**
 * Why the server cannot start, as a sentence saying what to do: main.ts prints it alone and
 * exits 1. A stack trace under it would bury the sentence and says nothing the operator can act on.
 */
export class StartupRefusal extends Error {}
