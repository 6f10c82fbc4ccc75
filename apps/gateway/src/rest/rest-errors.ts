import type { ErrorRequestHandler, RequestHandler } from 'express';
import { restError, retryAfterSeconds, type Logger } from '@nova/platform';

/** Unknown `/api` paths get the same `{message, code}` shape as every error. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found', code: 'NOT_FOUND' });
};

export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    const { status, body } = restError(error);
    if (status >= 500) logger.error({ err: error }, 'REST request failed');
    const retryAfter = status === 429 ? retryAfterSeconds(error) : undefined;
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(status).json(body);
  };
}
