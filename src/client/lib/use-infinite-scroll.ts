import { useEffect, useRef } from 'react';

/**
 * Calls loadMore when the returned sentinel element comes near the viewport. The margin starts the
 * next page before the reader reaches the end, so scrolling rarely waits.
 */
export function useInfiniteScroll<T extends Element>({
  enabled,
  loadMore,
}: {
  enabled: boolean;
  loadMore: () => void;
}) {
  const sentinel = useRef<T>(null);
  const latestLoadMore = useRef(loadMore);
  useEffect(() => {
    latestLoadMore.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latestLoadMore.current();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  return sentinel;
}
