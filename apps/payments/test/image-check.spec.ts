import sharp from 'sharp';
import { AppError } from '@nova/platform';
import { pngBytes } from '@nova/platform/testing';
import { paymentsConfigSchema } from '../src/config';
import { checkScreenshot, containsMarkup, pngHasTrailingData, sniffImageFormat } from '../src/screenshots/image-check';

const limits = { maxPixels: 40_000_000 };

/** The first row red, as the assertions below expect. */
const handMadePng = (extraChunks: Array<[string, Buffer]> = []) => pngBytes({ extraChunks });

const refused = async (bytes: Buffer, within = limits) => {
  const error = await checkScreenshot(bytes, within).then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).message;
};

describe('proof screenshot checks', () => {
  it('knows the four formats by their magic numbers, not by name', async () => {
    const base = sharp({ create: { width: 3, height: 3, channels: 3, background: '#336699' } });
    expect(sniffImageFormat(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffImageFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageFormat(await base.clone().gif().toBuffer())).toBe('gif');
    expect(sniffImageFormat(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('hello'))).toBeNull();
  });

  it('accepts a PNG made from bytes and keeps its pixels', async () => {
    const checked = await checkScreenshot(handMadePng(), limits);
    expect(checked).toMatchObject({ format: 'png', contentType: 'image/png', width: 2, height: 2 });
    const pixels = await sharp(checked.image).raw().toBuffer();
    expect([...pixels.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('strips metadata (text chunks, EXIF) by re-encoding', async () => {
    const withText = handMadePng([['tEXt', Buffer.from('Comment\0taken at home, GPS 4.17N 73.5E', 'latin1')]]);
    expect((await checkScreenshot(withText, limits)).image.includes(Buffer.from('GPS'))).toBe(false);
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#aa0000' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner-name' } } })
      .toBuffer();
    expect(jpeg.includes(Buffer.from('secret-owner-name'))).toBe(true);
    expect((await checkScreenshot(jpeg, limits)).image.includes(Buffer.from('secret-owner-name'))).toBe(false);
  });

  it('refuses text, SVG and HTML whatever they are called', async () => {
    expect(await refused(Buffer.from('not an image at all'))).toBe('The screenshot must be a PNG, JPEG, GIF or WebP image');
    expect(await refused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toMatch(/PNG, JPEG, GIF or WebP/);
    expect(await refused(Buffer.from('<!doctype html><html><body>hi</body></html>'))).toMatch(/PNG, JPEG, GIF or WebP/);
  });

  it('refuses HTML/PNG polyglots: markup after the end or inside a chunk', async () => {
    const appended = Buffer.concat([handMadePng(), Buffer.from('<html><script>alert(1)</script></html>')]);
    expect(pngHasTrailingData(appended)).toBe(true);
    expect(await refused(appended)).toMatch(/plain image/);
    const inChunk = handMadePng([['tEXt', Buffer.from('x\0<script>fetch("/api/user")</script>', 'latin1')]]);
    expect(pngHasTrailingData(inChunk)).toBe(false);
    expect(containsMarkup(inChunk)).toBe(true);
    expect(await refused(inChunk)).toMatch(/plain image/);
  });

  it('refuses a truncated image and a PNG header on something else', async () => {
    const png = handMadePng();
    expect(await refused(png.subarray(0, 40))).toMatch(/plain image|could not be read/);
    expect(await refused(Buffer.concat([png.subarray(0, 8), Buffer.from('garbage garbage garbage')]))).toMatch(/plain image|could not be read/);
  });

  it('gives the same pixel hash to the same picture in different files', async () => {
    const png = handMadePng();
    const resaved = await sharp(png).png({ compressionLevel: 0 }).toBuffer();
    const [a, b] = [await checkScreenshot(png, limits), await checkScreenshot(resaved, limits)];
    expect(a.uploadSha256).not.toBe(b.uploadSha256);
    expect(a.pixelsSha256).toBe(b.pixelsSha256);
  });

  it('refuses a 36-megapixel PNG of a few KB under the default cap, from its header', async () => {
    const { SCREENSHOT_MAX_PIXELS } = paymentsConfigSchema.pick({ SCREENSHOT_MAX_PIXELS: true }).parse({});
    const bomb = pngBytes({ width: 6000, height: 6000, rgb: [0, 0, 0], compressionLevel: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refused(bomb, { maxPixels: SCREENSHOT_MAX_PIXELS })).toBe('The screenshot has too many pixels: at most 16.8 megapixels (this one is 6000 × 6000)');
  });

  it('refuses images with more pixels than allowed', async () => {
    const wide = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#000' } }).png().toBuffer();
    await expect(checkScreenshot(wide, { maxPixels: 10_000 })).rejects.toThrow(/too many pixels/);
  });
});
