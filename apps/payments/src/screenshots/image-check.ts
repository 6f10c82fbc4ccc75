import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '@nova/platform';

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export const contentTypes: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

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

export const notAnImage = () => new AppError('BAD_USER_INPUT', 'The screenshot must be a PNG, JPEG, GIF or WebP image');

/** The format by the file's first bytes (its magic number), whatever its name or declared type says. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * Markup a browser would act on. Compressed image data practically never
 * holds these byte runs, so their presence means a polyglot (an image that is
 * also a web page or script), which is refused rather than cleaned.
 */
const markupSignatures = ['<script', '<html', '<!doctype', '<svg', '<iframe', '<body', '<object', '<embed', 'javascript:'];

export function containsMarkup(bytes: Buffer): boolean {
  const text = bytes.toString('latin1').toLowerCase();
  return markupSignatures.some((signature) => text.includes(signature));
}

/** Bytes after a PNG's IEND chunk (or a broken chunk structure) mean something rides along. */
export function pngHasTrailingData(bytes: Buffer): boolean {
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.subarray(offset + 4, offset + 8).toString('latin1');
    offset += 12 + length;
    if (type === 'IEND') return offset !== bytes.length;
  }
  return true;
}

/**
 * Accepts a proof screenshot only if its bytes are a real PNG, JPEG, GIF or
 * WebP that decodes, carries no markup and nothing after its end; returns it
 * re-encoded without metadata (EXIF, GPS, comments, text chunks), so what is
 * stored and served is only pixels the decoder produced.
 */
export async function checkScreenshot(bytes: Buffer, limits: { maxPixels: number }): Promise<CheckedImage> {
  const format = sniffImageFormat(bytes);
  if (!format) throw notAnImage();
  if (containsMarkup(bytes) || (format === 'png' && pngHasTrailingData(bytes))) {
    throw new AppError('BAD_USER_INPUT', 'The screenshot must be a plain image: this file also contains other content');
  }
  const animated = format === 'gif' || format === 'webp';
  const options = { limitInputPixels: limits.maxPixels, failOn: 'error' as const };
  try {
    const metadata = await sharp(bytes, options).metadata();
    // The decoder must agree with the magic number (no format confusion).
    if (metadata.format !== format || !metadata.width || !metadata.height) throw notAnImage();
    const encoder = sharp(bytes, { ...options, animated });
    const image = await reencode(format === 'jpeg' ? encoder.rotate() : encoder, format).toBuffer();
    const pixels = await sharp(bytes, options).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixelsSha256 = createHash('sha256').update(`${pixels.info.width}x${pixels.info.height}:`).update(pixels.data).digest('hex');
    return {
      format,
      contentType: contentTypes[format],
      image,
      width: metadata.width,
      height: metadata.pageHeight ?? metadata.height,
      uploadSha256: createHash('sha256').update(bytes).digest('hex'),
      pixelsSha256,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError('BAD_USER_INPUT', 'The screenshot has too many pixels');
    }
    throw new AppError('BAD_USER_INPUT', 'The screenshot could not be read as an image');
  }
}

function reencode(image: sharp.Sharp, format: ImageFormat): sharp.Sharp {
  // sharp writes no metadata unless asked to (withMetadata), so this also strips it.
  switch (format) {
    case 'png':
      return image.png();
    case 'jpeg':
      return image.jpeg({ quality: 90 });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 90 });
  }
}
