import { randomUUID } from 'node:crypto';
import Busboy from 'busboy';
import { Router, type Request } from 'express';
import { IDENTITY_HEADER } from '@nova/contracts';
import { AppError, drainThen, requireAdminRole, verifyIdentity } from '@nova/platform';
import { DEFAULT_MAX_IMAGE_PIXELS, reencodeImage, type ImageRules } from '@nova/platform/images';
import { auditOwn } from './audit';
import type { ContentDeps } from './deps';
import { parseId } from './inputs';

/**
 * The login background image (PNG, JPG or GIF under 10 MB). Like deposit
 * screenshots it goes through @nova/platform/images: the format is decided by
 * the file's first bytes, never by its name or declared type; polyglots and
 * images over the pixel cap are refused; what is kept (in PostgreSQL) and
 * published is the re-encoded picture, without metadata or trailing bytes,
 * served with nosniff.
 *
 * - POST /backgrounds (multipart, one file field "image" or "background"; admins) → 201 {id, url}
 * - GET /backgrounds/:id → the image, to anyone (the sign-in page shows it)
 */
const BACKGROUND_RULES: ImageRules = {
  formats: ['png', 'jpeg', 'gif'],
  maxPixels: DEFAULT_MAX_IMAGE_PIXELS,
  what: 'background',
  // A signature in front of other bytes, or an image cut short, is refused.
  failOn: 'warning',
};

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
      const admin = requireAdminRole(caller, 'superadmin');
      const upload = await readImage(req, maxBytes);
      if (upload.length === 0) throw new AppError('BAD_USER_INPUT', 'Please choose an image');
      const { contentType, image } = await reencodeImage(upload, BACKGROUND_RULES);
      const id = randomUUID();
      await deps.db.transaction(async (tx) => {
        await tx.query('INSERT INTO background_images (id, content_type, image, uploaded_by) VALUES ($1, $2, $3, $4)', [id, contentType, image, admin.userId]);
        await auditOwn(tx, admin, 'settings.uploadBackground', 'background_image', id, null, { contentType, bytes: image.length });
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
