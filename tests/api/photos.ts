/** Small generated images for the upload tests. */
import sharp from 'sharp';

/** A plain photo of this size. */
export function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const image = sharp({ create: { width, height, channels: 3, background: '#c0392b' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A JPEG of this size as a phone writes it: camera EXIF with the GPS position of a home. */
export async function photoWithGps(width: number, height: number): Promise<Buffer> {
  return sharp(await photo(width, height))
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 3' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 46/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '122/1 25/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();
}
