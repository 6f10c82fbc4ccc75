import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Passes a rejected promise to the error middleware (the REST error mapper). */
export function handle(route: (req: Request, res: Response) => Promise<void>): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    route(req, res).catch(next);
  };
}
