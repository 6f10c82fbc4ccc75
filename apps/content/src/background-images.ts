import { randomUUID } from 'node:crypto';
import Busboy from 'busboy';
import sharp from 'sharp';
import { Router, type NextFunction, type Request } from 'express';
import { IDENTITY_HEADER } from '@nova/contracts';
import { AppError, verifyIdentity } from '@nova/platform';
import { auditOwn } from './audit';
import type { ContentDeps } from './deps';
import { parseId } from './inputs';

/**
 * The login background image (spec §5: PNG, JPG or GIF under 10 MB). The
 * format is decided by the file's first bytes, never by its name or declared
 * type; the image is kept in PostgreSQL and served with nosniff.
 * (The same magic numbers as the payments screenshot check, kept here so the
 * services share no code but the libs.)
 *
 * - POST /backgrounds (multipart, one file field "image" or "background"; admins) → 201 {id, url}
 * - GET /backgrounds/:id → the image, to anyone (the sign-in page shows it)
 */
export function sniffBackgroundType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/gif' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  return head === 'GIF87a' || head === 'GIF89a' ? 'image/gif' : null;
}

/**
 * The whole image must decode as the format its first bytes claim: a PNG
 * signature in front of markup or random bytes is not an image.
 */
export async function decodesAs(bytes: Buffer, contentType: 'image/png' | 'image/jpeg' | 'image/gif'): Promise<boolean> {
  try {
    const image = sharp(bytes, { failOn: 'warning', limitInputPixels: 40_000_000 });
    const { format } = await image.metadata();
    if (`image/${format ?? ''}` !== contentType) return false;
    await image.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

export const backgroundUrl = (id: string) => `/api/login-background/image/${id}`;

function readImage(req: Request, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({ headers: req.headers, limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
    } catch {
      reject(new AppError('BAD_USER_INPUT', 'Send the image as multipart/form-data'));
      return;
    }
    const chunks: Buffer[] = [];
    let tooLarge = false;
    busboy.on('file', (_name, stream) => {
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    busboy.on('error', () => reject(new AppError('BAD_USER_INPUT', 'The upload is not a valid multipart form')));
    busboy.on('close', () => {
      if (tooLarge) reject(new AppError('PAYLOAD_TOO_LARGE', 'File size must be less than 10MB'));
      else resolve(Buffer.concat(chunks));
    });
    req.pipe(busboy);
  });
}

export function backgroundRoutes(deps: ContentDeps, secret: string, maxBytes: number): Router {
  const router = Router();

  router.post('/backgrounds', (req, res, next) => {
    void (async () => {
      const caller = verifyIdentity(req.get(IDENTITY_HEADER), secret);
      if (!caller) throw new AppError('UNAUTHENTICATED', 'Please sign in');
      if (!caller.isAdmin) throw new AppError('FORBIDDEN', 'Admin privileges required');
      const image = await readImage(req, maxBytes);
      if (image.length === 0) throw new AppError('BAD_USER_INPUT', 'Please choose an image');
      const contentType = sniffBackgroundType(image);
      if (!contentType || !(await decodesAs(image, contentType))) throw new AppError('BAD_USER_INPUT', 'The background must be a PNG, JPG or GIF image');
      const id = randomUUID();
      await deps.db.transaction(async (tx) => {
        await tx.query('INSERT INTO background_images (id, content_type, image, uploaded_by) VALUES ($1, $2, $3, $4)', [id, contentType, image, caller.userId]);
        await auditOwn(tx, caller, 'settings.uploadBackground', 'background_image', id, null, { contentType, bytes: image.length });
      });
      res.status(201).json({ id, url: backgroundUrl(id) });
    })().catch((error: unknown) => drainThen(req, next, error));
  });

  router.get('/backgrounds/:id', (req, res, next) => {
    void (async () => {
      const id = parseId(req.params.id, 'Image');
      const { rows } = await deps.db.query<{ content_type: string; image: Buffer }>('SELECT content_type, image FROM background_images WHERE id = $1', [id]);
      const row = rows[0];
      if (!row) throw new AppError('NOT_FOUND', 'Image not found');
      res
        .status(200)
        .set({
          'Content-Type': row.content_type,
          'Content-Length': String(row.image.length),
          // Shown inline on the sign-in page; opened on its own it is a file, never a page.
          'Content-Disposition': `inline; filename="background-${id}"`,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cache-Control': 'public, max-age=300',
        })
        .end(row.image);
    })().catch(next);
  });

  return router;
}

/** Answer only after the request body is consumed, so the client reads the error instead of a reset. */
function drainThen(req: Request, next: NextFunction, error: unknown): void {
  if (req.readableEnded) {
    next(error);
    return;
  }
  req.resume();
  req.once('end', () => next(error));
  req.once('error', () => next(error));
}
