import { useState, type DragEvent } from 'react';
import type { Photo } from '@/client/features/listings/photos/photo-list';
import { carries, PHOTO_DRAG_TYPE } from '@/client/features/listings/photos/drag-data';

export type TileDragHandlers = {
  onDragStart: (event: DragEvent<HTMLLIElement>) => void;
  onDragOver: (event: DragEvent<HTMLLIElement>) => void;
  onDrop: (event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
};

/**
 * Reordering the chosen photos, by dragging a tile onto another or with the tiles' move buttons;
 * each move is announced to screen readers with the photo's new position.
 */
export function usePhotoReorder(photos: Photo[], onMove: (key: string, toIndex: number) => void) {
  const [draggedKey, setDraggedKey] = useState<string | null>(null);
  const [targetKey, setTargetKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  function move(key: string, toIndex: number) {
    onMove(key, toIndex);
    const target = Math.max(0, Math.min(photos.length - 1, toIndex));
    setAnnouncement(`Photo moved to position ${target + 1} of ${photos.length}.`);
  }

  function endDrag() {
    setDraggedKey(null);
    setTargetKey(null);
  }

  function tileHandlers(photo: Photo, index: number): TileDragHandlers {
    return {
      onDragStart(event) {
        event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.key);
        event.dataTransfer.effectAllowed = 'move';
        setDraggedKey(photo.key);
      },
      onDragOver(event) {
        if (!carries(event, PHOTO_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setTargetKey(photo.key);
      },
      onDrop(event) {
        if (!carries(event, PHOTO_DRAG_TYPE)) return;
        event.preventDefault();
        event.stopPropagation();
        const key = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        if (key && key !== photo.key) move(key, index);
        endDrag();
      },
      onDragEnd: endDrag,
    };
  }

  return { draggedKey, targetKey, announcement, move, tileHandlers };
}
