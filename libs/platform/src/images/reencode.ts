import sharp from 'sharp';
import { AppError } from '../errors';
import { containsMarkup, imageContentTypes, pngHasTrailingData, sniffImageFormat, type ImageFormat } from './image-bytes';

/** 4096 × 4096: far above any screenshot or 5K background, and decoded in well under a second. */
export const DEFAULT_MAX_IMAGE_PIXELS = 4096 * 4096;

export interface ImageRules {
  /** Formats accepted, by their magic number. */
  formats: readonly ImageFormat[];
  /** Most pixels decoded, over every frame of an animation. */
  maxPixels: number;
  /** What the image is, for messages: "screenshot", "background". */
  what: string;
  /** How strict the decoder is; 'warning' also refuses images that decode with warnings. */
  failOn?: 'error' | 'warning';
}

export interface CleanImage {
  format: ImageFormat;
  contentType: string;
  /** Re-encoded: no metadata, no bytes the decoder did not use. */
  image: Buffer;
  width: number;
  /** One frame's height. */
  height: number;
}

const formatList = (formats: readonly ImageFormat[]) => {
  const names = formats.map((format) => (format === 'webp' ? 'WebP' : format.toUpperCase()));
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names.join('');
};

export const notAnImage = (rules: Pick<ImageRules, 'formats' | 'what'>) =>
  new AppError('BAD_USER_INPUT', `The ${rules.what} must be a ${formatList(rules.formats)} image`);

/**
 * Accepts an uploaded image only if its bytes are one of the allowed formats,
 * carry no markup nor anything after a PNG's end, stay within the pixel cap
 * (read from the header, before anything is decoded) and decode as the format
 * they claim; returns it re-encoded without metadata (EXIF, GPS, comments,
 * text chunks), so what is stored and served is only pixels the decoder made.
 */
export async function reencodeImage(bytes: Buffer, rules: ImageRules): Promise<CleanImage> {
  const format = sniffImageFormat(bytes);
  if (!format || !rules.formats.includes(format)) throw notAnImage(rules);
  if (containsMarkup(bytes) || (format === 'png' && pngHasTrailingData(bytes))) {
    throw new AppError('BAD_USER_INPUT', `The ${rules.what} must be a plain image: this file also contains other content`);
  }
  const options = { limitInputPixels: rules.maxPixels, failOn: rules.failOn ?? 'error' } as const;
  try {
    // The header alone (no pixels decoded yet) gives the size, so the cap holds before any decode.
    const metadata = await sharp(bytes, { failOn: options.failOn, limitInputPixels: false }).metadata();
    // The decoder must agree with the magic number (no format confusion).
    if (metadata.format !== format || !metadata.width || !metadata.height) throw notAnImage(rules);
    const frameHeight = metadata.pageHeight ?? metadata.height;
    const pixels = metadata.width * frameHeight * (metadata.pages ?? 1);
    if (pixels > rules.maxPixels) throw tooManyPixels(rules, metadata.width, frameHeight, metadata.pages ?? 1);
    const animated = format === 'gif' || format === 'webp';
    const decoder = sharp(bytes, { ...options, animated });
    const image = await encodeAs(format === 'jpeg' ? decoder.rotate() : decoder, format).toBuffer();
    return { format, contentType: imageContentTypes[format], image, width: metadata.width, height: frameHeight };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooManyPixels(rules);
    throw new AppError('BAD_USER_INPUT', `The ${rules.what} could not be read as an image`);
  }
}

function tooManyPixels(rules: ImageRules, width?: number, height?: number, frames = 1): AppError {
  const cap = `${(rules.maxPixels / 1_000_000).toFixed(1)} megapixels`;
  const size = width && height ? ` (this one is ${width} × ${height}${frames > 1 ? ` × ${frames} frames` : ''})` : '';
  return new AppError('BAD_USER_INPUT', `The ${rules.what} has too many pixels: at most ${cap}${size}`, { maxPixels: rules.maxPixels });
}

function encodeAs(image: sharp.Sharp, format: ImageFormat): sharp.Sharp {
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
