/**
 * The demo catalogue: which garments exist (the factories' item names), which brands make them,
 * what colours they come in and what they sell for. Each product gets one drawing.
 */
import { BRANDS, listingValues } from '../../tests/factories/index';
import { CATEGORIES, type Category } from '@/shared/constants';
import * as accessories from './art/accessories';
import * as bottoms from './art/bottoms';
import { BACKDROPS, type Backdrop } from './art/frame';
import * as footwear from './art/footwear';
import * as outerwear from './art/outerwear';
import type { Draw, Look } from './art/svg';
import * as tops from './art/tops';

export type Brand = (typeof BRANDS)[number];
type Colours = readonly [main: string, accent: string, print: string];

type Kind = {
  match: RegExp;
  draw: Draw;
  brands: readonly Brand[];
  colours?: readonly Colours[];
};

export type Product = {
  category: Category;
  title: string;
  brand: Brand;
  draw: Draw;
  look: Look;
  backdrop: Backdrop;
};

const COLOURS: readonly Colours[] = [
  ['#1d1d1f', '#b3262e', '#f4f1ea'],
  ['#a7a9ac', '#1f2a44', '#1d1d1f'],
  ['#1f2a44', '#efe6d2', '#f4f1ea'],
  ['#efe6d2', '#2f4a35', '#2f4a35'],
  ['#2f4a35', '#efe6d2', '#efe6d2'],
  ['#6e1f2c', '#efe6d2', '#efe6d2'],
  ['#9a6a3a', '#1d1d1f', '#2b2118'],
  ['#6b6b3a', '#d9642b', '#efe6d2'],
  ['#e7a3b4', '#1f2a44', '#1f2a44'],
  ['#8fb8de', '#f4f1ea', '#1f2a44'],
  ['#d9642b', '#1d1d1f', '#1d1d1f'],
  ['#4a3126', '#d4a22c', '#efe6d2'],
];
const DENIM: readonly Colours[] = [
  ['#2c3e63', '#d48a3a', '#d48a3a'],
  ['#5a7398', '#d48a3a', '#d48a3a'],
  ['#2b2b2e', '#a7a9ac', '#a7a9ac'],
];
const WORKWEAR: readonly Colours[] = [
  ['#9a6a3a', '#1d1d1f', '#efe6d2'],
  ['#1d1d1f', '#efe6d2', '#efe6d2'],
  ['#b48b5c', '#1f2a44', '#efe6d2'],
];
const SNEAKERS: readonly Colours[] = [
  ['#f3f1ec', '#1d1d1f', '#1d1d1f'],
  ['#1f2a44', '#b3262e', '#f3f1ec'],
  ['#f3f1ec', '#2f4a35', '#2f4a35'],
  ['#a7a9ac', '#1f2a44', '#f3f1ec'],
  ['#1d1d1f', '#f3f1ec', '#f3f1ec'],
];

const STREETWEAR: readonly Brand[] = ['Supreme', 'Stussy', 'Palace', 'Bape', 'Kith', 'Noah'];

/** Matched against the factory's item names, first match wins; the last entry of each is the fallback. */
const KINDS: Record<Category, readonly Kind[]> = {
  Tops: [
    { match: /hoodie/i, draw: tops.hoodie, brands: [...STREETWEAR, 'Fear of God'] },
    { match: /rugby/i, draw: tops.rugby, brands: ['Aime Leon Dore', 'Noah', 'Palace', 'Kith'] },
    {
      match: /crew|sweatshirt/i,
      draw: tops.crewneck,
      brands: ['Aime Leon Dore', 'Kith', 'Stussy'],
    },
    {
      match: /long ?sleeve/i,
      draw: tops.longsleeve,
      brands: ['Online Ceramics', 'Brain Dead', 'Stussy'],
    },
    { match: /./, draw: tops.tee, brands: [...STREETWEAR, 'Online Ceramics', 'Brain Dead'] },
  ],
  Bottoms: [
    {
      match: /double knee|carpenter/i,
      draw: bottoms.doubleKnee,
      brands: ['Carhartt WIP'],
      colours: WORKWEAR,
    },
    {
      match: /short/i,
      draw: bottoms.cargoShorts,
      brands: ['Stussy', 'Patagonia', 'Supreme', 'Carhartt WIP'],
    },
    {
      match: /jean|denim/i,
      draw: bottoms.jeans,
      brands: ["Levi's", 'Kith', 'Noah'],
      colours: DENIM,
    },
    { match: /track/i, draw: bottoms.trackPants, brands: ['Adidas', 'Nike', 'Palace'] },
    { match: /./, draw: bottoms.sweatpants, brands: ['Fear of God', 'Nike', 'Kith', 'Stussy'] },
  ],
  Outerwear: [
    {
      match: /puffer|down/i,
      draw: outerwear.puffer,
      brands: ['The North Face', 'Patagonia', 'Stone Island'],
    },
    {
      match: /shell|gore/i,
      draw: outerwear.shellJacket,
      brands: ["Arc'teryx", 'The North Face', 'Salomon'],
    },
    {
      match: /varsity/i,
      draw: outerwear.varsityJacket,
      brands: ['Bape', 'Supreme', 'Kith', 'Aime Leon Dore'],
    },
    {
      match: /vest|fleece/i,
      draw: outerwear.fleeceVest,
      brands: ['Patagonia', 'The North Face', 'Noah'],
    },
    {
      match: /./,
      draw: outerwear.coachJacket,
      brands: ['Supreme', 'Stussy', 'Palace', 'Carhartt WIP'],
    },
  ],
  Footwear: [
    { match: /samba/i, draw: footwear.sambaPair, brands: ['Adidas'], colours: SNEAKERS },
    {
      match: /\b99\d|runner/i,
      draw: footwear.runnerPair,
      brands: ['New Balance'],
      colours: SNEAKERS,
    },
    { match: /xt-|trail/i, draw: footwear.trailPair, brands: ['Salomon'] },
    { match: /./, draw: footwear.courtPair, brands: ['Nike'], colours: SNEAKERS },
  ],
  Accessories: [
    {
      match: /beanie/i,
      draw: accessories.beanie,
      brands: ['Carhartt WIP', 'Stussy', "Arc'teryx", 'Supreme'],
    },
    {
      match: /shoulder|sling/i,
      draw: accessories.shoulderBag,
      brands: ["Arc'teryx", 'Supreme', 'Salomon'],
    },
    {
      match: /tote/i,
      draw: accessories.tote,
      brands: ['Online Ceramics', 'Brain Dead', 'Noah', 'Stussy'],
    },
    { match: /sock/i, draw: accessories.socks, brands: ['Nike', 'Carhartt WIP', 'Stussy'] },
    {
      match: /./,
      draw: accessories.cap,
      brands: ['Aime Leon Dore', 'Supreme', 'Noah', 'Kith', 'Palace'],
    },
  ],
};

/**
 * The factory's item names for a category, each with a factory sequence number that makes it,
 * read from the titles listingValues writes ("{brand} {item}").
 */
export function itemsOf(category: Category): { item: string; n: number }[] {
  const items = new Map<string, number>();
  for (let n = 0; n < 60; n += 1) {
    const item = listingValues('-', { category, brand: 'X' }, n).title.slice(2);
    if (!items.has(item)) items.set(item, n);
  }
  return [...items].map(([item, n]) => ({ item, n }));
}

/** Two products (different brand, colours and print) of every item the factories know. */
export function buildCatalog(copies = 2): Product[] {
  const products: Product[] = [];
  for (const category of CATEGORIES) {
    for (const { item, n } of itemsOf(category)) {
      const kind = KINDS[category].find((k) => k.match.test(item))!;
      for (let copy = 0; copy < copies; copy += 1) {
        const i = products.length;
        const brand = kind.brands[(i + copy) % kind.brands.length]!;
        const colours = kind.colours ?? COLOURS;
        // A step of 7 through the colour lists gives neighbouring products different colours.
        const [main, accent, print] = colours[(i * 7) % colours.length]!;
        products.push({
          category,
          title: listingValues('-', { category, brand }, n).title,
          brand,
          draw: kind.draw,
          look: { main, accent, print, brand, variant: i + copy },
          backdrop: BACKDROPS[(i * 3 + copy) % BACKDROPS.length]!,
        });
      }
    }
  }
  return products;
}

export const PRICE_RANGE: Record<Category, [number, number]> = {
  Tops: [35, 240],
  Bottoms: [45, 260],
  Outerwear: [80, 520],
  Footwear: [80, 420],
  Accessories: [18, 130],
};
