/**
 * Renders the demo product photos with sharp: studio-style drawings of each product (front, back,
 * a close-up, the brand label), encoded to WebP the way the upload pipeline stores them:
 * a display size and a card thumbnail, both 3:4, metadata stripped (sharp's default).
 */
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { frame, type View } from './art/frame';
import { labelCloseUp } from './art/label';
import type { Product } from './catalog';
import { mapLimit } from './map-limit';

export type PhotoSize = { width: number; height: number };
/** Listing photos: display images have a longest side of 1800 px, card thumbnails 600 px. */
export const DISPLAY_SIZE: PhotoSize = { width: 1350, height: 1800 };
export const THUMBNAIL_SIZE: PhotoSize = { width: 450, height: 600 };

export type Photo = { display: Buffer; thumbnail: Buffer; width: number; height: number };
/** Four pictures of one product, in listing order: front, back, close-up, label. */
export type PhotoSet = Photo[];

async function render(view: View, size: PhotoSize): Promise<Photo> {
  // Rasterise once; both encodings start from the same pixels.
  const { data, info } = await sharp(Buffer.from(frame(view, size.width, size.height)))
    // Photos are opaque: dropping the alpha channel makes encoding cheaper.
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [display, thumbnail] = await Promise.all([
    pixels().webp({ quality: 80, effort: 2 }).toBuffer(),
    pixels()
      .resize(THUMBNAIL_SIZE.width, THUMBNAIL_SIZE.height)
      .webp({ quality: 78, effort: 2 })
      .toBuffer(),
  ]);
  return { display, thumbnail, width: info.width, height: info.height };
}

/** Front, back, a close-up of the front, and the woven label (shoes: a close-up of the soles). */
function viewsOf(product: Product, index: number): View[] {
  const { look, backdrop } = product;
  const front = product.draw(look, 'front');
  const back = product.draw(look, 'back');
  const last: View =
    product.category === 'Footwear'
      ? { art: back, backdrop, zoom: 1.8 }
      : { art: labelCloseUp(product.brand, look.main, index), backdrop };
  return [
    { art: front, backdrop },
    { art: back, backdrop },
    { art: front, backdrop, zoom: 2 },
    last,
  ];
}

/** Four photos of every product, rendered a few at a time. */
export async function renderPhotoSets(
  products: readonly Product[],
  size: PhotoSize = DISPLAY_SIZE,
): Promise<PhotoSet[]> {
  const views = products.flatMap(viewsOf);
  // With sharp's default of one libvips thread per image, one image in flight per core keeps them busy.
  const photos = await mapLimit(views, Math.max(2, availableParallelism()), (view) =>
    render(view, size),
  );
  return products.map((_, i) => photos.slice(i * 4, i * 4 + 4));
}
