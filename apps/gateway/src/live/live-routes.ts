import { Router, type Request, type Response } from 'express';
import type { Logger } from '@nova/platform';
import type { DrawFeed } from './draw-feed';
import { messageFor } from './live-messages';

export interface LiveRouteDeps {
  feed: DrawFeed | undefined;
  /** The signed-in user's id, or null for a visitor. */
  viewer(req: Request, res: Response): Promise<string | null>;
  logger: Logger;
  /** Open streams one replica keeps at most; more are told to come back later. */
  maxStreams?: number;
  /** A comment line this often keeps proxies from closing a quiet stream. */
  heartbeatMs?: number;
}

/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 3000;

/**
 * GET /live/draws: server-sent events with each draw's life cycle (sales
 * closed, results, rolled forward, cancelled, tickets sold) as the draws
 * service announces it, so open pages change at once instead of polling.
 * Outside /api on purpose: a stream never ends, unlike every REST answer.
 */
export function liveRoutes(deps: LiveRouteDeps): { router: Router; endAll(): void } {
  const maxStreams = deps.maxStreams ?? 10_000;
  const heartbeatMs = deps.heartbeatMs ?? 25_000;
  const streams = new Set<Response>();
  const router = Router();
  router.get('/draws', (req, res, next) => {
    if (!deps.feed) {
      res.status(503).set('Retry-After', '60').json({ code: 'UNAVAILABLE', message: 'Live updates are not available' });
      return;
    }
    if (streams.size >= maxStreams) {
      res.status(503).set('Retry-After', '30').json({ code: 'UNAVAILABLE', message: 'Too many live connections' });
      return;
    }
    const feed = deps.feed;
    deps
      .viewer(req, res)
      .then((viewerId) => {
        streams.add(res);
        res.status(200).set({
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Accel-Buffering': 'no',
          Connection: 'keep-alive',
        });
        res.flushHeaders();
        res.write(`retry: ${RECONNECT_MS}\nevent: ready\ndata: ${JSON.stringify({ signedIn: viewerId !== null })}\n\n`);
        const stopListening = feed.listen((item) => {
          res.write(`event: draw\ndata: ${JSON.stringify(messageFor(item, viewerId))}\n\n`);
        });
        const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
        req.socket.setTimeout(0);
        res.on('close', () => {
          streams.delete(res);
          clearInterval(heartbeat);
          stopListening();
        });
      })
      .catch(next);
  });
  return {
    router,
    /** Ends every open stream, so the server can stop (browsers reconnect to another replica). */
    endAll() {
      for (const stream of streams) stream.end();
    },
  };
}
