import { randomBytes } from 'node:crypto';

/** Server-made storage keys (docs/product.md, Images and storage); clients never choose a name. */
export function newImageKey(prefix: string, extension: 'webp' | 'png'): string {
  return `${prefix}/${Date.now()}-${randomBytes(6).toString('hex')}.${extension}`;
}

/** A listing photo's card thumbnail sits beside it: `{key}-thumb.webp`. */
export function thumbnailKeyFor(displayKey: string): string {
  return displayKey.replace(/\.webp$/, '-thumb.webp');
}

export function isThumbnailKey(key: string): boolean {
  return key.endsWith('-thumb.webp');
}
