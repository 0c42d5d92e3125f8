import { PROFILE_IMAGE_SIZE_PX } from '@/shared/constants';

export type PixelArea = { x: number; y: number; width: number; height: number };

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/**
 * docs/product.md, Validation and Limits: the chosen square of the picture, resized to 400x400 and
 * cut to a circle (transparent corners), as a PNG.
 */
export async function cropToCircle(
  imageSrc: string,
  area: PixelArea,
  size = PROFILE_IMAGE_SIZE_PX,
): Promise<Blob> {
  const image = await loadImage(imageSrc);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');
  context.imageSmoothingQuality = 'high';
  context.beginPath();
  context.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  context.closePath();
  context.clip();
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      'image/png',
    );
  });
}
