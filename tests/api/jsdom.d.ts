/** The part of jsdom (a declared dev dependency without bundled types) the API tests use. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window & typeof globalThis;
  }
}
