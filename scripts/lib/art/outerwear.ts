import {
  cloth,
  creases,
  darker,
  inkFor,
  lighter,
  line,
  mirror,
  ribs,
  shadow,
  stitch,
  text,
  type Draw,
  type Look,
} from './svg';

const JACKET =
  'M380,215 L520,215 L640,250 Q700,270 735,360 L845,820 L770,850 L665,470 L670,1000 Q450,1015 230,1000 L235,470 L130,850 L55,820 L165,360 Q200,270 260,250 Z';
const SLEEVE = 'M640,250 Q700,270 735,360 L845,820 L770,850 L665,470 Z';
const JACKET_CREASES = ['M300,560 Q340,660 320,780', 'M575,640 Q620,740 615,860'];
const both = (d: string) => `${d} ${mirror(d)}`;

function snaps(ys: number[], colour = '#bfb6a4'): string {
  return ys
    .map(
      (y) =>
        `<circle cx="450" cy="${y}" r="11" fill="${colour}" stroke="#00000033" stroke-width="3"/>`,
    )
    .join('');
}

function zip(look: Look, from: number, to: number): string {
  return `${line(`M450,${from} L450,${to}`, darker(look.main, 0.55), 7)}<rect x="442" y="${from + 8}" width="16" height="34" rx="4" fill="#9a9a9a"/>`;
}

function backPrint(look: Look): string {
  return `${text(450, 470, look.brand.toUpperCase(), { size: 90, fill: look.print, maxWidth: 440 })}${text(
    450,
    530,
    `EST. ${1988 + (look.variant % 30)}`,
    { size: 30, fill: look.print, spacing: 6 },
  )}`;
}

export const coachJacket: Draw = (look, side) => {
  const dark = darker(look.main, 0.3);
  const collarFlap = 'M450,298 L522,208 Q560,225 582,250 L520,322 Z';
  const front =
    side === 'front'
      ? `<path d="M378,212 Q450,196 522,212 L522,232 Q450,216 378,232 Z" fill="${darker(look.main, 0.35)}"/>${cloth(
          both(collarFlap),
          darker(look.main, 0.06),
          `stroke="${darker(look.main, 0.3)}" stroke-width="3"`,
        )}${line('M450,300 L450,1006', dark, 4)}${snaps([360, 480, 600, 720, 840])}${text(
          560,
          410,
          look.brand.toUpperCase(),
          { size: 24, fill: look.print, maxWidth: 120 },
        )}`
      : `${cloth('M370,214 Q450,190 530,214 L535,262 Q450,238 365,262 Z', darker(look.main, 0.04))}${backPrint(look)}`;
  const toggles = `${line('M250,996 L244,1046 M650,996 L656,1046', '#1d1d1f', 4)}<rect x="236" y="1040" width="16" height="26" rx="5" fill="#1d1d1f"/><rect x="648" y="1040" width="16" height="26" rx="5" fill="#1d1d1f"/>`;
  return {
    body: `${shadow(JACKET)}${cloth(JACKET, look.main)}${stitch('M236,960 Q450,975 668,960', dark)}${toggles}${creases(
      JACKET_CREASES,
    )}${front}`,
    focus: side === 'front' ? [450, 330] : [450, 480],
  };
};

const PUFFER =
  'M370,190 L530,190 L548,250 Q690,265 735,330 Q805,560 832,880 Q805,918 748,908 L690,520 L700,1000 Q450,1040 200,1000 L210,520 L152,908 Q95,918 68,880 Q95,560 165,330 Q210,265 352,250 Z';

export const puffer: Draw = (look, side) => {
  let baffles = '';
  for (let y = 370; y < 1040; y += 112) {
    const d = `M40,${y} Q450,${y + 26} 860,${y}`;
    baffles += `${line(d, darker(look.main, 0.45), 6, 0.8)}<path d="M40,${y - 40} Q450,${y - 14} 860,${y - 40}" fill="none" stroke="#fff" stroke-width="26" opacity="0.09"/>`;
  }
  const front =
    side === 'front'
      ? `${zip(look, 196, 1020)}<rect x="550" y="330" width="84" height="32" rx="4" fill="${look.accent}"/>${text(
          592,
          352,
          look.brand.toUpperCase(),
          { size: 14, fill: inkFor(look.accent), maxWidth: 76 },
        )}`
      : '';
  return {
    body: `${shadow(PUFFER)}<clipPath id="puffer"><path d="${PUFFER}"/></clipPath>${cloth(
      PUFFER,
      look.main,
    )}<g clip-path="url(#puffer)">${baffles}</g><path d="M370,190 L530,190 L548,250 Q450,268 352,250 Z" fill="${darker(
      look.main,
      0.12,
    )}"/>${front}`,
    focus: side === 'front' ? [520, 380] : [450, 600],
  };
};

export const shellJacket: Draw = (look, side) => {
  const dark = darker(look.main, 0.35);
  const hood = 'M362,244 C332,80 568,80 538,244 Z';
  const front =
    side === 'front'
      ? `<path d="M392,238 C380,130 520,130 508,238 Q450,262 392,238 Z" fill="${darker(look.main, 0.45)}"/>${line(
          'M382,150 Q450,118 518,150',
          dark,
          8,
        )}${zip(look, 244, 1008)}${line('M532,330 L606,452', dark, 6)}<rect x="596" y="440" width="12" height="28" rx="3" fill="#9a9a9a" transform="rotate(-30 602 454)"/>${text(
          570,
          560,
          look.brand.toUpperCase(),
          { size: 18, fill: look.print, maxWidth: 110 },
        )}`
      : line('M450,98 L450,240', dark, 4);
  return {
    body: `${shadow(`${hood} ${JACKET}`)}${cloth(hood, look.main)}${cloth(JACKET, look.main)}${stitch(
      'M165,362 Q450,332 735,362',
      dark,
    )}${stitch('M236,960 Q450,975 668,960', dark)}${creases(JACKET_CREASES)}${front}`,
    focus: side === 'front' ? [520, 380] : [450, 260],
  };
};

function stripedRib(d: string, look: Look, width: number): string {
  return `${line(d, look.accent, width)}${line(d, look.print, width * 0.14)}`;
}

export const varsityJacket: Draw = (look, side) => {
  const sleeve = lighter('#efe6d2', 0.1);
  const neck = side === 'front' ? 'M375,225 C405,285 495,285 525,225' : 'M375,225 Q450,245 525,225';
  const band = `<path d="M232,950 L668,950 L670,1000 Q450,1015 230,1000 Z" fill="${look.accent}"/>${line(
    'M232,968 L668,968 M231,984 L669,984',
    look.print,
    5,
  )}`;
  const cuff = `<path d="M833,771 L845,820 L770,850 L758,801 Z" fill="${look.accent}"/>${line('M839,795 L764,825', look.print, 5)}`;
  const front =
    side === 'front'
      ? `${snaps([320, 440, 560, 680, 800, 920], '#d9d3c4')}${text(
          580,
          560,
          look.brand.slice(0, 1).toUpperCase(),
          {
            size: 170,
            fill: look.accent,
            serif: true,
            extra: `stroke="${look.print}" stroke-width="7" paint-order="stroke"`,
          },
        )}`
      : text(450, 480, look.brand.toUpperCase(), {
          size: 100,
          fill: look.accent,
          maxWidth: 380,
          serif: true,
          extra: `stroke="${look.print}" stroke-width="6" paint-order="stroke"`,
        });
  const body = `${neck} L640,250 L665,470 L670,1000 Q450,1015 230,1000 L235,470 L260,250 Z`;
  return {
    body: `${shadow(JACKET)}${cloth(body, look.main)}${cloth(both(SLEEVE), sleeve)}${stripedRib(
      neck,
      look,
      30,
    )}${cuff}<g transform="translate(900 0) scale(-1 1)">${cuff}</g>${band}${creases(
      JACKET_CREASES,
    )}${front}`,
    focus: side === 'front' ? [560, 500] : [450, 430],
  };
};

const VEST =
  'M370,190 L530,190 L548,248 L640,268 Q636,400 690,470 L690,1000 Q450,1015 210,1000 L210,470 Q264,400 260,268 L352,248 Z';

export const fleeceVest: Draw = (look, side) => {
  const binding = line(
    `M548,248 L640,268 Q636,400 690,470 ${mirror('M548,248 L640,268 Q636,400 690,470')}`,
    look.accent,
    12,
  );
  const front =
    side === 'front'
      ? `${zip(look, 196, 1008)}${cloth('M520,330 L622,330 L624,440 L522,440 Z', look.accent)}${line(
          'M528,342 L614,342',
          darker(look.accent, 0.5),
          5,
        )}${text(573, 412, look.brand.toUpperCase(), {
          size: 14,
          fill: inkFor(look.accent),
          maxWidth: 88,
        })}`
      : '';
  return {
    body: `${shadow(VEST)}${cloth(VEST, look.main)}<path d="${VEST}" fill="url(#fleece)"/><path d="M370,190 L530,190 L548,248 Q450,262 352,248 Z" fill="${darker(
      look.main,
      0.1,
    )}"/>${binding}${ribs([214, 985], [686, 985], [0, 18], 50, darker(look.main, 0.3))}${creases([
      'M300,620 Q340,720 320,840',
      'M585,660 Q625,760 610,900',
    ])}${front}`,
    focus: side === 'front' ? [540, 390] : [450, 300],
  };
};
