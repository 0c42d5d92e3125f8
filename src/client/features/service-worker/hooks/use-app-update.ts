import { useEffect, useState } from 'react';

/** Browsers look for a new worker on navigations; a tab left open all day asks every hour too. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export type AppUpdate = {
  /** A new version is installed and waits for the person's go-ahead. */
  available: boolean;
  /** Activates the waiting version; the page reloads once it has taken over. */
  reload: () => void;
};

/**
 * Registers the service worker (production builds only) once the page has loaded, from a chunk
 * of its own, so neither the worker's install nor its code competes with the first load
 * (docs/decisions/038-service-worker.md).
 */
export function useAppUpdate(): AppUpdate {
  const [available, setAvailable] = useState(false);
  const [activate, setActivate] = useState<(() => Promise<void>) | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const register = async () => {
      const { registerSW } = await import('virtual:pwa-register');
      if (cancelled) return;
      const update = registerSW({
        onNeedRefresh: () => setAvailable(true),
        onRegisteredSW: (_url, registration) => {
          if (registration && !cancelled) {
            timer = setInterval(() => void registration.update(), UPDATE_CHECK_MS);
          }
        },
      });
      setActivate(() => update);
    };
    const start = () => void register();
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      clearInterval(timer);
    };
  }, []);

  const reload = () => {
    // registerSW reloads by itself only when a worker already controlled the page when it
    // registered; on a tab opened on the first visit, the new version would take over unseen.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    void activate?.();
  };
  return { available, reload };
}
