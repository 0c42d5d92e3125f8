import { describe, expect, it } from 'vitest';
import { withKeptParams } from './use-url-filters';

describe('withKeptParams', () => {
  it('keeps the named parameters of the current address in front of the new filters', () => {
    expect(withKeptParams('category=Tops', 'tab=sold&category=Bottoms', ['tab'])).toBe(
      'tab=sold&category=Tops',
    );
    expect(withKeptParams('', 'tab=sold&size=M', ['tab'])).toBe('tab=sold');
  });

  it('drops a kept name the filters wrote themselves, and leaves the rest as they are', () => {
    expect(withKeptParams('tab=x&size=M', 'size=L', ['tab'])).toBe('size=M');
    expect(withKeptParams('size=M&size=L', 'tab=wtb', [])).toBe('size=M&size=L');
  });
});
