import sharp from 'sharp';
import { inspectImage, MAX_PIXELS } from './images';

export const DISPLAY_LONGEST_SIDE = 1800;
export const THUMBNAIL_LONGEST_SIDE = 600;

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
export async function processPhoto(data: Buffer): Promise<ProcessedPhoto> {
  await inspectImage(data);
  const { data: pixels, info } = await sharp(data, {
    limitInputPixels: MAX_PIXELS,
    animated: false,
  })
    .rotate()
    .resize(DISPLAY_LONGEST_SIDE, DISPLAY_LONGEST_SIDE, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const [display, thumbnail] = await Promise.all([
    sharp(pixels, raw).webp({ quality: 82, effort: 2 }).toBuffer({ resolveWithObject: true }),
    sharp(pixels, raw)
      .resize(THUMBNAIL_LONGEST_SIDE, THUMBNAIL_LONGEST_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 78, effort: 2 })
      .toBuffer({ resolveWithObject: true }),
  ]);
  return {
    display: { data: display.data, width: display.info.width, height: display.info.height },
    thumbnail: { data: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
  };
}
