/**
 * How a listing and a WTB request are compared (docs/product.md, "WTB matches"): brands and sizes
 * are reduced to keys, so spellings of one brand or one size compare equal. The server stores
 * these keys on every listing and request and matches on them; the client never needs to.
 */

/** Case, accents, spacing and punctuation ignored: "Stüssy" and "stussy" are one brand. */
function brandSpelling(brand: string): string {
  return brand
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * Other names of one brand, by spelling (see brandSpelling), each to the one key the brand is
 * matched by. Brands spelt the same way once simplified ("Arc'teryx", "Arcteryx") need no entry.
 */
const BRAND_ALIASES: Record<string, string> = {
  cdg: 'commedesgarcons',
  commedesgarconshommeplus: 'commedesgarcons',
  bape: 'abathingape',
  bathingape: 'abathingape',
  tnf: 'thenorthface',
  northface: 'thenorthface',
  ald: 'aimeleondore',
  fog: 'fearofgod',
  nb: 'newbalance',
  levi: 'levis',
  levistrauss: 'levis',
  levistraussco: 'levis',
  adidasoriginals: 'adidas',
  stussyinc: 'stussy',
  carhartt: 'carharttwip',
  wip: 'carharttwip',
  si: 'stoneisland',
  patagucci: 'patagonia',
  ysl: 'saintlaurent',
  yvessaintlaurent: 'saintlaurent',
  cp: 'cpcompany',
  cpcompanyuk: 'cpcompany',
  ow: 'offwhite',
  acw: 'acoldwall',
  mmm: 'maisonmargiela',
  margiela: 'maisonmargiela',
  lv: 'louisvuitton',
};

/** The key a brand is matched by: its simplified spelling, through the alias table. */
export function brandMatchKey(brand: string): string {
  const spelling = brandSpelling(brand);
  return BRAND_ALIASES[spelling] ?? spelling;
}

/** Letter sizes written out, each to its short form. */
const SIZE_WORDS: Record<string, string> = {
  EXTRAEXTRASMALL: 'XXS',
  '2XS': 'XXS',
  EXTRASMALL: 'XS',
  XSMALL: 'XS',
  SMALL: 'S',
  MEDIUM: 'M',
  MED: 'M',
  LARGE: 'L',
  EXTRALARGE: 'XL',
  XLARGE: 'XL',
  EXTRAEXTRALARGE: 'XXL',
  XXLARGE: 'XXL',
  '2XL': 'XXL',
  '3XL': 'XXXL',
  ONESIZE: 'OS',
  ONESIZEFITSALL: 'OS',
  OSFA: 'OS',
  'O/S': 'OS',
  ANYSIZE: 'ANY',
};

/**
 * The key a size is matched by: case, spacing and hyphens ignored, a leading "US" dropped
 * ("US 10" = "10"), "½" read as ".5" and a trailing ".0" dropped ("10.5" = "10½", "9.0" = "9"),
 * words to letters ("Large" = "L", "Extra Large" = "XL", "One Size" = "OS").
 */
export function sizeMatchKey(size: string): string {
  const compact = size
    .toUpperCase()
    .replace(/[\s\-_]+/g, '')
    .replace(/½/g, '.5')
    .replace(/^US(?=\d)/, '')
    .replace(/^(\d+)\.0$/, '$1')
    .replace(/^\.5$/, '0.5');
  return SIZE_WORDS[compact] ?? compact;
}

/** A request for any size ("Any", "OS", "One Size") matches listings of every size. */
export function isAnySize(size: string): boolean {
  const key = sizeMatchKey(size);
  return key === 'ANY' || key === 'OS';
}
