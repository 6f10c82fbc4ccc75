/**
 * Registers the generated service worker (vite.config.ts, serviceWorkerOptions) in
 * production builds only: in development Vite serves modules that must never
 * come from a cache. After the page has loaded, so it never slows the first paint.
 * The built index.html adds the app's module after the first frame (build/prerender.ts),
 * which can be after the load event: then the page has already loaded, and it registers now.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (no offline shell); nothing to tell the player.
      console.warn('Service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
