import type { NextFunction, Request } from 'express';

/**
 * Passes an upload's error on only after the request body is consumed, so the
 * client reads the error answer instead of a reset connection.
 */
export function drainThen(req: Request, next: NextFunction, error: unknown): void {
  if (req.readableEnded) {
    next(error);
    return;
  }
  req.resume();
  req.once('end', () => next(error));
  req.once('error', () => next(error));
}
