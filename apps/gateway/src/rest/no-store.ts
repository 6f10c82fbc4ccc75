import type { RequestHandler } from 'express';
import { readSessionId } from '../session-cookie';
import { routeFor } from './route-table';

/**
 * `Cache-Control: no-store` on every /api answer that may depend on the
 * session: any change, any route for players or admins, and any request that
 * carries a session cookie. Only a visitor's read of a public route stays
 * cacheable; a route may still set its own Cache-Control after this.
 */
export const noStoreForSessions: RequestHandler = (req, res, next) => {
  const rule = routeFor(req.method, `${req.baseUrl}${req.path}`);
  const publicRead = req.method === 'GET' && rule?.access === 'public' && !readSessionId(req);
  if (!publicRead) res.setHeader('Cache-Control', 'no-store');
  next();
};
