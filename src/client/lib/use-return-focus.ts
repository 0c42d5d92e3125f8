import { useState } from 'react';
import { focusMain } from './focus-main';

/**
 * For a dialog opened from code rather than from a Radix Trigger: Radix then has no trigger to
 * give focus back to on close and leaves it on the page's body. Call this as the dialog mounts
 * (it remembers what had focus) and pass the result as onCloseAutoFocus.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  return (event: Event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
    else focusMain();
  };
}
