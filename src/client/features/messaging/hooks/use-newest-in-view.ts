import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a thread scrolled to its newest message: when it opens and when a message arrives. An
 * image that loads later grows the thread; it is followed only if the reader was at the bottom.
 */
export function useNewestInView(
  scroller: RefObject<HTMLElement | null>,
  threadKey: string,
  newestId: number | null,
) {
  const atBottom = useRef(true);

  const toBottom = useCallback(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [scroller]);

  useLayoutEffect(() => {
    atBottom.current = true;
    toBottom();
  }, [threadKey, newestId, toBottom]);

  return {
    onScroll: () => {
      const element = scroller.current;
      if (!element) return;
      atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    },
    onContentGrew: () => {
      if (atBottom.current) toBottom();
    },
  };
}
