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

/** The page: the template with these head tags. */
export function fillTemplate(
  template: { before: string; after: string },
  headTags: string,
): string {
  return `${template.before}  ${headTags}\n  ${template.after}`;
}
