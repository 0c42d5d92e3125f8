/**
 * Puts keyboard focus at the start of the page's content (the element the skip link targets), for
 * when the control that had it is about to disappear, such as the card of a request marked found.
 */
export function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}
