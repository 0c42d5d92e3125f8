import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A client-side navigation to another page starts at its top, as a full page load would. */
export function useScrollToTop(): void {
  const [path] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
}
