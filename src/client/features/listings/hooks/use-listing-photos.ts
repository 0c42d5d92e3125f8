import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_IMAGES_PER_LISTING } from '@/shared/constants';
import { checkListingPhotoSize } from '@/shared/schemas/listing';
import { ApiError, errorMessage } from '@/client/lib/request';
import { toast } from '@/client/lib/toast';
import { compressPhoto } from '@/client/features/listings/api/compress-photo';
import { uploadListingPhoto } from '@/client/features/listings/api/upload-listing-photo';
import { createLimiter } from '@/client/features/listings/photos/run-limited';
import {
  movePhoto,
  newPhoto,
  updatePhoto,
  type Photo,
} from '@/client/features/listings/photos/photo-list';

/** Two photos are prepared at a time: enough to keep the connection busy, kind to a phone. */
const PARALLEL_UPLOADS = 2;
/** One bar per photo covers both steps: compressing fills the first 30%, uploading the rest. */
const COMPRESSION_SHARE = 0.3;

type Job = { file: File; controller: AbortController; done: Promise<void> };

export type SettledPhotos = { urls: string[] } | { failed: Photo };

let nextKey = 0;

function tooManyImages() {
  toast({
    variant: 'destructive',
    title: 'Too many images',
    description: `You can upload up to ${MAX_IMAGES_PER_LISTING} images only.`,
  });
}

/**
 * The photos of one listing form. Each new photo is compressed and uploaded as soon as it is
 * chosen, one request per photo with its own progress, so most of the waiting happens while the
 * seller types; `settle()` waits for the rest when they publish. Closing the form cancels what
 * is still running.
 */
export function useListingPhotos(initial: Photo[]) {
  // The ref is the truth that async work reads; the state is what renders.
  const listRef = useRef(initial);
  const [photos, setPhotos] = useState(initial);
  const jobs = useRef(new Map<string, Job>());
  const [runLimited] = useState(() => createLimiter(PARALLEL_UPLOADS));

  const change = useCallback((update: (list: Photo[]) => Photo[]) => {
    listRef.current = update(listRef.current);
    setPhotos(listRef.current);
  }, []);

  const fail = useCallback(
    (key: string, error: string, toastTitle: string, description: string) => {
      change((list) => updatePhoto(list, key, { status: 'failed', error, progress: 0 }));
      toast({ variant: 'destructive', title: toastTitle, description });
    },
    [change],
  );

  const start = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      const { signal } = controller;
      change((list) => updatePhoto(list, key, { status: 'waiting', progress: 0, error: null }));

      const work = async () => {
        if (signal.aborted) return;
        change((list) => updatePhoto(list, key, { status: 'compressing' }));
        let compressed: File;
        try {
          compressed = await compressPhoto(file, {
            signal,
            onProgress: (percent) =>
              change((list) =>
                updatePhoto(list, key, { progress: (COMPRESSION_SHARE * percent) / 100 }),
              ),
          });
        } catch (error) {
          if (signal.aborted) return;
          const reason = errorMessage(error);
          fail(key, reason, 'Error', `Upload failed for ${file.name}: ${reason}`);
          return;
        }
        if (signal.aborted) return;
        const tooLarge = checkListingPhotoSize(compressed, file.name);
        if (tooLarge) {
          fail(key, tooLarge, 'File too large', tooLarge);
          return;
        }
        change((list) =>
          updatePhoto(list, key, { status: 'uploading', progress: COMPRESSION_SHARE }),
        );
        try {
          const uploaded = await uploadListingPhoto(compressed, file.name, {
            signal,
            onProgress: (fraction) =>
              change((list) =>
                updatePhoto(list, key, {
                  progress: COMPRESSION_SHARE + (1 - COMPRESSION_SHARE) * fraction,
                }),
              ),
          });
          change((list) =>
            updatePhoto(list, key, { status: 'uploaded', progress: 1, url: uploaded.url }),
          );
        } catch (error) {
          if (signal.aborted) return;
          const reason = errorMessage(error);
          // A 401 has its own toast (Unauthorized) and closes the form with the session.
          if (error instanceof ApiError && error.status === 401) {
            change((list) => updatePhoto(list, key, { status: 'failed', error: reason }));
            return;
          }
          fail(key, reason, 'Error', `Upload failed for ${file.name}: ${reason}`);
        }
      };
      // Never rejects: every failure is recorded on the photo.
      const done = runLimited(work).catch(() => {});
      jobs.current.set(key, { file, controller, done });
    },
    [change, fail, runLimited],
  );

  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      if (listRef.current.length + files.length > MAX_IMAGES_PER_LISTING) {
        tooManyImages();
        return;
      }
      const added = files.map((file) => {
        nextKey += 1;
        return { file, photo: newPhoto(`new-${nextKey}`, file.name, URL.createObjectURL(file)) };
      });
      change((list) => [...list, ...added.map(({ photo }) => photo)]);
      for (const { file, photo } of added) start(photo.key, file);
    },
    [change, start],
  );

  const remove = useCallback(
    (key: string) => {
      const job = jobs.current.get(key);
      job?.controller.abort();
      jobs.current.delete(key);
      const photo = listRef.current.find((candidate) => candidate.key === key);
      if (photo?.isNew) URL.revokeObjectURL(photo.preview);
      change((list) => list.filter((candidate) => candidate.key !== key));
    },
    [change],
  );

  const retry = useCallback(
    (key: string) => {
      const job = jobs.current.get(key);
      if (job) start(key, job.file);
    },
    [start],
  );

  const move = useCallback(
    (key: string, toIndex: number) => change((list) => movePhoto(list, key, toIndex)),
    [change],
  );

  /** Waits for every photo still on its way, then gives their URLs in order, or the first failure. */
  const settle = useCallback(async (): Promise<SettledPhotos> => {
    await Promise.all([...jobs.current.values()].map((job) => job.done));
    const list = listRef.current;
    const failed = list.find((photo) => photo.status === 'failed' || photo.url === null);
    if (failed) return { failed };
    return { urls: list.map((photo) => photo.url!) };
  }, []);

  // Closing the form: stop uploads and free the previews of chosen files.
  useEffect(() => {
    const running = jobs.current;
    return () => {
      for (const job of running.values()) job.controller.abort();
      running.clear();
      for (const photo of listRef.current) if (photo.isNew) URL.revokeObjectURL(photo.preview);
    };
  }, []);

  return { photos, add, remove, retry, move, settle };
}
