import { Router, type Request } from 'express';
import { IDENTITY_HEADER, type CallerIdentity } from '@nova/contracts';
import { AppError, signIdentity } from '@nova/platform';
import { param } from './body';
import { forwardUpload, pick, relayScreenshot } from './deposit-upload';
import { handle } from './handle';
import type { ContextFactory } from './run-operation';

export interface BackgroundForwarding {
  /** The content subgraph's URL (`…/graphql`); its image routes sit beside it. */
  contentUrl: string;
  secret: string;
  maxRequestBytes: number;
}

/**
 * The login background image goes to the content service, not through GraphQL:
 * POST /api/admin/upload-background streams the multipart form there (admins;
 * the response carries url), GET /api/login-background/image/:id streams the
 * image back to anyone (the sign-in page shows it).
 */
export function backgroundUploadRoutes(context: ContextFactory, forwarding: BackgroundForwarding): Router {
  const router = Router();
  const serviceBase = forwarding.contentUrl.replace(/\/graphql\/?$/, '');
  const signed = (caller: CallerIdentity) => ({ [IDENTITY_HEADER]: signIdentity(caller, forwarding.secret) });

  router.post(
    '/admin/upload-background',
    handle(async (req: Request, res) => {
      const caller = (await context(req, res)).auth.caller;
      if (!caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
      if (!caller.isAdmin) throw new AppError('FORBIDDEN', 'Admin privileges required');
      if (!req.is('multipart/form-data') || req.readableEnded) throw new AppError('BAD_USER_INPUT', 'Send the image as multipart/form-data');
      const declared = Number(req.get('content-length'));
      if (Number.isFinite(declared) && declared > forwarding.maxRequestBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'File size must be less than 10MB');
      const headers = { ...signed(caller), ...pick(req.headers, ['content-type', 'content-length', 'transfer-encoding']) };
      const reply = await forwardUpload(req, new URL(`${serviceBase}/backgrounds`), headers, forwarding.maxRequestBytes);
      res.status(reply.status).json(reply.body);
    }),
  );

  router.get(
    '/login-background/image/:id',
    handle(async (req, res) => {
      await relayScreenshot(new URL(`${serviceBase}/backgrounds/${encodeURIComponent(param(req, 'id'))}`), {}, res);
    }),
  );
  return router;
}
