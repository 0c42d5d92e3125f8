type CompressionTarget = { maxBytes: number; maxSide: number };

/**
 * Whether a photo already meets the compression target (docs/product.md, Limits: about 1 MB,
 * longest side at most 1800 px), so compressing it would only cost time and quality. A picture
 * whose size could not be read (`longestSide` null) is left to the compressor, which reports what
 * is wrong with it.
 */
export function isWithinCompressionTarget(
  photo: { bytes: number; longestSide: number | null },
  target: CompressionTarget,
): boolean {
  return (
    photo.longestSide !== null &&
    photo.bytes <= target.maxBytes &&
    photo.longestSide <= target.maxSide
  );
}
