import { useEffect, useState, type DragEvent } from 'react';
import { carries } from '@/client/features/listings/photos/drag-data';

/**
 * Image files dropped on the photo area: whether files are over it now, and the handlers that
 * take them. While `locked`, nothing is taken.
 */
export function useFileDrop(locked: boolean, onFiles: (files: FileList) => void) {
  const [filesOver, setFilesOver] = useState(false);

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
      onFiles(event.dataTransfer.files);
    },
  };

  return { filesOver, zoneHandlers };
}
