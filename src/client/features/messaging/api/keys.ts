/** Query keys are API paths (docs/architecture.md). */
export const CONVERSATIONS_KEY = ['/api/conversations'] as const;

export function messagesPath(conversationId: string): string {
  return `/api/conversations/${encodeURIComponent(conversationId)}/messages`;
}

export function messagesKey(conversationId: string): [string] {
  return [messagesPath(conversationId)];
}

/** True for the key of any conversation's messages. */
export function isMessagesKey(key: readonly unknown[]): boolean {
  return typeof key[0] === 'string' && /^\/api\/conversations\/[^/]+\/messages$/.test(key[0]);
}
