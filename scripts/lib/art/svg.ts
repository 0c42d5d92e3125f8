/**
 * Small SVG helpers for the demo product pictures. Every drawing works in a 900 x 1200 canvas
 * (3:4, like the listing photos), absolute path commands, "x,y" pairs.
 */

export const WIDTH = 900;
export const HEIGHT = 1200;

/** The colours of one product: the garment, a contrast colour and the print or logo colour. */
export type Look = { main: string; accent: string; print: string; brand: string; variant: number };
export type Side = 'front' | 'back';
/** SVG elements for the canvas, and the point a close-up should centre on. */
export type Art = { body: string; focus: [number, number] };
export type Draw = (look: Look, side: Side) => Art;

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blends two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export const darker = (c: string, t = 0.3) => mix(c, '#000000', t);
export const lighter = (c: string, t = 0.3) => mix(c, '#ffffff', t);

/** Perceived brightness from 0 to 1, to pick a readable print colour. */
export function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** Mirrors a path across the vertical centre line (only absolute "x,y" pairs are used). */
export function mirror(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => {
    return `${WIDTH - Number(x)},${y}`;
  });
}

/** A filled shape with the shared volume shading on top, so flat colour reads as cloth. */
export function cloth(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" ${extra}/><path d="${d}" fill="url(#volume)"/>`;
}

/**
 * The soft drop shadow a garment casts on the backdrop: a few widening translucent copies,
 * which look like a blur at a small fraction of feGaussianBlur's cost in librsvg.
 */
export function shadow(d: string): string {
  return [30, 18, 6]
    .map(
      (width) =>
        `<path d="${d}" fill="#000" stroke="#000" stroke-width="${width}" stroke-linejoin="round" opacity="0.06" transform="translate(10 18)"/>`,
    )
    .join('');
}

export function stitch(d: string, colour: string, width = 3): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="10 7" stroke-linecap="round" opacity="0.7"/>`;
}

export function line(d: string, colour: string, width: number, opacity = 1): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round" opacity="${opacity}"/>`;
}

/** Soft creases: a dark stroke with a light one beside it. */
export function creases(paths: string[]): string {
  return paths
    .map(
      (d) =>
        `${line(d, '#000', 14, 0.07)}<path d="${d}" fill="none" stroke="#fff" stroke-width="8" opacity="0.07" transform="translate(-9 -6)"/>`,
    )
    .join('');
}

/** Ribbing: short parallel strokes across a band between two lines. */
export function ribs(
  from: [number, number],
  to: [number, number],
  across: [number, number],
  count: number,
  colour: string,
): string {
  let out = '';
  for (let i = 0; i <= count; i += 1) {
    const t = i / count;
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    out += `M${x.toFixed(1)},${y.toFixed(1)} L${(x + across[0]).toFixed(1)},${(y + across[1]).toFixed(1)} `;
  }
  return line(out, colour, 3, 0.35);
}

export type TextOptions = {
  size: number;
  fill: string;
  /** The widest the text may be; the font shrinks to fit. */
  maxWidth?: number;
  weight?: 'bold' | 'normal';
  italic?: boolean;
  serif?: boolean;
  spacing?: number;
  anchor?: 'start' | 'middle' | 'end';
  extra?: string;
};

/** Text that shrinks to fit maxWidth (estimated from the character count, as librsvg has no textLength). */
export function text(x: number, y: number, content: string, o: TextOptions): string {
  const weight = o.weight ?? 'bold';
  // Average advance per character in em: capitals are wider than lower case, bold than regular.
  const caps = content === content.toUpperCase();
  const perChar =
    (caps ? 0.74 : 0.62) +
    (weight === 'bold' ? 0.04 : 0) +
    (o.serif ? 0.04 : 0) +
    (o.spacing ?? 0) / o.size;
  const size = o.maxWidth ? Math.min(o.size, o.maxWidth / (content.length * perChar)) : o.size;
  const family = o.serif
    ? 'DejaVu Serif, Liberation Serif, serif'
    : 'DejaVu Sans, Liberation Sans, sans-serif';
  return `<text x="${x}" y="${y}" font-family="${family}" font-size="${size.toFixed(1)}" font-weight="${weight}"${
    o.italic ? ' font-style="italic"' : ''
  } letter-spacing="${o.spacing ?? 0}" text-anchor="${o.anchor ?? 'middle'}" fill="${o.fill}" ${o.extra ?? ''}>${escapeXml(
    content,
  )}</text>`;
}

/** A colour that reads on top of the given background. */
export function inkFor(background: string): string {
  return luminance(background) > 0.6 ? '#1d1d1f' : '#f5f3ee';
}

/** A logo print in one of a few streetwear styles, centred on (x, y). */
export function logo(x: number, y: number, look: Look, width: number): string {
  const name = look.brand.toUpperCase();
  switch (look.variant % 4) {
    case 0: {
      // A box logo.
      const h = width * 0.28;
      return `<rect x="${x - width / 2}" y="${y - h / 2}" width="${width}" height="${h}" fill="${look.accent}"/>${text(
        x,
        y + h * 0.2,
        name,
        { size: h * 0.6, fill: inkFor(look.accent), maxWidth: width * 0.86, italic: true },
      )}`;
    }
    case 1:
      // A small chest logo.
      return text(x + width * 0.28, y - width * 0.12, name, {
        size: width * 0.1,
        fill: look.print,
        maxWidth: width * 0.4,
        spacing: 1,
      });
    case 2:
      // A roundel graphic with the name under it.
      return `<circle cx="${x}" cy="${y - width * 0.1}" r="${width * 0.22}" fill="none" stroke="${look.print}" stroke-width="${width * 0.04}"/><circle cx="${x}" cy="${y - width * 0.1}" r="${width * 0.1}" fill="${look.accent}"/>${text(
        x,
        y + width * 0.28,
        name,
        { size: width * 0.12, fill: look.print, maxWidth: width * 0.9, spacing: 2 },
      )}`;
    default:
      // A serif wordmark.
      return text(x, y, look.brand, {
        size: width * 0.18,
        fill: look.print,
        maxWidth: width,
        serif: true,
      });
  }
}
