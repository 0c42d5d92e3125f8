import { HEIGHT, WIDTH, type Art } from './svg';

/** A studio backdrop: a soft vertical gradient from top to bottom colour. */
export type Backdrop = readonly [top: string, bottom: string];

export const BACKDROPS: readonly Backdrop[] = [
  ['#f1ede7', '#dcd2c5'],
  ['#eceff1', '#cdd5dc'],
  ['#eef0e8', '#d2dacb'],
  ['#f4ece9', '#e2cfc8'],
  ['#e9eef4', '#c8d4e1'],
  ['#f3f0e7', '#e0dacb'],
  ['#e7e4e0', '#c8c2ba'],
];

export type View = { art: Art; backdrop: Backdrop; zoom?: number };

/** The whole SVG document for one picture, rendered at width x height pixels (3:4). */
export function frame(view: View, width: number, height: number): string {
  const zoom = view.zoom ?? 1;
  const w = WIDTH / zoom;
  const h = HEIGHT / zoom;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max);
  const x = clamp(view.art.focus[0] - w / 2, WIDTH - w);
  const y = clamp(view.art.focus[1] - h / 2, HEIGHT - h);
  const [top, bottom] = view.backdrop;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${w} ${h}">
<defs>
<linearGradient id="backdrop" x1="0" y1="0" x2="0.25" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.4"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="volume" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>
<pattern id="fleece" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.6" fill="#fff" opacity="0.13"/><circle cx="11" cy="10" r="2.2" fill="#000" opacity="0.1"/></pattern>
<radialGradient id="ground"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#backdrop)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
${view.art.body}
</svg>`;
}
