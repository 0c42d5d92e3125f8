/** What one page's head says about it: the values behind its title, description and cards. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute. */
  canonicalUrl: string;
  ogType: 'product' | 'profile' | 'website';
  image?: { url: string; alt: string; width?: number | null; height?: number | null };
  /** Pages that must not be indexed (Page not found). */
  noindex?: boolean;
  /** schema.org data, written as a JSON-LD block (see jsonLdScript). */
  jsonLd?: object;
};

export const SITE_NAME = 'Rotation';
/** The header's colour (src/client/index.html carries the same). */
export const THEME_COLOR = '#18181b';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside an element or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}

/**
 * A JSON-LD data block. Browsers never run it (the CSP's script-src does not apply), but the HTML
 * parser ends a script element at the first `</script`, so every `<` is written as the JSON escape
 * `\u003c` (and `>`, `&` alike): the block cannot be closed early and parses to the same data.
 */
export function jsonLdScript(data: object): string {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;

/** The head elements of a page, one per line, every value escaped. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('name', 'theme-color', THEME_COLOR),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    ...(head.image ? imageTags(head.image) : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.jsonLd ? [jsonLdScript(head.jsonLd)] : []),
  ];
  return tags.join('\n    ');
}

function imageTags(image: NonNullable<PageHead['image']>): string[] {
  return [
    meta('property', 'og:image', image.url),
    // Sizes only when stored: a wrong size is worse than none (the reader measures it then).
    ...(image.width && image.height
      ? [
          meta('property', 'og:image:width', image.width),
          meta('property', 'og:image:height', image.height),
        ]
      : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

/**
 * At most `max` characters, cut at a word boundary with an ellipsis; runs of whitespace (line
 * breaks of a description) become single spaces.
 */
export function trimDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  // One long word: cut inside it rather than leave nothing.
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:·-]+$/, '')}…`;
}
