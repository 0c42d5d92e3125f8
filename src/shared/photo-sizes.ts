/**
 * How listing photos are asked for (docs/product.md, Limits: display photos have a longest side of
 * 1800 px, thumbnails 600 px). Both frames that show them are 3:4 portrait and crop with
 * object-cover, so the width descriptors and the width/height attributes assume a 3:4 photo: a
 * thumbnail is then 450 px wide and a display photo 1350 px. The attributes reserve the frame's
 * shape before the file arrives, so nothing below it moves.
 */
export const THUMBNAIL_SIZE = { width: 450, height: 600 } as const;
export const DISPLAY_SIZE = { width: 1350, height: 1800 } as const;

/**
 * The feed grid's columns (client/features/listings/components/listing-grid.tsx): 2, then 3 from
 * 640 px, 4 from 1024, 5 from 1280.
 */
export const CARD_SIZES =
  '(min-width: 1280px) 228px, (min-width: 1024px) calc((100vw - 124px) / 4), (min-width: 640px) calc((100vw - 88px) / 3), calc((100vw - 44px) / 2)';

/**
 * The listing page's photo column (client/features/listings/components/listing-details.tsx): full
 * width, half from 768, 32rem from 1024. The server's preload of the first photo uses it too
 * (server/seo/photo-preload.ts), so the browser picks the same file for both.
 */
export const DETAIL_SIZES =
  '(min-width: 1024px) 512px, (min-width: 768px) calc((100vw - 80px) / 2), calc(100vw - 32px)';

/** Cards only ever take the thumbnail: a feed of 48 display photos would be megabytes. */
export function cardSrcSet(thumbnail: string): string {
  return `${thumbnail} ${THUMBNAIL_SIZE.width}w`;
}

/** The listing page lets the browser pick: the thumbnail where it is enough, else the display photo. */
export function detailSrcSet(display: string, thumbnail: string | undefined): string {
  const sizes = [`${display} ${DISPLAY_SIZE.width}w`];
  if (thumbnail) sizes.unshift(`${thumbnail} ${THUMBNAIL_SIZE.width}w`);
  return sizes.join(', ');
}
