import {
  FIRST_SCREEN_STATE_ID,
  firstScreenStateJson,
  type FirstScreen,
} from '@/shared/first-screen';

/** The head elements a page's own head replaces, so none is there twice. */
const REPLACED =
  /<title>[\s\S]*?<\/title>\s*|<meta\s+name="(?:description|theme-color)"[^>]*>\s*/gi;

/**
 * The built index.html as two halves around the page's head tags: everything the build wrote
 * (scripts, styles, icons, the manifest link) stays, the title, description and theme colour go.
 * The tags land before `</head>`, or where the title was in a template without one.
 */
export function splitTemplate(html: string): { before: string; after: string } {
  let removedAt = -1;
  const stripped = html.replace(REPLACED, (match: string, offset: number) => {
    // Nothing before the first match was removed, so its offset holds in the result too.
    if (removedAt < 0) removedAt = offset;
    return '';
  });
  const headEnd = stripped.search(/<\/head>/i);
  const at = headEnd >= 0 ? headEnd : Math.max(removedAt, 0);
  return { before: stripped.slice(0, at), after: stripped.slice(at) };
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page: the template with these head tags, and, when the server drew it, the first screen
 * inside the app's root with the answers it was drawn from beside it (decision 042).
 */
export function fillTemplate(
  template: { before: string; after: string },
  headTags: string,
  firstScreen: FirstScreen | null = null,
): string {
  const after = firstScreen
    ? // A function, so no `$` in the markup is read as a replacement pattern.
      template.after.replace(
        EMPTY_ROOT,
        () =>
          `<div id="root">${firstScreen.html}</div>` +
          `<script id="${FIRST_SCREEN_STATE_ID}" type="application/json">${firstScreenStateJson(firstScreen.state)}</script>`,
      )
    : template.after;
  return `${template.before}  ${headTags}\n  ${after}`;
}

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The template for a page the server drew (decision 042): the app's entry script and its module
 * preloads give way to public/start-after-paint.js, which asks for them once the page has
 * painted. A template without an entry script is returned as it is.
 */
export function startAfterPaint(template: { before: string; after: string }): {
  before: string;
  after: string;
} {
  const entry = ENTRY_SCRIPT.exec(template.before)?.[1];
  if (!entry) return template;
  const preloads = [...template.before.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const before = template.before
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        `<script src="/start-after-paint.js" defer data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>\n    `,
    );
  return { before, after: template.after };
}
