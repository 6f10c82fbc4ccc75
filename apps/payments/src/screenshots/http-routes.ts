import { Router, type Request } from 'express';
import { adminRoleAllows, IDENTITY_HEADER } from '@nova/contracts';
import { AppError, checkCallerAccess, drainThen, requirePlayer, verifyIdentity } from '@nova/platform';
import { findDeposit } from '../db/deposits';
import { findScreenshotImage } from '../db/screenshots';
import type { PaymentsDeps } from '../deps';
import { createDeposit } from '../deposits';
import { parseId } from '../inputs';
import { readDepositForm } from './upload-form';

const extensions: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/**
 * The payments service's own HTTP routes for what GraphQL does not carry:
 * the deposit upload and the screenshot download. The gateway forwards both
 * with the signed caller header; nothing here trusts an unsigned caller.
 *
 * - POST /deposits (multipart {amount, paymentMethod, screenshot}) → 201 {id}
 * - GET /deposits/:id/screenshot → the image, to its owner or an admin only
 */
export function screenshotRoutes(deps: PaymentsDeps, secret: string): Router {
  const router = Router();
  // The same second look as GraphQL callers get (checkCallerAccess): a suspended or deleted user is refused.
  const callerOf = async (req: Request) => {
    const signed = verifyIdentity(req.get(IDENTITY_HEADER), secret);
    const caller = signed ? await checkCallerAccess(deps.db, signed) : null;
    return requirePlayer(caller);
  };

  router.post('/deposits', (req, res, next) => {
    void (async () => {
      const caller = await callerOf(req);
      const form = await readDepositForm(req, deps.screenshotLimits.maxBytes);
      const deposit = await createDeposit(deps, caller, form, req.get('idempotency-key') ?? null);
      res.status(201).json({ id: deposit.id });
    })().catch((error: unknown) => drainThen(req, next, error));
  });

  router.get('/deposits/:id/screenshot', (req, res, next) => {
    void (async () => {
      const caller = await callerOf(req);
      const id = parseId(req.params.id, 'Screenshot');
      const deposit = await findDeposit(deps.db, id);
      // Someone else's deposit answers exactly like a missing one.
      const finance = caller.isAdmin && adminRoleAllows(caller.adminRole, ['finance']);
      if (!deposit || (deposit.userId !== caller.userId && !finance)) throw new AppError('NOT_FOUND', 'Screenshot not found');
      const screenshot = await findScreenshotImage(deps.db, id);
      if (!screenshot) throw new AppError('NOT_FOUND', 'Screenshot not found');
      const disposition = req.query.download === '1' ? 'attachment' : 'inline';
      res
        .status(200)
        .set({
          'Content-Type': screenshot.contentType,
          'Content-Length': String(screenshot.image.length),
          'Content-Disposition': `${disposition}; filename="deposit-${id}.${extensions[screenshot.contentType] ?? 'img'}"`,
          'X-Content-Type-Options': 'nosniff',
          // Even if a browser rendered it as a document, nothing could run.
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          'Cache-Control': 'private, no-store',
          'Cross-Origin-Resource-Policy': 'same-origin',
        })
        .end(screenshot.image);
    })().catch(next);
  });

  return router;
}
