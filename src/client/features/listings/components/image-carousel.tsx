import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Badge } from '@/client/components/ui/badge';
import { DETAIL_SIZES, detailSrcSet, DISPLAY_SIZE, THUMBNAIL_SIZE } from '@/shared/photo-sizes';

/** Keys typed into these belong to them, not to the carousel. */
const OWNS_ARROW_KEYS =
  'input, textarea, select, [contenteditable="true"], [role="tablist"], [role="dialog"], [role="menu"]';

const arrowButton =
  'absolute top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-zinc-900 shadow-md transition hover:bg-white';

/**
 * docs/product.md, Listing detail page: photos at 3:4 with previous/next arrows and
 * ArrowLeft/ArrowRight navigation when there is more than one, a SOLD badge over them, and "No
 * images available".
 */
export function ImageCarousel({
  title,
  images,
  thumbnails,
  isSold,
}: {
  title: string;
  images: string[];
  thumbnails: string[];
  isSold: boolean;
}) {
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = useCallback(
    (step: number) => setIndex((current) => (current + step + count) % count),
    [count],
  );

  useEffect(() => {
    if (count < 2) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(OWNS_ARROW_KEYS)) return;
      if (event.key === 'ArrowLeft') go(-1);
      if (event.key === 'ArrowRight') go(1);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count, go]);

  const current = images[index];
  return (
    <section aria-roledescription="carousel" aria-label={`Photos of ${title}`}>
      <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-zinc-100">
        {current ? (
          <img
            key={current}
            src={current}
            srcSet={detailSrcSet(current, thumbnails[index])}
            sizes={DETAIL_SIZES}
            alt={`${title}, photo ${index + 1} of ${count}`}
            width={DISPLAY_SIZE.width}
            height={DISPLAY_SIZE.height}
            // The first photo is the page's largest paint: fetched first, before scripts and
            // thumbnails. The others are asked for by a click, so they are needed at once too.
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-3 text-zinc-600">
            <ImageOff aria-hidden="true" className="size-10" strokeWidth={1.5} />
            <p>No images available</p>
          </div>
        )}
        {isSold && (
          <Badge look="sold" className="absolute top-3 left-3 px-3 py-1.5 text-sm tracking-[0.2em]">
            SOLD
          </Badge>
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              aria-label="Previous image"
              onClick={() => go(-1)}
              className={clsx(arrowButton, 'left-3')}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              aria-label="Next image"
              onClick={() => go(1)}
              className={clsx(arrowButton, 'right-3')}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
            <p
              aria-live="polite"
              className="absolute right-3 bottom-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-medium text-white tabular-nums"
            >
              <span className="sr-only">Photo </span>
              {index + 1} / {count}
            </p>
          </>
        )}
      </div>

      {count > 1 && (
        // Up to 8 photos: the strip wraps to a second row rather than cut the last thumbnails off
        // at the column's edge (a scrolling strip gives no sign that more photos follow).
        <ul aria-label="Photos" className="-mx-1 mt-2 flex flex-wrap gap-2 p-1">
          {images.map((image, position) => (
            <li key={image} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-label={`Show photo ${position + 1}`}
                aria-current={position === index}
                className={clsx(
                  'block w-14 overflow-hidden rounded-lg ring-2 ring-offset-2 transition sm:w-16',
                  position === index
                    ? 'ring-zinc-900'
                    : 'ring-transparent opacity-70 hover:opacity-100',
                )}
              >
                <img
                  src={thumbnails[position] ?? image}
                  alt=""
                  width={THUMBNAIL_SIZE.width}
                  height={THUMBNAIL_SIZE.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/4] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
