import { startEventFeed, type EventFeedSource } from '../event-feed';
import { liveDrawSubjects, type LiveDrawEvent } from './live-messages';

export type DrawEventListener = (item: LiveDrawEvent) => void;

/** Draw events as they happen, handed to every listener of this gateway replica. */
export interface DrawFeed {
  listen(listener: DrawEventListener): () => void;
  close(): Promise<void>;
}

export type DrawFeedSource = EventFeedSource;

/**
 * Starts the feed (event-feed.ts: every replica reads every draw event), or
 * returns undefined when there is no bus to read (then clients fall back to
 * refreshing on their own).
 */
export async function startDrawFeed(source: DrawFeedSource): Promise<DrawFeed | undefined> {
  const listeners = new Set<DrawEventListener>();
  const feed = await startEventFeed(liveDrawSubjects, source, (item) => {
    for (const listener of listeners) listener(item);
  });
  if (!feed) return undefined;
  return {
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: () => feed.close(),
  };
}
