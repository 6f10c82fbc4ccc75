import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { reencodeImage, type ImageFormat } from '@nova/platform/images';

export { containsMarkup, pngHasTrailingData, sniffImageFormat, type ImageFormat } from '@nova/platform/images';

export interface CheckedImage {
  format: ImageFormat;
  contentType: string;
  /** Re-encoded: no metadata, no bytes the decoder did not use. */
  image: Buffer;
  width: number;
  height: number;
  /** sha256 of the file as uploaded: the same file used twice. */
  uploadSha256: string;
  /** sha256 of the decoded pixels and size: the same picture in another file. */
  pixelsSha256: string;
}

const SCREENSHOT_RULES = { formats: ['png', 'jpeg', 'gif', 'webp'], what: 'screenshot' } as const;

/**
 * Accepts a proof screenshot only if it is a real PNG, JPEG, GIF or WebP
 * within the pixel cap (see @nova/platform/images), re-encoded without
 * metadata; adds the fingerprints that spot the same proof used twice.
 */
export async function checkScreenshot(bytes: Buffer, limits: { maxPixels: number }): Promise<CheckedImage> {
  const clean = await reencodeImage(bytes, { ...SCREENSHOT_RULES, maxPixels: limits.maxPixels });
  // Already decoded once within the cap, so this decode is bounded too.
  const pixels = await sharp(bytes, { limitInputPixels: limits.maxPixels }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixelsSha256 = createHash('sha256').update(`${pixels.info.width}x${pixels.info.height}:`).update(pixels.data).digest('hex');
  return { ...clean, uploadSha256: createHash('sha256').update(bytes).digest('hex'), pixelsSha256 };
}
