/**
 * The photos of the listing form, as plain data and pure steps on it (tested in photo-list.test.ts);
 * hooks/use-listing-photos.ts runs the compression and uploads that move each one along.
 */
export type PhotoStatus = 'waiting' | 'compressing' | 'uploading' | 'uploaded' | 'failed';

export type Photo = {
  /** Stable for React keys and moves; never sent anywhere. */
  key: string;
  /** The file name for new photos ("Photo 2" for ones already on the listing). */
  name: string;
  /** What the tile shows: an object URL of the chosen file, or the stored thumbnail. */
  preview: string;
  /** True for a file chosen in this dialog (its preview is an object URL to revoke). */
  isNew: boolean;
  status: PhotoStatus;
  /** Upload progress from 0 to 1, while uploading. */
  progress: number;
  /** The stored display image, once uploaded (or from the start, for existing photos). */
  url: string | null;
  /** Why the upload failed, in the server's words when it gave some. */
  error: string | null;
};

export function existingPhotos(images: string[], thumbnails: string[]): Photo[] {
  return images.map((url, index) => ({
    key: `existing-${index}-${url}`,
    name: `Photo ${index + 1}`,
    preview: thumbnails[index] ?? url,
    isNew: false,
    status: 'uploaded',
    progress: 1,
    url,
    error: null,
  }));
}

export function newPhoto(key: string, name: string, preview: string): Photo {
  return {
    key,
    name,
    preview,
    isNew: true,
    status: 'waiting',
    progress: 0,
    url: null,
    error: null,
  };
}

/** Moves one photo to another position (clamped to the list), keeping the others in order. */
export function movePhoto(photos: Photo[], key: string, toIndex: number): Photo[] {
  const from = photos.findIndex((photo) => photo.key === key);
  if (from === -1) return photos;
  const target = Math.max(0, Math.min(photos.length - 1, toIndex));
  if (target === from) return photos;
  const next = photos.slice();
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

export function updatePhoto(photos: Photo[], key: string, patch: Partial<Photo>): Photo[] {
  return photos.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo));
}

/** Only image files are taken from a drop or a picker (docs/product.md, Validation). */
export function imageFiles(files: Iterable<File>): { images: File[]; rejected: number } {
  const images: File[] = [];
  let rejected = 0;
  for (const file of files) {
    if (file.type.startsWith('image/')) images.push(file);
    else rejected += 1;
  }
  return { images, rejected };
}

export function isBusy(photo: Photo): boolean {
  return (
    photo.status === 'waiting' || photo.status === 'compressing' || photo.status === 'uploading'
  );
}
