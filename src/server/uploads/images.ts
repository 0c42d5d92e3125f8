import sharp, { type Metadata } from 'sharp';
import { PROFILE_IMAGE_SIZE_PX } from '@/shared/constants';
import { HttpError } from '@/server/http/errors';

// What sharp can read that we accept; the name and Content-Type a client claims do not count.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
export const MAX_PIXELS = 40_000_000;

export class UnsupportedImage extends HttpError {
  constructor() {
    super(415, 'This file is not an image we can read. Please upload a JPEG, PNG, WebP or GIF.');
  }
}

/** An image's bytes, or the path of the (temporary) file holding them. */
export type ImageSource = Buffer | string;

/** Reads the real type from the bytes and refuses anything that is not an image, or a pixel flood. */
export async function inspectImage(data: ImageSource): Promise<Metadata> {
  let metadata: Metadata;
  try {
    // Only the header is read here, so the pixel limit is checked below with a clear message.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImage();
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new UnsupportedImage();
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
    throw new HttpError(
      413,
      'This image has too many pixels (over 40 megapixels). Please upload a smaller one.',
    );
  }
  return metadata;
}

const circleMask = Buffer.from(
  `<svg width="${PROFILE_IMAGE_SIZE_PX}" height="${PROFILE_IMAGE_SIZE_PX}"><circle cx="${PROFILE_IMAGE_SIZE_PX / 2}" cy="${PROFILE_IMAGE_SIZE_PX / 2}" r="${PROFILE_IMAGE_SIZE_PX / 2}" fill="#fff"/></svg>`,
);

/**
 * A profile picture: upright (EXIF orientation applied), centre-cropped square, 400x400,
 * circular with a transparent outside, PNG. sharp writes no metadata unless asked, so EXIF,
 * GPS positions and ICC comments of the original are gone.
 */
export async function toProfilePicture(data: ImageSource): Promise<Buffer> {
  await inspectImage(data);
  return sharp(data, { limitInputPixels: MAX_PIXELS, animated: false })
    .rotate()
    .resize(PROFILE_IMAGE_SIZE_PX, PROFILE_IMAGE_SIZE_PX, { fit: 'cover', position: 'centre' })
    .ensureAlpha()
    .composite([{ input: circleMask, blend: 'dest-in' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}
