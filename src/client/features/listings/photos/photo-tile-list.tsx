import { Plus } from 'lucide-react';
import { MAX_IMAGES_PER_LISTING } from '@/shared/constants';
import { usePhotoReorder } from '@/client/features/listings/hooks/use-photo-reorder';
import type { Photo } from './photo-list';
import { PhotoTile } from './photo-tile';

/**
 * The chosen photos as tiles, in order (the first is the cover), and an Add photos tile while
 * there is room; `announcement` is read out after each move.
 */
export function PhotoTileList({
  photos,
  locked,
  reorder,
  onChoose,
  onRemove,
  onRetry,
}: {
  photos: Photo[];
  locked: boolean;
  reorder: ReturnType<typeof usePhotoReorder>;
  onChoose: () => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
}) {
  const full = photos.length >= MAX_IMAGES_PER_LISTING;
  return (
    <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo, index) => (
        <PhotoTile
          key={photo.key}
          photo={photo}
          index={index}
          count={photos.length}
          locked={locked}
          dragging={reorder.draggedKey === photo.key}
          dropTarget={reorder.targetKey === photo.key && reorder.draggedKey !== photo.key}
          onRemove={() => onRemove(photo.key)}
          onRetry={() => onRetry(photo.key)}
          onMove={(toIndex) => reorder.move(photo.key, toIndex)}
          dragHandlers={reorder.tileHandlers(photo, index)}
        />
      ))}
      {!full && !locked && (
        <li>
          <button
            type="button"
            onClick={onChoose}
            className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-zinc-300 text-xs font-medium text-zinc-600 transition-colors hover:border-zinc-400 hover:bg-zinc-50 hover:text-zinc-900"
          >
            <Plus aria-hidden="true" className="size-5" />
            Add photos
          </button>
        </li>
      )}
    </ul>
  );
}
