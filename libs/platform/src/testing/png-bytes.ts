import { deflateSync } from 'node:zlib';

/**
 * A real PNG built from bytes (signature, IHDR, extra chunks, IDAT, IEND),
 * every pixel of one colour. `compressionLevel` changes the file's bytes but
 * not its pixels: the same picture in another file.
 */
export function pngBytes(options: {
  width?: number;
  height?: number;
  rgb?: [number, number, number];
  compressionLevel?: number;
  extraChunks?: Array<[string, Buffer]>;
} = {}): Buffer {
  const { width = 2, height = 2, rgb = [255, 0, 0], compressionLevel = 6, extraChunks = [] } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: width }, () => Buffer.from(rgb)))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...extraChunks.map(([type, data]) => chunk(type, data)),
    chunk('IDAT', deflateSync(pixels, { level: compressionLevel })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([length, body, crc32(body)]);
}

function crc32(bytes: Buffer): Buffer {
  let value = 0xffffffff;
  for (const byte of bytes) {
    value ^= byte;
    for (let bit = 0; bit < 8; bit += 1) value = value & 1 ? (value >>> 1) ^ 0xedb88320 : value >>> 1;
  }
  const out = Buffer.alloc(4);
  out.writeUInt32BE((value ^ 0xffffffff) >>> 0);
  return out;
}
