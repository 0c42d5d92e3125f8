import { DETAIL_SIZES, detailSrcSet } from '@/shared/photo-sizes';

/**
 * A `Link` header value that preloads a listing page's first photo exactly as its `<img>` asks for
 * it (the same srcset and sizes, so the browser picks the same file), so it is fetched with the
 * HTML instead of after the app's code and the listing's data: it is the page's largest paint.
 * Null for a URL that could break the header's syntax; that photo loads the usual way.
 */
export function firstPhotoPreload(photo: { url: string; thumbnailUrl: string }): string | null {
  if (/[<>",;\s]/.test(photo.url + photo.thumbnailUrl)) return null;
  const srcset = detailSrcSet(photo.url, photo.thumbnailUrl);
  return `<${photo.url}>; rel=preload; as=image; imagesrcset="${srcset}"; imagesizes="${DETAIL_SIZES}"; fetchpriority=high`;
}
