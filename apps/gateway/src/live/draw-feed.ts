import type { LiveDrawEvent } from './live-messages';

export type DrawEventListener = (item: LiveDrawEvent) => void;

/** Draw events as they happen, handed to every listener of this gateway replica. */
export interface DrawFeed {
  listen(listener: DrawEventListener): () => void;
}

/**
 * The live draw feed of this replica: the gateway's one event feed
 * (event-feed.ts, every replica reads every event) hands it the draw events
 * through `emit`, and it passes them on to the open pages' listeners.
 */
export function createDrawFeed(): DrawFeed & { emit(item: LiveDrawEvent): void } {
  const listeners = new Set<DrawEventListener>();
  return {
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(item) {
      for (const listener of listeners) listener(item);
    },
  };
}
