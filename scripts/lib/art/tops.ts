import {
  cloth,
  creases,
  darker,
  lighter,
  line,
  logo,
  mirror,
  ribs,
  shadow,
  stitch,
  text,
  type Draw,
  type Look,
  type Side,
} from './svg';

const FRONT_NECK = 'M375,225 C405,275 495,275 525,225';
const BACK_NECK = 'M375,225 Q450,245 525,225';
const neck = (side: Side) => (side === 'front' ? FRONT_NECK : BACK_NECK);

const teeBody = (side: Side) =>
  `${neck(side)} L640,250 L790,400 L715,475 L660,420 L665,1000 Q450,1012 235,1000 L240,420 L185,475 L110,400 L260,250 Z`;
const longsleeveBody = (side: Side) =>
  `${neck(side)} L640,250 Q700,270 735,360 L845,820 L770,850 L665,470 L665,1000 Q450,1012 235,1000 L235,470 L130,850 L55,820 L165,360 Q200,270 260,250 Z`;

const TOP_CREASES = [
  'M285,560 Q345,640 330,770',
  'M560,690 Q615,770 630,880',
  'M300,870 Q410,842 505,888',
];

/** The inside of the back neck, seen through the front neckline, with a printed neck label. */
function collar(look: Look, side: Side, width = 18): string {
  const inside =
    side === 'front'
      ? `<path d="M375,225 Q450,205 525,225 C495,275 405,275 375,225 Z" fill="${darker(look.main, 0.35)}"/>${text(
          450,
          236,
          look.brand.toUpperCase(),
          { size: 11, fill: lighter(look.main, 0.5), maxWidth: 80 },
        )}`
      : '';
  return `${inside}${line(neck(side), darker(look.main, 0.12), width)}`;
}

function cuffs(look: Look): string {
  const cuff = 'M833,771 L845,820 L770,850 L758,801 Z';
  const rib = ribs([758, 801], [833, 771], [12, 49], 12, darker(look.main, 0.4));
  const one = `<path d="${cuff}" fill="${darker(look.main, 0.08)}"/>${rib}`;
  return `${one}<g transform="translate(900 0) scale(-1 1)">${one}</g>`;
}

function waistband(look: Look): string {
  return `<path d="M235,935 L665,935 L665,1000 Q450,1012 235,1000 Z" fill="${darker(look.main, 0.08)}"/>${ribs(
    [240, 938],
    [660, 938],
    [0, 64],
    42,
    darker(look.main, 0.4),
  )}`;
}

export const tee: Draw = (look, side) => {
  const d = teeBody(side);
  const sleeveHem = 'M774,384 L699,459';
  const seam = darker(look.main, 0.3);
  const print =
    side === 'front'
      ? logo(450, 430, look, 300)
      : look.variant % 4 === 2
        ? logo(450, 520, { ...look, variant: 2 }, 380)
        : '';
  return {
    body: `${shadow(d)}${cloth(d, look.main)}${collar(look, side)}${stitch(sleeveHem, seam)}${stitch(
      mirror(sleeveHem),
      seam,
    )}${stitch('M238,975 Q450,987 663,975', seam)}${creases(TOP_CREASES)}${print}`,
    focus: side === 'front' ? [450, 420] : [450, 480],
  };
};

export const longsleeve: Draw = (look, side) => {
  const d = longsleeveBody(side);
  const seam = darker(look.main, 0.3);
  const sleeveText =
    side === 'front'
      ? `<g transform="translate(770 540) rotate(76.5)">${text(0, 0, look.brand.toUpperCase(), {
          size: 34,
          fill: look.print,
          maxWidth: 260,
          spacing: 3,
        })}</g>`
      : '';
  return {
    body: `${shadow(d)}${cloth(d, look.main)}${collar(look, side)}${cuffs(look)}${stitch(
      'M238,975 Q450,987 663,975',
      seam,
    )}${creases(TOP_CREASES)}${side === 'front' ? logo(450, 450, look, 300) : ''}${sleeveText}`,
    focus: side === 'front' ? [450, 440] : [450, 350],
  };
};

export const crewneck: Draw = (look, side) => {
  const d = longsleeveBody(side);
  const vee =
    side === 'front' ? stitch('M428,268 L450,300 L472,268', darker(look.main, 0.35), 4) : '';
  const print = side === 'front' ? logo(450, 500, { ...look, variant: look.variant + 3 }, 360) : '';
  return {
    body: `${shadow(d)}${cloth(d, look.main)}${collar(look, side, 28)}${vee}${cuffs(look)}${waistband(
      look,
    )}${creases(TOP_CREASES)}${print}`,
    focus: side === 'front' ? [450, 420] : [450, 850],
  };
};

export const hoodie: Draw = (look, side) => {
  const d = longsleeveBody(side);
  const hood =
    side === 'front' ? 'M330,255 C300,95 600,95 570,255 Z' : 'M335,262 C295,80 605,80 565,262 Z';
  const lining = darker(look.main, 0.4);
  const front =
    side === 'front'
      ? `<path d="M385,250 C372,150 528,150 515,250 Q450,292 385,250 Z" fill="${lining}"/>${line(
          'M425,282 Q420,360 414,440',
          look.print,
          7,
        )}${line('M475,282 Q480,360 486,440', look.print, 7)}${line('M414,430 L413,452', lighter(look.print, 0.2), 10)}${line(
          'M486,430 L487,452',
          lighter(look.print, 0.2),
          10,
        )}${cloth('M320,690 L580,690 L640,880 L260,880 Z', look.main)}${stitch(
          'M328,700 L572,700 L628,870 L272,870 Z',
          darker(look.main, 0.3),
        )}${line('M320,690 L260,880', darker(look.main, 0.35), 5)}${line(
          'M580,690 L640,880',
          darker(look.main, 0.35),
          5,
        )}${logo(450, 520, look, 320)}`
      : `${line('M450,118 L450,255', darker(look.main, 0.3), 4)}`;
  return {
    body: `${shadow(`${hood} ${d}`)}${cloth(hood, look.main)}${cloth(d, look.main)}${front}${cuffs(
      look,
    )}${waistband(look)}${creases(TOP_CREASES.slice(0, 2))}`,
    focus: side === 'front' ? [450, 420] : [450, 240],
  };
};

export const rugby: Draw = (look, side) => {
  const d = longsleeveBody(side);
  let stripes = '';
  for (let y = 240; y < 1020; y += 110) {
    stripes += `<rect x="40" y="${y}" width="820" height="55" fill="${look.accent}"/>`;
  }
  const collarColour = '#f4f1ea';
  const polo =
    side === 'front'
      ? `<path d="M432,270 L468,270 L468,430 L432,430 Z" fill="${collarColour}"/><circle cx="450" cy="330" r="7" fill="#cfc8b8"/><circle cx="450" cy="390" r="7" fill="#cfc8b8"/><path d="M375,222 L450,295 L400,345 L340,250 Z" fill="${collarColour}"/><path d="${mirror(
          'M375,222 L450,295 L400,345 L340,250 Z',
        )}" fill="${collarColour}"/>`
      : `<path d="M360,228 Q450,260 540,228 L548,268 Q450,300 352,268 Z" fill="${collarColour}"/>`;
  return {
    body: `${shadow(d)}<clipPath id="body"><path d="${d}"/></clipPath><path d="${d}" fill="${look.main}"/><g clip-path="url(#body)">${stripes}</g><path d="${d}" fill="url(#volume)"/>${cuffs(
      { ...look, main: collarColour },
    )}${polo}${creases(TOP_CREASES)}`,
    focus: side === 'front' ? [450, 330] : [450, 600],
  };
};
