/**
 * A conversation's link: the Messages dialog opened on it (docs/product.md, Screens). Offer and
 * deal notifications carry it as their URL, which is how their e-mails know their conversation.
 */
export function conversationLink(conversationId: string): string {
  return `/?conversation=${conversationId}`;
}

const LINK = /^\/\?conversation=([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The conversation a link opens, or null for any other link. */
export function conversationOfLink(url: string): string | null {
  return LINK.exec(url)?.[1] ?? null;
}
