import { describe, expect, it } from 'vitest';
import { brandMatchKey, isAnySize, sizeMatchKey } from './matching';

describe('brandMatchKey', () => {
  it.each([
    ['Stüssy', 'stussy'],
    ['STUSSY', 'Stussy'],
    ['Comme des Garçons', 'comme des garcons'],
    ['CDG', 'Comme des Garcons'],
    ['BAPE', 'A Bathing Ape'],
    ['Bape', 'a bathing ape'],
    ['TNF', 'The North Face'],
    ['North Face', 'The North Face'],
    ["Arc'teryx", 'Arcteryx'],
    ['ARC’TERYX', 'arcteryx'],
    ['ALD', 'Aime Leon Dore'],
    ['Aimé Leon Dore', 'Aime Leon Dore'],
    ['FOG', 'Fear of God'],
    ['NB', 'New Balance'],
    ['new-balance', 'New Balance'],
    ["Levi's", 'Levis'],
    ['Levi Strauss & Co.', "Levi's"],
    ['Carhartt', 'Carhartt WIP'],
    ['Stone Island', 'stoneisland'],
    ['Off-White', 'OFF WHITE'],
    ['Brain Dead', 'braindead'],
  ])('%s matches %s', (a, b) => {
    expect(brandMatchKey(a)).toBe(brandMatchKey(b));
  });

  it.each([
    ['Nike', 'Adidas'],
    ['Supreme', 'Palace'],
    ['Kith', 'Noah'],
    ['Patagonia', 'The North Face'],
  ])('%s does not match %s', (a, b) => {
    expect(brandMatchKey(a)).not.toBe(brandMatchKey(b));
  });
});

describe('sizeMatchKey', () => {
  it.each([
    ['Large', 'L'],
    ['large', 'L'],
    ['XL', 'Extra Large'],
    ['X-Large', 'xl'],
    ['xs', 'Extra Small'],
    ['Medium', 'M'],
    ['2XL', 'XXL'],
    ['US 10', '10'],
    ['us10', '10'],
    ['10.5', '10½'],
    ['US 10½', '10.5'],
    ['9.0', '9'],
    ['32 x 30', '32X30'],
    ['One Size', 'OS'],
  ])('%s matches %s', (a, b) => {
    expect(sizeMatchKey(a)).toBe(sizeMatchKey(b));
  });

  it.each([
    ['L', 'XL'],
    ['10', '10.5'],
    ['S', 'XS'],
    ['1', '10'],
  ])('%s does not match %s', (a, b) => {
    expect(sizeMatchKey(a)).not.toBe(sizeMatchKey(b));
  });
});

describe('isAnySize', () => {
  it.each(['Any', 'ANY', 'OS', 'os', 'One Size', 'one-size', 'O/S'])('%s is any size', (size) => {
    expect(isAnySize(size)).toBe(true);
  });

  it.each(['L', '10', 'XL', 'M'])('%s is one size only', (size) => {
    expect(isAnySize(size)).toBe(false);
  });
});
