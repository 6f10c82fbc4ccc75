/** What an uploaded file's bytes say about it, before any decoder runs. */

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export const imageContentTypes: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

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
