import { describe, expect, it } from 'vitest';
import { existingPhotos, imageFiles, movePhoto, newPhoto, type Photo } from './photo-list';

const photos = (...keys: string[]): Photo[] => keys.map((key) => newPhoto(key, `${key}.jpg`, key));
const keys = (list: Photo[]) => list.map((photo) => photo.key);

describe('movePhoto', () => {
  it('moves one photo, keeping the others in order', () => {
    expect(keys(movePhoto(photos('a', 'b', 'c', 'd'), 'd', 0))).toEqual(['d', 'a', 'b', 'c']);
    expect(keys(movePhoto(photos('a', 'b', 'c', 'd'), 'a', 2))).toEqual(['b', 'c', 'a', 'd']);
    expect(keys(movePhoto(photos('a', 'b', 'c'), 'b', 1))).toEqual(['a', 'b', 'c']);
  });

  it('clamps the target to the list and ignores unknown keys', () => {
    expect(keys(movePhoto(photos('a', 'b', 'c'), 'a', 9))).toEqual(['b', 'c', 'a']);
    expect(keys(movePhoto(photos('a', 'b', 'c'), 'c', -1))).toEqual(['c', 'a', 'b']);
    const list = photos('a', 'b');
    expect(movePhoto(list, 'z', 0)).toBe(list);
  });
});

describe('imageFiles', () => {
  it('keeps image files and counts the rest', () => {
    const jpeg = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    const heic = new File(['x'], 'b.heic', { type: 'image/heic' });
    const pdf = new File(['x'], 'c.pdf', { type: 'application/pdf' });
    const unknown = new File(['x'], 'd', { type: '' });
    expect(imageFiles([jpeg, pdf, heic, unknown])).toEqual({ images: [jpeg, heic], rejected: 2 });
  });
});

describe('existingPhotos', () => {
  it('starts uploaded, in order, with the stored thumbnails as previews', () => {
    const list = existingPhotos(['/u/1.webp', '/u/2.webp'], ['/u/1-thumb.webp']);
    expect(
      list.map(({ url, preview, status, isNew }) => ({ url, preview, status, isNew })),
    ).toEqual([
      { url: '/u/1.webp', preview: '/u/1-thumb.webp', status: 'uploaded', isNew: false },
      { url: '/u/2.webp', preview: '/u/2.webp', status: 'uploaded', isNew: false },
    ]);
  });
});
