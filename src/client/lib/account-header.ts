/**
 * Which account the page's API reads are for, sent with each GET so the service worker keeps
 * answers apart per account (docs/decisions/038-service-worker.md): offline, a page is only ever
 * answered with what was fetched for the account it declares, and the worker drops every other
 * account's answers when it sees a new one. Unknown (no header, nothing cached) until the page's
 * session check has answered.
 */
export const ACCOUNT_HEADER = 'X-Rotation-Account';
/** What a page with nobody signed in declares. */
export const VISITOR_ACCOUNT = 'visitor';

let account: string | null = null;

export function setRequestAccount(id: string | null): void {
  account = id;
}

export function accountHeader(): Record<string, string> {
  return account === null ? {} : { [ACCOUNT_HEADER]: account };
}
