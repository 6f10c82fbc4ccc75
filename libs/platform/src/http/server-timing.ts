import type { Request, RequestHandler, Response } from 'express';
import { formatServerTiming, SERVER_TIMING_HEADER, StageTimings, TIMING_REQUEST_HEADER, withTimings, withTotal } from '../timing/stage-timings';

/**
 * Times the requests it lets through and answers their stages in a
 * `Server-Timing` header (written just before the head goes out, with a
 * `total` stage): every `timed` stage the request runs, in this process or
 * come back from its callees. `when` decides which requests are timed: the
 * gateway times every request when SERVER_TIMING is on, a subgraph only the
 * requests its caller asks to be timed (the `nova-timing` header, sent only
 * by a gateway that is timing). Untimed requests pay nothing.
 */
export function serverTiming(when: (req: Request) => boolean): RequestHandler {
  return (req, res, next) => {
    if (!when(req)) return next();
    const timings = new StageTimings();
    writeTimingsWithHead(res, timings);
    withTimings(timings, next);
  };
}

/** A subgraph times a request when its caller asks (the gateway sends the header only while it is timing). */
export const timingAsked = (req: Request): boolean => req.get(TIMING_REQUEST_HEADER) === '1';

function writeTimingsWithHead(res: Response, timings: StageTimings): void {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithTimings(this: Response, ...args: Parameters<Response['writeHead']>) {
    if (!this.headersSent) {
      this.setHeader(SERVER_TIMING_HEADER, formatServerTiming(withTotal(timings)));
    }
    return writeHead.apply(this, args) as Response;
  } as Response['writeHead'];
}
