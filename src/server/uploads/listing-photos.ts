import sharp from 'sharp';
import { inspectImage, MAX_PIXELS, type ImageSource } from './images';

export const DISPLAY_LONGEST_SIDE = 1800;
export const THUMBNAIL_LONGEST_SIDE = 600;
/**
 * WebP effort 0: the fastest encoder setting. On a 12 MP photo it cuts encoding to about half of
 * effort 2 for files within a few per cent of the same size (docs/performance.md, Uploads).
 */
const WEBP_EFFORT = 0;

export type ProcessedPhoto = {
  display: { data: Buffer; width: number; height: number };
  thumbnail: { data: Buffer; width: number; height: number };
};

/**
 * A listing or chat photo: upright (EXIF orientation applied, then every metadata block dropped:
 * sharp writes none unless asked, so a seller's GPS position never leaves the server), re-encoded
 * to WebP at display size (longest side 1800 px) and as a card thumbnail (600 px).
 * The original is decoded once (JPEG shrink-on-load does most of the downscaling); the thumbnail
 * is made from the display-size pixels, not from the original again.
 */
export async function processPhoto(data: ImageSource): Promise<ProcessedPhoto> {
  await inspectImage(data);
  const { data: pixels, info } = await sharp(data, {
    limitInputPixels: MAX_PIXELS,
    animated: false,
  })
    .rotate()
    // Mitchell instead of the default Lanczos-3: about 10% cheaper, no visible difference when
    // shrinking a photo by less than half.
    .resize(DISPLAY_LONGEST_SIDE, DISPLAY_LONGEST_SIDE, {
      fit: 'inside',
      withoutEnlargement: true,
      kernel: 'mitchell',
    })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [display, thumbnail] = await Promise.all([
    sharp(pixels, raw)
      .webp({ quality: 75, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true }),
    sharp(pixels, raw)
      .resize(THUMBNAIL_LONGEST_SIDE, THUMBNAIL_LONGEST_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 78, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true }),
  ]);
  return {
    display: { data: display.data, width: display.info.width, height: display.info.height },
    thumbnail: { data: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
  };
}
