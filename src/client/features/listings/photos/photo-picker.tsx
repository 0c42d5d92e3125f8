import { clsx } from 'clsx';
import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { MAX_IMAGES_PER_LISTING } from '@/shared/constants';
import { toast } from '@/client/lib/toast';
import { useFileDrop } from '@/client/features/listings/hooks/use-file-drop';
import { usePhotoReorder } from '@/client/features/listings/hooks/use-photo-reorder';
import { imageFiles, type Photo } from './photo-list';
import { PhotoTileList } from './photo-tile-list';

/**
 * The listing form's photo area: drop image files anywhere on it or click to choose them; the tiles reorder by drag or with their move buttons, and the first
 * is the cover.
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
  const choose = () => input.current?.click();

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

  const { filesOver, zoneHandlers } = useFileDrop(locked, addFiles);
  const reorder = usePhotoReorder(photos, onMove);

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
            onClick={choose}
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
          <PhotoTileList
            photos={photos}
            locked={locked}
            reorder={reorder}
            onChoose={choose}
            onRemove={onRemove}
            onRetry={onRetry}
          />
        )}
      </div>
      {photos.length > 0 && (
        <p className="text-xs text-zinc-600">
          JPG, PNG up to 10MB each. The first photo is the cover: drag photos or use the arrows to
          reorder.
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {reorder.announcement}
      </p>
    </div>
  );
}
