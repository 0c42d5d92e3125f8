import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_SCREEN_STATE_ID } from '@/shared/first-screen';

/**
 * The answers the server drew this page from (docs/decisions/042-first-screen.md), or null when
 * it sent the plain app (a member, a page it does not draw, the service worker's offline copy).
 */
export function readFirstScreenState(): DehydratedState | null {
  const element = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return null;
  }
}
