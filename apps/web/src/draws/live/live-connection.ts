import { parseLiveMessage, type LiveMessage } from './live-draw-state';

/** What the header's live badge says: only "live" while the stream is really open. */
export type LiveConnection = 'connecting' | 'live' | 'offline' | 'unavailable';

export const LIVE_STREAM_URL = '/live/draws';
/** After the server refused the stream (no bus behind it), ask again this much later. */
const RETRY_REFUSED_MS = 30_000;

interface Handlers {
  onMessage(message: LiveMessage): void;
  onConnection(state: LiveConnection): void;
  /** The stream (re)opened: events may have been missed while it was down. */
  onReady(reconnected: boolean): void;
}

/**
 * Keeps one EventSource to the gateway open while the page is: the browser
 * reconnects a dropped stream by itself; a refused one is retried later; the
 * browser's offline/online events are reported at once.
 */
export function openLiveStream(handlers: Handlers): () => void {
  let source: EventSource | null = null;
  let retry: number | undefined;
  let opened = false;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    source?.close();
    handlers.onConnection(navigator.onLine ? 'connecting' : 'offline');
    const current = new EventSource(LIVE_STREAM_URL, { withCredentials: true });
    source = current;
    current.addEventListener('ready', () => {
      handlers.onConnection('live');
      handlers.onReady(opened);
      opened = true;
    });
    current.addEventListener('draw', (event) => {
      const message = parseLiveMessage((event as MessageEvent<string>).data);
      if (message) handlers.onMessage(message);
    });
    current.onerror = () => {
      if (!navigator.onLine) handlers.onConnection('offline');
      else if (current.readyState === EventSource.CLOSED) {
        handlers.onConnection('unavailable');
        window.clearTimeout(retry);
        retry = window.setTimeout(connect, RETRY_REFUSED_MS);
      } else handlers.onConnection('connecting');
    };
  };
  const goneOffline = () => handlers.onConnection('offline');
  const backOnline = () => connect();
  window.addEventListener('offline', goneOffline);
  window.addEventListener('online', backOnline);
  connect();
  return () => {
    stopped = true;
    window.clearTimeout(retry);
    window.removeEventListener('offline', goneOffline);
    window.removeEventListener('online', backOnline);
    source?.close();
  };
}
