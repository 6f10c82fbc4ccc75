/**
 * Registers the generated service worker (vite.config.ts, serviceWorkerOptions) in
 * production builds only: in development Vite serves modules that must never
 * come from a cache. After the page has loaded, so it never slows the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (no offline shell); nothing to tell the player.
      console.warn('Service worker not registered', error);
    });
  });
}
