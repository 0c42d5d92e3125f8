import {
  cloth,
  creases,
  darker,
  inkFor,
  line,
  mirror,
  ribs,
  shadow,
  stitch,
  text,
  type Draw,
  type Look,
  type Side,
} from './svg';

const PANTS =
  'M285,170 L615,170 Q640,300 645,420 L660,1080 L472,1080 L450,480 L428,1080 L240,1080 L255,420 Q260,300 285,170 Z';
const PANT_CREASES = [
  'M330,520 Q350,700 320,900',
  'M570,560 Q545,740 585,930',
  'M482,985 Q520,962 556,930',
];
const both = (d: string) => `${d} ${mirror(d)}`;

/** A jeans-style waistband with loops and a shank button, and the pocket and fly seams. */
function fiveScrew(look: Look, side: Side, thread: string): string {
  const band = `<path d="M285,170 L615,170 L618,228 L282,228 Z" fill="${darker(look.main, 0.06)}"/>${stitch(
    'M286,180 L614,180',
    thread,
  )}${stitch('M284,220 L616,220', thread)}`;
  const loops = [300, 392, 492, 584]
    .map(
      (x) =>
        `<rect x="${x}" y="162" width="18" height="74" rx="3" fill="${darker(look.main, 0.1)}"/>`,
    )
    .join('');
  const front =
    side === 'front'
      ? `<circle cx="450" cy="199" r="11" fill="#c9b27a" stroke="#8a7440" stroke-width="3"/>${stitch(
          'M472,228 L472,400 Q470,440 450,452',
          thread,
        )}${line(both('M345,228 Q330,320 262,340'), darker(look.main, 0.35), 5)}${stitch(
          both('M360,228 Q345,330 266,356'),
          thread,
        )}`
      : `${line('M450,228 L450,470', darker(look.main, 0.3), 4)}`;
  return `${band}${loops}${front}`;
}

function hems(thread: string, bottom = 1050): string {
  return stitch(`M244,${bottom} L426,${bottom} M474,${bottom} L656,${bottom}`, thread);
}

export const doubleKnee: Draw = (look, side) => {
  const thread = darker(look.main, 0.35);
  const knee = 'M456,600 L649,600 L655,860 L466,860 Z';
  const panels = `${cloth(both(knee), darker(look.main, 0.05))}${stitch(both('M462,608 L642,608 L648,852 L472,852 Z'), thread)}`;
  const extras =
    side === 'front'
      ? `<path d="M256,450 L292,450 L292,560 L258,560 Z" fill="none" stroke="${darker(look.main, 0.3)}" stroke-width="5"/><rect x="540" y="262" width="64" height="34" rx="3" fill="${look.accent}"/>${text(
          572,
          285,
          look.brand.toUpperCase(),
          { size: 13, fill: inkFor(look.accent), maxWidth: 58 },
        )}`
      : `${cloth(both('M300,290 L410,290 L405,420 L305,420 Z'), darker(look.main, 0.05))}${stitch(
          both('M306,298 L404,298 L399,412 L311,412 Z'),
          thread,
        )}`;
  return {
    body: `${shadow(PANTS)}${cloth(PANTS, look.main)}${panels}${fiveScrew(look, side, thread)}${hems(
      thread,
    )}${creases(PANT_CREASES)}${extras}`,
    focus: side === 'front' ? [520, 420] : [400, 330],
  };
};

export const jeans: Draw = (look, side) => {
  const thread = '#d48a3a';
  const rivets =
    side === 'front'
      ? [
          [342, 236],
          [558, 236],
          [268, 346],
          [632, 346],
        ]
          .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="#b87333"/>`)
          .join('') + stitch('M520,236 L585,236 L590,300 L525,305 Z', thread)
      : '';
  const back =
    side === 'back'
      ? `${stitch(both('M292,320 L420,320 L415,462 L356,490 L297,462 Z'), thread)}${stitch(
          both('M305,370 Q330,350 356,392 Q382,350 408,370'),
          thread,
        )}<rect x="520" y="176" width="82" height="46" rx="4" fill="#b08158"/>${text(
          561,
          205,
          look.brand,
          { size: 16, fill: '#6e4a2c', maxWidth: 74, serif: true },
        )}`
      : '';
  return {
    body: `${shadow(PANTS)}${cloth(PANTS, look.main)}${fiveScrew(look, side, thread)}${hems(
      thread,
    )}${creases([...PANT_CREASES, 'M300,470 Q340,490 380,470'])}${rivets}${back}`,
    focus: side === 'front' ? [450, 300] : [520, 330],
  };
};

const TAPERED =
  'M290,170 L610,170 Q640,300 640,420 L618,1080 L478,1080 L450,480 L422,1080 L282,1080 L260,420 Q260,300 290,170 Z';

function elasticWaist(look: Look, cords: boolean): string {
  const band = `<path d="M290,170 L610,170 L614,236 L286,236 Z" fill="${darker(look.main, 0.06)}"/>${ribs(
    [292, 172],
    [608, 172],
    [0, 62],
    40,
    darker(look.main, 0.4),
  )}`;
  const strings = cords
    ? `${line('M440,218 Q428,290 418,340', look.print, 7)}${line('M460,218 Q472,290 482,340', look.print, 7)}`
    : '';
  return band + strings;
}

export const trackPants: Draw = (look, side) => {
  const stripe = 'M606,240 Q629,330 630,420 L610,1070';
  const stripes = `${line(both(stripe), look.accent, 12)}${line(
    both('M582,240 Q605,330 606,420 L588,1070'),
    look.accent,
    12,
  )}`;
  const zip = line(both('M596,960 L600,1076'), darker(look.main, 0.5), 5);
  const brand =
    side === 'front'
      ? text(360, 330, look.brand.toUpperCase(), { size: 22, fill: look.print, maxWidth: 120 })
      : '';
  return {
    body: `${shadow(TAPERED)}${cloth(TAPERED, look.main)}${elasticWaist(look, side === 'front')}${stripes}${zip}${creases(
      PANT_CREASES,
    )}${brand}`,
    focus: side === 'front' ? [450, 330] : [560, 900],
  };
};

const SWEATS =
  'M285,170 L615,170 Q645,300 650,420 L640,960 Q630,1000 610,1010 L615,1080 L485,1080 L488,1010 Q470,990 470,960 L450,480 L430,960 Q430,990 412,1010 L415,1080 L285,1080 L290,1010 Q270,1000 260,960 L250,420 Q255,300 285,170 Z';

export const sweatpants: Draw = (look, side) => {
  const cuff = 'M290,1010 L412,1010 L415,1080 L285,1080 Z';
  const cuffs = `<path d="${both(cuff)}" fill="${darker(look.main, 0.06)}"/>${ribs(
    [292, 1012],
    [410, 1012],
    [0, 66],
    14,
    darker(look.main, 0.4),
  )}${ribs([490, 1012], [608, 1012], [0, 66], 14, darker(look.main, 0.4))}`;
  const pockets =
    side === 'front' ? line(both('M330,240 Q300,330 258,380'), darker(look.main, 0.3), 5) : '';
  const brand =
    side === 'front'
      ? text(565, 320, look.brand.toUpperCase(), { size: 22, fill: look.print, maxWidth: 130 })
      : `${cloth('M520,300 L600,300 L598,390 L522,390 Z', darker(look.main, 0.04))}${stitch(
          'M526,306 L594,306 L592,384 L528,384 Z',
          darker(look.main, 0.35),
        )}`;
  return {
    body: `${shadow(SWEATS)}${cloth(SWEATS, look.main)}${elasticWaist(look, side === 'front')}${cuffs}${pockets}${creases(
      ['M330,540 Q360,720 330,930', 'M575,520 Q545,720 585,920', 'M300,700 Q320,680 350,672'],
    )}${brand}`,
    focus: side === 'front' ? [470, 300] : [450, 1000],
  };
};

const SHORTS =
  'M285,170 L615,170 Q640,300 650,420 L675,720 L468,720 L450,480 L432,720 L225,720 L250,420 Q260,300 285,170 Z';

export const cargoShorts: Draw = (look, side) => {
  const thread = darker(look.main, 0.35);
  const pocket = `${cloth(both('M550,480 L652,480 L664,660 L558,660 Z'), look.main)}${stitch(
    both('M556,488 L646,488 L657,652 L564,652 Z'),
    thread,
  )}${cloth(both('M545,468 L654,468 L657,525 L548,525 Z'), darker(look.main, 0.06))}<circle cx="601" cy="505" r="7" fill="${darker(
    look.main,
    0.4,
  )}"/><circle cx="299" cy="505" r="7" fill="${darker(look.main, 0.4)}"/>`;
  return {
    body: `<g transform="translate(0 170)">${shadow(SHORTS)}${cloth(SHORTS, look.main)}${fiveScrew(
      look,
      side,
      thread,
    )}${pocket}${stitch('M232,692 L430,692 M470,692 L668,692', thread)}${creases([
      'M340,420 Q360,560 330,660',
    ])}</g>`,
    focus: side === 'front' ? [450, 420] : [600, 740],
  };
};
