import { darker, line, shadow, text, type Art } from './svg';

const MADE_IN = [
  'MADE IN PORTUGAL',
  'MADE IN USA',
  'MADE IN JAPAN',
  'MADE IN CANADA',
  'MADE IN ITALY',
];

/** A close-up of the woven neck label: the picture resale buyers ask for to check authenticity. */
export function labelCloseUp(brand: string, fabric: string, index: number): Art {
  let knit = '';
  for (let x = -20; x < 940; x += 22) knit += `M${x},0 L${x + 40},1200 `;
  const dark = index % 2 === 0;
  const labelColour = dark ? '#1d1d1f' : '#f4f1ea';
  const ink = dark ? '#f4f1ea' : '#1d1d1f';
  return {
    body: `<rect width="900" height="1200" fill="${fabric}"/>${line(knit, darker(fabric, 0.25), 6, 0.35)}<path d="M0,0 L900,0 L900,300 Q450,380 0,300 Z" fill="${darker(
      fabric,
      0.12,
    )}"/><g transform="rotate(${(index % 5) - 2} 450 560)">${shadow('M190,400 L710,400 L710,700 L190,700 Z')}<rect x="190" y="400" width="520" height="300" rx="6" fill="${labelColour}"/>${line(
      'M206,416 L694,416 L694,684 L206,684 Z',
      ink,
      3,
      0.5,
    )}${text(450, 560, brand.toUpperCase(), { size: 78, fill: ink, maxWidth: 440 })}${text(
      450,
      630,
      MADE_IN[index % MADE_IN.length]!,
      { size: 24, fill: ink, spacing: 4, weight: 'normal' },
    )}</g><rect x="380" y="740" width="140" height="120" rx="4" fill="#f4f1ea"/>${text(
      450,
      812,
      '100% COTTON',
      { size: 15, fill: '#555', weight: 'normal', maxWidth: 120 },
    )}`,
    focus: [450, 600],
  };
}
