import type { DragEvent } from 'react';

/** The drag type of a tile being reordered (files dragged in from outside carry "Files"). */
export const PHOTO_DRAG_TYPE = 'application/x-rotation-photo';

export function carries(event: DragEvent, type: string): boolean {
  return Array.from(event.dataTransfer.types).includes(type);
}
