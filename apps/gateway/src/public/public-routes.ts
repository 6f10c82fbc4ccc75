import type { ApolloServer } from '@apollo/server';
import { Router, type Request, type Response } from 'express';
import type { Logger } from '@nova/platform';
import type { GatewayContext } from '../context';
import { listResults, publicRunner, receiptKeys, resultDetail } from './results-data';
import { atomFeed, jsonFeed, rssFeed } from './results-feeds';

/** Where the receipt-signing public keys are published (also on the Verify page). */
export const RECEIPT_KEYS_PATH = '/.well-known/nova-jackpot/receipt-keys.json';
const FEED_SIZE = 50;
const DRAW_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Public, signed-out reads outside /api: the results feeds, one draw's data
 * for the verifier (/results/<id>.json), and the receipt keys. Anyone may
 * fetch them from any origin (CORS *): they hold only public data.
 */
export function publicRoutes(deps: { server: ApolloServer<GatewayContext>; logger: Logger }): Router {
  const run = publicRunner(deps.server);
  const router = Router();
  const origin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const send = (res: Response, type: string, body: string) => {
    res.set({ 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=30' }).send(body);
  };
  const failed = (res: Response, error: unknown) => {
    deps.logger.error({ err: error }, 'public results read failed');
    res.status(503).json({ code: 'UNAVAILABLE', message: 'Results are unavailable right now; try again shortly' });
  };

  router.get(RECEIPT_KEYS_PATH, async (_req, res) => {
    try {
      send(res, 'application/json', JSON.stringify(await receiptKeys(run)));
    } catch (error) {
      failed(res, error);
    }
  });
  const feeds: Array<[string, string, typeof jsonFeed]> = [
    ['/results/feed.json', 'application/feed+json', jsonFeed],
    ['/results/feed.atom', 'application/atom+xml; charset=utf-8', atomFeed],
    ['/results/feed.rss', 'application/rss+xml; charset=utf-8', rssFeed],
  ];
  for (const [path, type, render] of feeds) {
    router.get(path, async (req, res) => {
      try {
        const { results } = await listResults(run, 1, FEED_SIZE);
        send(res, type, render(origin(req), results));
      } catch (error) {
        failed(res, error);
      }
    });
  }
  // One draw's full public record; /results/<id> without .json is the web page.
  router.get('/results/:file', async (req, res, next) => {
    const file = String(req.params.file);
    if (!file.endsWith('.json')) return next();
    const drawId = file.slice(0, -'.json'.length);
    if (!DRAW_ID.test(drawId)) return void res.status(404).json({ code: 'NOT_FOUND', message: 'Draw not found' });
    try {
      const detail = await resultDetail(run, drawId);
      if (!detail) return void res.status(404).set('access-control-allow-origin', '*').json({ code: 'NOT_FOUND', message: 'No completed draw with this id' });
      send(res, 'application/json', JSON.stringify(detail));
    } catch (error) {
      failed(res, error);
    }
  });
  return router;
}
