import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const ICONS = path.resolve('src/client/public/icons');

/** The alpha of the icon's top-left pixel: 0 for a rounded mark, 255 for a full-bleed square. */
async function corner(file: string): Promise<{ width?: number; height?: number; alpha: number }> {
  const image = sharp(path.join(ICONS, file));
  const { width, height } = await image.metadata();
  const { data } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width, height, alpha: data[3]! };
}

/** docs/product.md, Installable app: the icons the manifest and iOS name (scripts/make-icons.ts). */
describe('app icons', () => {
  it('has the manifest sizes, rounded for "any" and full-bleed where the platform cuts the shape', async () => {
    expect(await corner('icon-192.png')).toEqual({ width: 192, height: 192, alpha: 0 });
    expect(await corner('icon-512.png')).toEqual({ width: 512, height: 512, alpha: 0 });
    expect(await corner('icon-maskable-512.png')).toEqual({ width: 512, height: 512, alpha: 255 });
    expect(await corner('apple-touch-icon.png')).toEqual({ width: 180, height: 180, alpha: 255 });
  });

  it('keeps the maskable mark inside the safe zone (the centre circle of 80 % width)', async () => {
    const { data, info } = await sharp(path.join(ICONS, 'icon-maskable-512.png'))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const centre = info.width / 2;
    const safeRadius = 0.4 * info.width;
    let outside = 0;
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        const red = data[(y * info.width + x) * info.channels]!;
        // The letter is white on #18181b: any light pixel is part of the mark.
        if (red > 128 && Math.hypot(x - centre, y - centre) > safeRadius) outside += 1;
      }
    }
    expect(outside).toBe(0);
  });
});
