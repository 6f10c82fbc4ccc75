import type { RequestHandler } from 'express';
import { IDENTITY_HEADER } from '@nova/contracts';
import { AppError, requireAdminRole, signIdentity } from '@nova/platform';
import { param } from './body';
import { forwardUpload, pick, relayScreenshot } from './deposit-upload';
import { handle } from './handle';
import type { RouteDeps } from './rest-route';

/** The content service's base URL: its image routes sit beside its `…/graphql`. */
const contentBase = (relay: RouteDeps['relay']) => relay.contentUrl.replace(/\/graphql\/?$/, '');

/**
 * The login background image goes to the content service, not through
 * GraphQL: POST /api/admin/upload-background streams the multipart form there
 * (admins; the response carries url).
 */
export function backgroundUpload({ context, relay }: RouteDeps): RequestHandler {
  return handle(async (req, res) => {
    const caller = (await context(req, res)).auth.caller;
    const admin = requireAdminRole(caller, 'superadmin');
    if (!req.is('multipart/form-data') || req.readableEnded) throw new AppError('BAD_USER_INPUT', 'Send the image as multipart/form-data');
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > relay.maxRequestBytes) throw new AppError('PAYLOAD_TOO_LARGE', 'File size must be less than 10MB');
    const headers = { [IDENTITY_HEADER]: signIdentity(admin, relay.secret), ...pick(req.headers, ['content-type', 'content-length', 'transfer-encoding']) };
    const reply = await forwardUpload(req, new URL(`${contentBase(relay)}/backgrounds`), headers, relay.maxRequestBytes);
    res.status(reply.status).json(reply.body);
  });
}

/** GET /api/login-background/image/:id streams the image back to anyone (the sign-in page shows it). */
export function backgroundImage({ relay }: RouteDeps): RequestHandler {
  return handle(async (req, res) => {
    await relayScreenshot(new URL(`${contentBase(relay)}/backgrounds/${encodeURIComponent(param(req, 'id'))}`), {}, res);
  });
}
