import { darker, lighter, line, shadow, stitch, text, type Draw, type Look } from './svg';

/** One sneaker in profile, toe to the left, inside a 640 x 290 box. */
type Sneaker = { shoe: (look: Look) => string; sole: string; tread: (colour: string) => string };

const WHITE = '#f3f1ec';

function laces(
  from: [number, number],
  to: [number, number],
  count: number,
  colour: string,
): string {
  let eyelets = '';
  let crossing = '';
  for (let i = 0; i < count; i += 1) {
    const t = i / (count - 1);
    const x = from[0] + (to[0] - from[0]) * t;
    const y = from[1] + (to[1] - from[1]) * t;
    eyelets += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="#00000055"/>`;
    crossing += `M${(x - 14).toFixed(1)},${(y - 18).toFixed(1)} L${(x + 16).toFixed(1)},${(y + 14).toFixed(1)} `;
  }
  return `${eyelets}${line(crossing, colour, 9)}`;
}

function upper(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}" stroke="#00000022" stroke-width="2" ${extra}/><path d="${d}" fill="url(#volume)"/>`;
}

const court: Sneaker = {
  shoe: (look) => {
    const d =
      'M45,205 C35,165 70,140 150,128 L280,92 L345,40 Q370,28 392,45 Q432,82 472,78 Q540,70 582,58 Q616,62 622,112 L626,205 Z';
    return `${upper(d, look.main)}${upper('M45,205 C35,165 70,140 150,128 Q196,160 190,205 Z', look.accent)}${upper(
      'M512,205 Q496,130 582,58 Q616,62 622,112 L626,205 Z',
      look.accent,
    )}${upper('M200,140 L282,96 L350,48 L382,72 L302,140 Q262,166 200,160 Z', look.accent)}${upper(
      'M250,190 Q400,150 560,110 L566,130 Q410,172 262,208 Z',
      look.print,
    )}<path d="M340,48 Q342,12 374,12 Q400,14 398,44 L392,50 Z" fill="${look.main}"/><rect x="356" y="20" width="30" height="16" rx="2" fill="${look.accent}"/>${line(
      'M392,45 Q432,82 472,78 Q540,70 582,58',
      darker(look.main, 0.3),
      10,
    )}${stitch('M190,198 Q192,160 150,130', darker(look.accent, 0.4), 2.5)}${laces([222, 126], [340, 56], 6, WHITE)}<path d="M38,205 L632,205 L634,250 Q634,272 606,274 L64,274 Q36,272 36,248 Z" fill="${WHITE}" stroke="#00000022" stroke-width="2"/>${stitch(
      'M48,226 L622,226',
      '#b9b4aa',
      2.5,
    )}${line('M40,266 L630,266', '#c9c4ba', 6)}`;
  },
  sole: WHITE,
  tread: (colour) =>
    `${[40, 75, 110].map((r) => `<circle cx="0" cy="-230" r="${r}" fill="none" stroke="${colour}" stroke-width="10"/>`).join('')}${line(
      Array.from({ length: 16 }, (_, i) => `M-160,${-100 + i * 32} L160,${-100 + i * 32}`).join(
        ' ',
      ),
      colour,
      9,
    )}`,
};

const samba: Sneaker = {
  shoe: (look) => {
    const d =
      'M45,210 C40,180 75,160 160,150 L290,118 L350,80 Q372,70 392,84 Q432,108 472,106 Q540,100 584,90 Q616,92 622,132 L626,210 Z';
    const stripes = [0, 36, 72]
      .map(
        (dx) =>
          `<path d="M${262 + dx},204 L${316 + dx},116 L${338 + dx},112 L${284 + dx},204 Z" fill="${look.print}"/>`,
      )
      .join('');
    return `${upper(d, look.main)}${upper('M45,210 C40,180 75,160 160,150 L232,138 Q250,176 236,210 Z', look.accent)}${stripes}${upper(
      'M560,210 Q552,140 584,90 Q616,92 622,132 L626,210 Z',
      look.accent,
    )}<path d="M344,84 Q346,52 376,52 Q398,54 396,80 Z" fill="${look.main}"/>${line(
      'M392,84 Q432,108 472,106 Q540,100 584,90',
      darker(look.main, 0.3),
      8,
    )}${laces([250, 142], [344, 92], 5, look.main === WHITE ? '#e9e6df' : WHITE)}${text(
      466,
      160,
      look.brand,
      { size: 22, fill: '#c9a24a', maxWidth: 120, serif: true },
    )}<path d="M38,210 L632,210 L632,252 Q630,266 610,266 L60,266 Q38,264 38,250 Z" fill="#b98a5e" stroke="#00000022" stroke-width="2"/>${line(
      'M44,238 L626,238',
      '#a77a50',
      4,
    )}`;
  },
  sole: '#b98a5e',
  tread: (colour) =>
    line(
      Array.from(
        { length: 26 },
        (_, i) => `M-160,${-390 + i * 31} L0,${-370 + i * 31} L160,${-390 + i * 31}`,
      ).join(' '),
      colour,
      7,
    ),
};

const runner: Sneaker = {
  shoe: (look) => {
    const d =
      'M45,190 C40,150 80,132 160,124 L270,98 L336,52 Q360,36 386,50 Q426,78 466,74 Q530,64 578,52 Q614,56 620,104 L624,190 Z';
    const suede = darker(look.main, 0.25);
    return `${upper(d, look.main)}<path d="${d}" fill="url(#fleece)" opacity="0.8"/>${upper(
      'M45,190 C40,150 80,132 160,124 Q200,150 196,190 Z',
      suede,
    )}${upper('M48,190 C46,176 60,168 100,166 L600,168 L622,190 Z', suede)}${upper(
      'M506,190 Q492,120 578,52 Q614,56 620,104 L624,190 Z',
      suede,
    )}${upper('M196,136 L270,100 L336,54 L368,76 L290,134 Q250,158 196,154 Z', suede)}${text(
      400,
      170,
      look.brand.slice(0, 1).toUpperCase(),
      {
        size: 120,
        fill: look.accent,
        italic: true,
        extra: `stroke="${WHITE}" stroke-width="6" paint-order="stroke"`,
      },
    )}${laces([214, 128], [334, 60], 6, lighter(look.main, 0.5))}<path d="M40,190 L628,190 L634,256 Q630,282 600,284 L70,284 Q40,282 38,258 Z" fill="#e9e7e2" stroke="#00000022" stroke-width="2"/>${line(
      'M60,236 Q200,220 330,240 Q470,258 610,232',
      '#b8b5ae',
      5,
    )}<path d="M38,266 L634,266 Q630,284 600,284 L70,284 Q40,284 38,266 Z" fill="#3a3a3c"/>`;
  },
  sole: '#3a3a3c',
  tread: (colour) =>
    Array.from({ length: 8 }, (_, row) =>
      [-1, 1]
        .map(
          (side) =>
            `<rect x="${side < 0 ? -125 : 8}" y="${-360 + row * 92}" width="117" height="78" rx="14" fill="${colour}"/>`,
        )
        .join(''),
    ).join(''),
};

const trail: Sneaker = {
  shoe: (look) => {
    const d =
      'M45,200 C38,160 80,138 170,128 L290,96 L350,56 Q375,40 400,56 Q440,86 480,80 Q546,70 588,60 Q620,64 624,112 L628,200 Z';
    const bands = [
      ['M120,200 L230,112 L262,104 L160,200 Z', look.accent],
      ['M190,200 L300,104 L322,100 L226,200 Z', look.print],
      ['M420,200 L470,84 L500,80 L452,200 Z', look.accent],
    ]
      .map(([path, colour]) => upper(path!, colour!))
      .join('');
    let teeth = 'M40,244 L632,244 ';
    for (let x = 632; x > 40; x -= 24) teeth += `L${x - 6},262 L${x - 18},262 L${x - 24},250 `;
    return `${upper(d, look.main)}${bands}${line('M242,126 L352,58', '#1d1d1f', 4)}${laces(
      [236, 124],
      [346, 62],
      7,
      '#1d1d1f',
    )}<rect x="340" y="96" width="18" height="30" rx="5" fill="${look.print}" transform="rotate(-30 349 111)"/><rect x="598" y="46" width="34" height="22" rx="6" fill="${look.accent}"/><path d="M38,200 L632,200 L634,244 L40,244 Z" fill="${lighter(
      look.main,
      0.55,
    )}" stroke="#00000022" stroke-width="2"/><path d="${teeth}Z" fill="#1d1d1f"/>`;
  },
  sole: '#1d1d1f',
  tread: (colour) =>
    line(
      Array.from(
        { length: 14 },
        (_, i) => `M-120,${-330 + i * 56} L0,${-370 + i * 56} L120,${-330 + i * 56}`,
      ).join(' '),
      colour,
      22,
    ),
};

const OUTSOLE =
  'M0,-400 C110,-400 150,-280 140,-140 C130,-20 96,40 100,160 C104,300 70,400 0,400 C-70,400 -104,300 -100,160 C-96,40 -130,-20 -140,-140 C-150,-280 -110,-400 0,-400 Z';

function pair(sneaker: Sneaker): Draw {
  return (look, side) => {
    if (side === 'back') {
      const tread = darker(sneaker.sole, 0.22);
      const sole = (transform: string) =>
        `<g transform="${transform}">${shadow(OUTSOLE)}<path d="${OUTSOLE}" fill="${sneaker.sole}"/><g clip-path="url(#outsole)">${sneaker.tread(
          tread,
        )}</g><path d="${OUTSOLE}" fill="url(#volume)"/><path d="${OUTSOLE}" fill="none" stroke="${look.main}" stroke-width="10"/></g>`;
      return {
        body: `<clipPath id="outsole"><path d="${OUTSOLE}"/></clipPath>${sole('translate(300 610) rotate(-4)')}${sole(
          'translate(600 610) scale(-1 1) rotate(-4)',
        )}`,
        focus: [300, 420],
      };
    }
    const one = (transform: string) =>
      `<g transform="${transform}"><ellipse cx="335" cy="284" rx="330" ry="26" fill="url(#ground)"/>${sneaker.shoe(
        look,
      )}</g>`;
    return {
      body: `${one('translate(130 250) scale(1.02)')}${one('translate(64 640) scale(1.2)')}`,
      focus: [330, 780],
    };
  };
}

export const courtPair = pair(court);
export const sambaPair = pair(samba);
export const runnerPair = pair(runner);
export const trailPair = pair(trail);
