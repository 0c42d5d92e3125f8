/**
 * npx tsx scripts/make-icons.ts
 *
 * Draws the app's icons (docs/product.md, Installable app) from src/client/public/favicon.svg into
 * src/client/public/icons/. The PNGs are committed: the build copies them and never draws them.
 * Run again only when the mark changes.
 * - icon-192.png, icon-512.png: the favicon as it is (rounded square), manifest `purpose: any`.
 * - icon-maskable-512.png: the square filled to the edges, for launchers that cut their own
 *   shape; the letter already sits well inside the safe zone (the centre circle of 80 % width).
 * - apple-touch-icon.png (180): filled to the edges too, since iOS rounds the corners itself and
 *   shows transparent corners as black.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../src/client/public');
const OUT_DIR = path.join(PUBLIC_DIR, 'icons');
/** The SVG's own coordinate system (viewBox 0 0 32 32). */
const SVG_SIZE = 32;

const mark = fs.readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const fullBleed = mark.replace(/\s*rx="[^"]*"/, '');
if (fullBleed === mark) throw new Error('favicon.svg has no rounded rect (rx) to square off');

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

fs.mkdirSync(OUT_DIR, { recursive: true });
for (const icon of icons) {
  // Rasterised at the target size (density scales the 32-unit viewBox), not scaled up afterwards.
  const density = (72 * icon.size) / SVG_SIZE;
  await sharp(Buffer.from(icon.svg), { density })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT_DIR, icon.file));
  console.log(`Wrote icons/${icon.file} (${icon.size}×${icon.size})`);
}
