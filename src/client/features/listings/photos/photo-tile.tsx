import { clsx } from 'clsx';
import { AlertCircle, ChevronLeft, ChevronRight, RotateCw, X } from 'lucide-react';
import { ProgressBar } from '@/client/components/ui/progress-bar';
import type { TileDragHandlers } from '@/client/features/listings/hooks/use-photo-reorder';
import { isBusy, type Photo } from './photo-list';

const STATUS_TEXT = {
  waiting: 'Waiting...',
  compressing: 'Compressing...',
  uploading: 'Uploading...',
} as const;

const roundButton =
  'inline-flex size-7 items-center justify-center rounded-full bg-zinc-900/75 text-white shadow-sm transition-colors hover:bg-zinc-900 disabled:pointer-events-none disabled:opacity-0';

/**
 * One photo of the listing form: its preview, Cover on the first, remove, move left and right
 * (the keyboard's way to reorder; a mouse can also drag the tile), and while it uploads its own
 * progress bar.
 */
export function PhotoTile({
  photo,
  index,
  count,
  locked,
  dragging,
  dropTarget,
  onRemove,
  onRetry,
  onMove,
  dragHandlers,
}: {
  photo: Photo;
  index: number;
  count: number;
  /** While the listing is being saved, photos stay as they are. */
  locked: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onRemove: () => void;
  onRetry: () => void;
  onMove: (toIndex: number) => void;
  dragHandlers: TileDragHandlers;
}) {
  const position = index + 1;
  const label = `photo ${position}`;
  const busy = isBusy(photo);
  return (
    <li
      draggable={!locked}
      {...(locked ? {} : dragHandlers)}
      className={clsx(
        'relative aspect-[3/4] overflow-hidden rounded-lg bg-zinc-100 ring-offset-2 transition',
        !locked && 'cursor-grab active:cursor-grabbing',
        dragging && 'opacity-40',
        dropTarget ? 'ring-2 ring-zinc-900' : 'ring-1 ring-zinc-200',
      )}
    >
      <img
        src={photo.preview}
        alt={`Photo ${position} of ${count}${index === 0 ? ', the cover' : ''}`}
        draggable={false}
        decoding="async"
        className="size-full object-cover"
      />
      {index === 0 && (
        <span className="absolute top-1.5 left-1.5 rounded bg-zinc-900/85 px-1.5 py-0.5 text-[10px] font-semibold tracking-wide text-white uppercase">
          Cover
        </span>
      )}

      {busy && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-black/45 px-2.5 text-white">
          {/* Words and a bar, no spinner: an endless animation over the photo makes the browser
              paint the full-size photo again at every frame, which held a page with three
              uploading photos to 2 frames a second where painting is done without a GPU. */}
          <span className="text-[11px] font-medium">
            {/* Sent in full: the server is resizing it now. */}
            {photo.status === 'uploading' && photo.progress >= 0.999
              ? 'Processing...'
              : STATUS_TEXT[photo.status as keyof typeof STATUS_TEXT]}
          </span>
          <ProgressBar
            value={photo.progress}
            label={`Upload of ${label}`}
            className="bg-white/30 [&>div]:bg-white"
          />
        </div>
      )}

      {photo.status === 'failed' && (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 bg-red-950/75 px-2 text-center text-white"
          title={photo.error ?? undefined}
        >
          <span className="flex items-center gap-1 text-[11px] font-semibold">
            <AlertCircle aria-hidden="true" className="size-3.5" />
            Upload failed
          </span>
          {!locked && photo.isNew && (
            <button
              type="button"
              onClick={onRetry}
              aria-label={`Retry the upload of ${label}`}
              className="inline-flex h-7 items-center gap-1 rounded-md bg-white px-2 text-xs font-medium text-zinc-900 hover:bg-zinc-100"
            >
              <RotateCw aria-hidden="true" className="size-3" />
              Retry
            </button>
          )}
        </div>
      )}

      {!locked && (
        <>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${label}`}
            className={clsx(roundButton, 'absolute top-1 right-1')}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
          {count > 1 && (
            <div className="absolute inset-x-1 bottom-1 flex justify-between">
              <button
                type="button"
                onClick={() => onMove(index - 1)}
                disabled={index === 0}
                aria-label={`Move ${label} left`}
                className={roundButton}
              >
                <ChevronLeft aria-hidden="true" className="size-4" />
              </button>
              <button
                type="button"
                onClick={() => onMove(index + 1)}
                disabled={index === count - 1}
                aria-label={`Move ${label} right`}
                className={roundButton}
              >
                <ChevronRight aria-hidden="true" className="size-4" />
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
