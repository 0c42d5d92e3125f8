// What wouter imports as `use-sync-external-store/shim`: React 19 has the hook itself, so the
// shim (written for React 16 and 17) would only add bytes to the first load (vite.config.ts).
export { useSyncExternalStore } from 'react';
