import { useEffect } from 'react';

/** Sets the tab title for the current page: "Title · Rotation", or just "Rotation". */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Rotation` : 'Rotation';
  }, [title]);
}
