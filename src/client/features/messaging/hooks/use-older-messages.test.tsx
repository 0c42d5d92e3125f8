// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOlderMessages, type OlderPages } from './use-older-messages';

/** A scroll container whose content height the test sets (jsdom lays nothing out). */
function scroller(height: number, top: number) {
  const element = document.createElement('div');
  let scrollHeight = height;
  Object.defineProperty(element, 'scrollHeight', { get: () => scrollHeight });
  element.scrollTop = top;
  return { element, grow: (by: number) => (scrollHeight += by) };
}

function pages(overrides: Partial<OlderPages> = {}) {
  return {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(),
    ...overrides,
  } as unknown as OlderPages;
}

describe('useOlderMessages', () => {
  it('loads older messages near the top and keeps the view where it was once they are in', () => {
    const box = scroller(2000, 50);
    const older = pages();
    const { result, rerender } = renderHook(
      ({ oldestId }) => useOlderMessages({ current: box.element }, older, oldestId),
      { initialProps: { oldestId: 51 } },
    );
    result.current.onScroll();
    expect(older.fetchNextPage).toHaveBeenCalledTimes(1);

    // The older page renders above: 1500 px more content.
    box.grow(1500);
    rerender({ oldestId: 1 });
    expect(box.element.scrollTop).toBe(1550);
  });

  it('does nothing away from the top, while a page loads, after a failure or with no older page', () => {
    for (const [top, older] of [
      [500, pages()],
      [0, pages({ isFetchingNextPage: true })],
      [0, pages({ isFetchNextPageError: true })],
      [0, pages({ hasNextPage: false })],
    ] as const) {
      const box = scroller(2000, top);
      const { result } = renderHook(() => useOlderMessages({ current: box.element }, older, 5));
      result.current.onScroll();
      expect(older.fetchNextPage).not.toHaveBeenCalled();
    }
  });

  it('loads on the button after a failure', () => {
    const box = scroller(2000, 0);
    const older = pages({ isFetchNextPageError: true });
    const { result } = renderHook(() => useOlderMessages({ current: box.element }, older, 5));
    result.current.load();
    expect(older.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
