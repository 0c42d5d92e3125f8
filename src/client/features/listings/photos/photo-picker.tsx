import { clsx } from 'clsx';
import { ImagePlus, Plus } from 'lucide-react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { MAX_IMAGES_PER_LISTING } from '@/shared/constants';
import { toast } from '@/client/lib/toast';
import { imageFiles, type Photo } from './photo-list';
import { PhotoTile } from './photo-tile';

/** The drag type of a tile being reordered (files dragged in from outside carry "Files"). */
const PHOTO_DRAG_TYPE = 'application/x-rotation-photo';

function carries(event: DragEvent, type: string): boolean {
  return Array.from(event.dataTransfer.types).includes(type);
}

/**
 * SPEC.md §2 "a photo area (drag and drop, or click)": drop image files anywhere on it or click to
 * choose them; the tiles reorder by drag or with their move buttons, and the first is the cover.
 */
export function PhotoPicker({
  photos,
  locked,
  invalid = false,
  onAdd,
  onRemove,
  onRetry,
  onMove,
}: {
  photos: Photo[];
  locked: boolean;
  /** Publishing was refused for want of a photo: the area is outlined in red. */
  invalid?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
  onMove: (key: string, toIndex: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [filesOver, setFilesOver] = useState(false);
  const [draggedKey, setDraggedKey] = useState<string | null>(null);
  const [targetKey, setTargetKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // A file dropped just beside the area would make the browser open it in place of the site,
  // taking the half-filled form with it.
  useEffect(() => {
    const keepFiles = (event: globalThis.DragEvent) => {
      if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
    };
    window.addEventListener('dragover', keepFiles);
    window.addEventListener('drop', keepFiles);
    return () => {
      window.removeEventListener('dragover', keepFiles);
      window.removeEventListener('drop', keepFiles);
    };
  }, []);

  function addFiles(files: FileList | null) {
    if (!files || locked) return;
    const { images, rejected } = imageFiles(Array.from(files));
    if (rejected > 0 && images.length === 0) {
      toast({
        variant: 'destructive',
        title: 'Invalid file type',
        description: 'Only image files can be added as photos.',
      });
      return;
    }
    onAdd(images);
  }

  function move(key: string, toIndex: number) {
    onMove(key, toIndex);
    const target = Math.max(0, Math.min(photos.length - 1, toIndex));
    setAnnouncement(`Photo moved to position ${target + 1} of ${photos.length}.`);
  }

  const zoneHandlers = {
    onDragOver(event: DragEvent<HTMLDivElement>) {
      if (locked || !carries(event, 'Files')) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setFilesOver(true);
    },
    onDragLeave(event: DragEvent<HTMLDivElement>) {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      setFilesOver(false);
    },
    onDrop(event: DragEvent<HTMLDivElement>) {
      if (!carries(event, 'Files')) return;
      event.preventDefault();
      setFilesOver(false);
      addFiles(event.dataTransfer.files);
    },
  };

  function tileHandlers(photo: Photo, index: number) {
    return {
      onDragStart(event: DragEvent<HTMLLIElement>) {
        event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.key);
        event.dataTransfer.effectAllowed = 'move';
        setDraggedKey(photo.key);
      },
      onDragOver(event: DragEvent<HTMLLIElement>) {
        if (!carries(event, PHOTO_DRAG_TYPE)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setTargetKey(photo.key);
      },
      onDrop(event: DragEvent<HTMLLIElement>) {
        if (!carries(event, PHOTO_DRAG_TYPE)) return;
        event.preventDefault();
        event.stopPropagation();
        const key = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        if (key && key !== photo.key) move(key, index);
        setDraggedKey(null);
        setTargetKey(null);
      },
      onDragEnd() {
        setDraggedKey(null);
        setTargetKey(null);
      },
    };
  }

  const full = photos.length >= MAX_IMAGES_PER_LISTING;
  return (
    <div role="group" aria-labelledby="listing-photos-label" className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <span id="listing-photos-label" className="text-sm font-medium text-zinc-900">
          Photos
        </span>
        <span className="text-xs text-zinc-600 tabular-nums">
          {photos.length}/{MAX_IMAGES_PER_LISTING}
        </span>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => {
          addFiles(event.target.files);
          // Choosing the same file again must fire change again.
          event.target.value = '';
        }}
      />
      <div
        {...zoneHandlers}
        className={clsx(
          'rounded-xl border-2 border-dashed transition-colors',
          filesOver
            ? 'border-zinc-900 bg-zinc-100'
            : invalid && photos.length === 0
              ? 'border-red-600'
              : 'border-zinc-300',
          photos.length > 0 && 'p-2 sm:p-3',
        )}
      >
        {photos.length === 0 ? (
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={locked}
            className="flex w-full flex-col items-center gap-2 rounded-[10px] px-4 py-8 text-center transition-colors hover:bg-zinc-50 sm:py-10"
          >
            <ImagePlus aria-hidden="true" className="size-8 text-zinc-400" strokeWidth={1.5} />
            <span className="text-sm font-medium text-zinc-900">
              {filesOver ? 'Drop to add photos' : 'Drag and drop photos, or click to choose'}
            </span>
            <span className="text-xs text-zinc-600">JPG, PNG up to 10MB each</span>
          </button>
        ) : (
          <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {photos.map((photo, index) => (
              <PhotoTile
                key={photo.key}
                photo={photo}
                index={index}
                count={photos.length}
                locked={locked}
                dragging={draggedKey === photo.key}
                dropTarget={targetKey === photo.key && draggedKey !== photo.key}
                onRemove={() => onRemove(photo.key)}
                onRetry={() => onRetry(photo.key)}
                onMove={(toIndex) => move(photo.key, toIndex)}
                dragHandlers={tileHandlers(photo, index)}
              />
            ))}
            {!full && !locked && (
              <li>
                <button
                  type="button"
                  onClick={() => input.current?.click()}
                  className="flex aspect-[3/4] w-full flex-col items-center justify-center gap-1 rounded-lg border border-dashed border-zinc-300 text-xs font-medium text-zinc-600 transition-colors hover:border-zinc-400 hover:bg-zinc-50 hover:text-zinc-900"
                >
                  <Plus aria-hidden="true" className="size-5" />
                  Add photos
                </button>
              </li>
            )}
          </ul>
        )}
      </div>
      {photos.length > 0 && (
        <p className="text-xs text-zinc-600">
          JPG, PNG up to 10MB each. The first photo is the cover: drag photos or use the arrows to
          reorder.
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
