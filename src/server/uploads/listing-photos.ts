import sharp, { type Sharp } from 'sharp';
import { inspectImage, MAX_PIXELS } from './images';

export const DISPLAY_LONGEST_SIDE = 1800;
export const THUMBNAIL_LONGEST_SIDE = 600;

export type ProcessedPhoto = {
  display: { data: Buffer; width: number; height: number };
  thumbnail: { data: Buffer; width: number; height: number };
};

async function webp(source: Sharp, longestSide: number, quality: number) {
  const { data, info } = await source
    .clone()
    .resize(longestSide, longestSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A listing or chat photo: upright (EXIF orientation applied, then every metadata block dropped:
 * sharp writes none unless asked, so a seller's GPS position never leaves the server), re-encoded
 * to WebP at display size (longest side 1800 px) and as a card thumbnail (600 px).
 */
export async function processPhoto(data: Buffer): Promise<ProcessedPhoto> {
  await inspectImage(data);
  const upright = sharp(data, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
  const [display, thumbnail] = await Promise.all([
    webp(upright, DISPLAY_LONGEST_SIDE, 82),
    webp(upright, THUMBNAIL_LONGEST_SIDE, 78),
  ]);
  return { display, thumbnail };
}
