import { describe, expect, it } from 'vitest';
import { taggedPhotoRequest } from './tagged-photo';

describe('taggedPhotoRequest', () => {
  it('asks for the other person’s username and the date, written on paper', () => {
    expect(taggedPhotoRequest('sneakerking', new Date(2026, 10, 25, 23, 30))).toBe(
      'Could you send a photo of the item next to a piece of paper with "sneakerking" and ' +
        "today's date (November 25, 2026) written on it? Thanks!",
    );
  });

  it('uses the local day, not the UTC one', () => {
    expect(taggedPhotoRequest('ab1', new Date(2027, 0, 1, 0, 5))).toContain('(January 1, 2027)');
  });
});
