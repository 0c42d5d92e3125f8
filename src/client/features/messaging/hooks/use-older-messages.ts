import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useLayoutEffect, useRef, type RefObject } from 'react';

export type OlderPages = Pick<
  UseInfiniteQueryResult,
  'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'fetchNextPage'
>;

/** How close to the top of the thread (px) scrolling starts loading older messages. */
const NEAR_TOP_PX = 120;

/**
 * "Load older" for a thread: older messages load when the reader scrolls near the top (or presses
 * the button), and go in above without moving what the reader is looking at: the distance from
 * the bottom is kept, so the message at the top of the view stays there.
 */
export function useOlderMessages(
  scroller: RefObject<HTMLElement | null>,
  older: OlderPages,
  oldestId: number | null,
) {
  const fromBottom = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || fromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - fromBottom.current;
    fromBottom.current = null;
  }, [scroller, oldestId]);

  const load = () => {
    const element = scroller.current;
    if (!element || !older.hasNextPage || older.isFetchingNextPage) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    void older.fetchNextPage();
  };

  return {
    load,
    onScroll: () => {
      const element = scroller.current;
      // After a failure the button says so and is the way to try again.
      if (element && element.scrollTop < NEAR_TOP_PX && !older.isFetchNextPageError) load();
    },
  };
}
