import sharp from 'sharp';
import type { Art, ImageSpec } from './seed-data';

// Simple garment silhouettes on a 300x400 canvas (3:4, like every listing photo).
const SHAPES: Record<Art, string> = {
  tee: 'M95 95 L130 80 Q150 100 170 80 L205 95 L250 140 L225 165 L205 150 L205 320 L95 320 L95 150 L75 165 L50 140 Z',
  hoodie:
    'M110 95 Q150 40 190 95 L215 105 L255 215 L230 225 L210 165 L210 325 L90 325 L90 165 L70 225 L45 215 L85 105 Z',
  pants: 'M95 80 L205 80 L215 330 L165 330 L150 160 L135 330 L85 330 Z',
  jacket:
    'M100 90 L135 80 L150 110 L165 80 L200 90 L245 150 L240 300 L215 300 L210 170 L210 320 L90 320 L90 170 L85 300 L60 300 L55 150 Z',
};

function svg({ art, color }: ImageSpec): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4f4f5"/><stop offset="1" stop-color="#d4d4d8"/>
  </linearGradient></defs>
  <rect width="300" height="400" fill="url(#bg)"/>
  <ellipse cx="150" cy="345" rx="100" ry="10" fill="#000" opacity="0.08"/>
  <path d="${SHAPES[art]}" fill="${color}"/>
</svg>`);
}

/** A product photo and its card thumbnail, as WebP: 900x1200 and 450x600 (3:4). */
export async function renderListingImage(
  spec: ImageSpec,
): Promise<{ display: Buffer; thumb: Buffer }> {
  const source = svg(spec);
  const [display, thumb] = await Promise.all([
    sharp(source, { density: 288 }).resize(900, 1200).webp({ quality: 70 }).toBuffer(),
    sharp(source, { density: 144 }).resize(450, 600).webp({ quality: 70 }).toBuffer(),
  ]);
  return { display, thumb };
}

/** A plain square avatar; the client crops it round. */
export async function renderAvatar(color: string): Promise<Buffer> {
  return sharp({ create: { width: 200, height: 200, channels: 3, background: color } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><circle cx="100" cy="80" r="38" fill="#fff" opacity="0.85"/><path d="M30 200 Q100 110 170 200 Z" fill="#fff" opacity="0.85"/></svg>',
        ),
      },
    ])
    .webp({ quality: 75 })
    .toBuffer();
}
