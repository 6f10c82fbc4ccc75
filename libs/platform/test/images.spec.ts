import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { AppError } from '../src/errors';
import { DEFAULT_MAX_IMAGE_PIXELS, reencodeImage, type ImageRules } from '../src/images';

const rules: ImageRules = { formats: ['png', 'jpeg', 'gif'], maxPixels: DEFAULT_MAX_IMAGE_PIXELS, what: 'background' };

/** A black truecolour PNG of any size, made from bytes: a tiny file for many pixels. */
function blackPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const raw = Buffer.alloc((width * 3 + 1) * height); // filter byte 0, every pixel black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as AppError);

describe('uploaded image re-encoding', () => {
  it('refuses a 36-megapixel PNG of a few KB from its header, with a 400 that says the cap and the size', async () => {
    const bomb = blackPng(6000, 6000);
    expect(bomb.length).toBeLessThan(200_000);
    const error = await refusal(reencodeImage(bomb, rules));
    expect(error).toBeInstanceOf(AppError);
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('The background has too many pixels: at most 16.8 megapixels (this one is 6000 × 6000)');
  });

  it('counts every frame of an animation against the cap', async () => {
    const frames = 5;
    const frame = (colour: string) => sharp({ create: { width: 100, height: 100, channels: 3, background: colour } }).png().toBuffer();
    const pictures = await Promise.all(['#204060', '#602040', '#406020', '#000000', '#ffffff'].map(frame));
    const multiFrame = await sharp(pictures, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(multiFrame).metadata()).pages).toBe(frames);
    expect((await reencodeImage(multiFrame, { ...rules, maxPixels: 100 * 100 * frames })).height).toBe(100);
    const error = await refusal(reencodeImage(multiFrame, { ...rules, maxPixels: 100 * 100 * (frames - 1) }));
    expect(error?.message).toMatch(/too many pixels.*100 × 100 × 5 frames/);
  });

  it('re-encodes without metadata or trailing bytes, and keeps the pixels', async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#aa0000' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'owner-name-in-exif' } } })
      .toBuffer();
    const clean = await reencodeImage(jpeg, rules);
    expect(clean).toMatchObject({ format: 'jpeg', contentType: 'image/jpeg', width: 8, height: 8 });
    expect(jpeg.includes(Buffer.from('owner-name-in-exif'))).toBe(true);
    expect(clean.image.includes(Buffer.from('owner-name-in-exif'))).toBe(false);
    const pixel = await sharp(clean.image).raw().toBuffer();
    expect(pixel[0]).toBeGreaterThan(150);
  });

  it('refuses formats outside the allowed list by their bytes', async () => {
    const webp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).webp().toBuffer();
    expect((await refusal(reencodeImage(webp, rules)))?.message).toBe('The background must be a PNG, JPEG or GIF image');
  });
});
