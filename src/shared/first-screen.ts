/**
 * The first screen the server draws for a visitor (docs/decisions/042-first-screen.md): the
 * contract between the server, which loads the built renderer (dist/render/first-screen.js, built
 * from src/client/first-screen.tsx), and the app, which adopts what it drew.
 */

/** The id of the `<script type="application/json">` carrying the answers the page was drawn from. */
export const FIRST_SCREEN_STATE_ID = 'first-screen-state';

export type FirstScreen = {
  /** The app's markup, for inside `<div id="root">`. */
  html: string;
  /** The query cache the markup was drawn from, as TanStack Query's `dehydrate` gives it. */
  state: unknown;
};

/**
 * Draws the page at `path` + `search` as a visitor sees it, asking `api` (the server's own API,
 * in-process) for the answers it shows; null for a page it does not draw.
 */
export type RenderFirstScreen = (input: {
  path: string;
  search: string;
  api: typeof fetch;
}) => Promise<FirstScreen | null>;

/**
 * The state as a JSON script's text: `<` is escaped, so no listing's text can close the script
 * element early, and JSON.parse reads it back unchanged.
 */
export function firstScreenStateJson(state: unknown): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}
