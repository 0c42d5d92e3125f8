import {
  cloth,
  darker,
  inkFor,
  lighter,
  line,
  logo,
  mirror,
  shadow,
  stitch,
  text,
  type Draw,
  type Look,
} from './svg';

function patch(x: number, y: number, look: Look, width = 130): string {
  const h = width * 0.34;
  return `<rect x="${x - width / 2}" y="${y - h / 2}" width="${width}" height="${h}" rx="5" fill="${look.accent}"/>${text(
    x,
    y + h * 0.16,
    look.brand.toUpperCase(),
    { size: h * 0.45, fill: inkFor(look.accent), maxWidth: width * 0.86 },
  )}`;
}

const CROWN = 'M230,640 C225,390 675,390 670,640 Z';
const BRIM = 'M250,628 Q450,594 650,628 Q676,690 612,730 Q450,780 288,730 Q224,690 250,628 Z';

export const cap: Draw = (look, side) => {
  const seams = line(
    `M450,454 Q360,500 338,640 ${mirror('M450,454 Q360,500 338,640')}`,
    darker(look.main, 0.3),
    4,
  );
  const eyelets = `<circle cx="300" cy="520" r="7" fill="${darker(look.main, 0.4)}"/><circle cx="600" cy="520" r="7" fill="${darker(look.main, 0.4)}"/>`;
  const front =
    side === 'front'
      ? `${cloth(BRIM, darker(look.main, 0.05))}${stitch('M262,650 Q450,618 638,650', darker(look.main, 0.35))}${stitch(
          'M272,676 Q450,644 628,676',
          darker(look.main, 0.35),
        )}${logo(450, 566, { ...look, variant: look.variant % 2 === 0 ? 0 : 3 }, 200)}`
      : `<path d="M372,642 Q450,540 528,642 Z" fill="${darker(look.main, 0.45)}"/><rect x="372" y="600" width="156" height="22" rx="4" fill="${darker(
          look.main,
          0.15,
        )}"/><rect x="432" y="594" width="36" height="34" rx="3" fill="none" stroke="#bfb6a4" stroke-width="6"/>`;
  return {
    body: `<g transform="translate(450 600) scale(1.3) translate(-450 -580)">${shadow(
      side === 'front' ? `${CROWN} ${BRIM}` : CROWN,
    )}${cloth(CROWN, look.main)}${seams}${eyelets}<circle cx="450" cy="452" r="15" fill="${darker(
      look.main,
      0.15,
    )}"/>${front}</g>`,
    focus: [450, 580],
  };
};

export const beanie: Draw = (look, side) => {
  const body = 'M262,880 L266,560 C274,300 626,300 634,560 L638,880 Z';
  const cuff = 'M240,700 L660,700 L668,900 L232,900 Z';
  let ribLines = '';
  for (let x = 236; x < 668; x += 20) ribLines += `M${x},260 L${x},910 `;
  const ribbing = (clip: string) =>
    `<g clip-path="url(#${clip})">${line(ribLines, darker(look.main, 0.35), 4, 0.45)}</g>`;
  return {
    body: `<clipPath id="crown"><path d="${body}"/></clipPath><clipPath id="cuff"><path d="${cuff}"/></clipPath>${shadow(
      `${body} ${cuff}`,
    )}${cloth(body, look.main)}${ribbing('crown')}${cloth(cuff, look.main)}${ribbing('cuff')}${line(
      'M242,704 L658,704',
      darker(look.main, 0.3),
      6,
    )}${side === 'front' ? patch(450, 800, look, 150) : ''}`,
    focus: side === 'front' ? [450, 760] : [450, 520],
  };
};

const BAG =
  'M290,560 L610,560 Q670,560 670,620 L670,830 Q670,890 610,890 L290,890 Q230,890 230,830 L230,620 Q230,560 290,560 Z';

export const shoulderBag: Draw = (look, side) => {
  const strapColour = darker(look.main, 0.2);
  const front =
    side === 'front'
      ? `${cloth('M270,660 L630,660 L630,850 L270,850 Z', darker(look.main, 0.05))}${line(
          'M282,676 L618,676',
          darker(look.main, 0.5),
          6,
        )}<rect x="590" y="668" width="14" height="40" rx="4" fill="#9a9a9a"/>${patch(450, 770, look)}`
      : line('M270,660 L630,660', darker(look.main, 0.35), 5);
  return {
    body: `${line('M262,600 C250,170 650,170 638,600', '#00000033', 30)}${line(
      'M262,600 C250,170 650,170 638,600',
      strapColour,
      26,
    )}<rect x="560" y="268" width="48" height="34" rx="5" fill="none" stroke="#bfb6a4" stroke-width="7" transform="rotate(40 584 285)"/>${shadow(
      BAG,
    )}${cloth(BAG, look.main)}${line('M270,600 L630,600', darker(look.main, 0.55), 7)}<rect x="300" y="590" width="16" height="40" rx="4" fill="#9a9a9a"/>${stitch(
      'M296,572 L604,572 Q656,572 656,622 L656,828 Q656,876 604,876 L296,876 Q244,876 244,828 L244,622 Q244,572 296,572 Z',
      darker(look.main, 0.3),
    )}${front}`,
    focus: side === 'front' ? [450, 720] : [450, 420],
  };
};

const TOTE = 'M220,420 L680,420 L700,1010 L200,1010 Z';

export const tote: Draw = (look, side) => {
  const handle = 'M340,430 C340,190 560,190 560,430';
  return {
    body: `${line(handle, '#00000026', 32)}${line(handle, darker(look.main, 0.12), 28)}${shadow(TOTE)}${cloth(
      TOTE,
      look.main,
    )}${stitch('M226,446 L674,446', darker(look.main, 0.3))}${
      side === 'front'
        ? logo(450, 690, { ...look, variant: 2 + (look.variant % 2) }, 360)
        : text(450, 960, look.brand.toUpperCase(), { size: 20, fill: look.print, maxWidth: 200 })
    }`,
    focus: side === 'front' ? [450, 690] : [450, 380],
  };
};

const SOCK =
  'M0,0 L140,0 L142,430 Q146,500 210,530 L310,560 Q360,578 352,630 Q344,682 290,676 L120,650 Q4,630 2,520 Z';

function sock(colour: string, look: Look, transform: string): string {
  let ribs = '';
  for (let x = 12; x < 140; x += 16) ribs += `M${x},6 L${x},84 `;
  return `<g transform="${transform}">${shadow(SOCK)}${cloth(SOCK, colour)}${line(ribs, darker(colour, 0.3), 4, 0.5)}<rect x="1" y="104" width="140" height="18" fill="${look.accent}"/><rect x="1" y="134" width="140" height="18" fill="${look.print}"/><path d="M300,558 Q360,578 352,630 Q344,682 290,676 Z" fill="${darker(
    colour,
    0.12,
  )}"/></g>`;
}

export const socks: Draw = (look, side) => {
  const colours = [look.main, '#f3f1ec', darker(look.main, 0.45)];
  const flip = side === 'back' ? 'translate(900 0) scale(-1 1)' : '';
  const band =
    side === 'front'
      ? `<g transform="rotate(-4 450 520)"><rect x="150" y="470" width="560" height="110" fill="${lighter(
          look.accent,
          0.1,
        )}"/>${text(430, 540, look.brand.toUpperCase(), {
          size: 40,
          fill: inkFor(look.accent),
          maxWidth: 420,
        })}${text(430, 566, '3 PACK', { size: 18, fill: inkFor(look.accent), spacing: 4 })}</g>`
      : '';
  return {
    body: `<g transform="${flip}">${sock(colours[0]!, look, 'translate(150 230) rotate(-8)')}${sock(
      colours[1]!,
      look,
      'translate(320 250)',
    )}${sock(colours[2]!, look, 'translate(480 240) rotate(6)')}</g>${band}`,
    focus: side === 'front' ? [430, 520] : [450, 330],
  };
};
