/**
 * From the inline boot script of a built app (build/prerender.ts): the other player pages'
 * files, and the function that adds a link for one of the app's files (its `as` and CORS mode).
 */
type BootWindow = Window & { novaPlayerFiles?: string[]; novaLink?: (rel: string, href: string) => void };

/** No new request for this long: what the first screen asked for has arrived. */
export const NETWORK_QUIET_MS = 2000;

/**
 * Runs `callback` once the page has fetched nothing new for NETWORK_QUIET_MS and the
 * browser is idle: an idle moment alone comes while the first screen still waits for
 * its own files and answers, and what is fetched then competes with them.
 * Returns a function that cancels it.
 */
export function whenNetworkQuiet(callback: () => void, quietMs = NETWORK_QUIET_MS): () => void {
  let timer = 0;
  let idleHandle = 0;
  const idle = () => {
    observer?.disconnect();
    if (typeof window.requestIdleCallback === 'function') idleHandle = window.requestIdleCallback(callback, { timeout: 10_000 });
    else callback();
  };
  const restart = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(idle, quietMs);
  };
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(restart) : null;
  observer?.observe({ type: 'resource' });
  restart();
  return () => {
    observer?.disconnect();
    window.clearTimeout(timer);
    if (idleHandle && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
  };
}

/**
 * Fetches the built app's other player pages without running them (`prefetch`): the
 * service worker keeps each file it serves, so they open at once, and offline, later.
 * False when the boot script named none (development): the caller imports them instead.
 */
export function prefetchPlayerFiles(): boolean {
  const { novaPlayerFiles: files, novaLink: addLink } = window as BootWindow;
  if (!Array.isArray(files) || files.length === 0 || typeof addLink !== 'function') return false;
  for (const href of files) addLink('prefetch', href);
  return true;
}
