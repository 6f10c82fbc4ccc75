// Draws the PNG app icons (the same orbit-and-star mark as public/icons/icon.svg)
// with no image library: supersampled shapes, written as PNG through zlib.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0;
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a, b, t) => a.map((value, i) => value + (b[i] - value) * t);
const hex = (value) => [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16));
const SKY = [hex('#3b2a8f'), hex('#15183a'), hex('#07081a')];
const RING_A = hex('#7cf3ff');
const RING_B = hex('#a98bff');
const GOLD = [hex('#fffbe8'), hex('#ffd76a'), hex('#f5a524')];

/** Colour of the mark at a point of the 512-unit design square, or null outside the tile. */
function shade(x, y, { rounded }) {
  if (rounded) {
    const r = 112;
    const cx = Math.min(Math.max(x, r), 512 - r);
    const cy = Math.min(Math.max(y, r), 512 - r);
    if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  }
  const skyT = Math.min(Math.hypot(x - 256, y - 195) / 384, 1);
  let color = skyT < 0.55 ? mix(SKY[0], SKY[1], skyT / 0.55) : mix(SKY[1], SKY[2], (skyT - 0.55) / 0.45);
  for (const [sx, sy, sr] of [[118, 120, 5], [402, 96, 4], [420, 402, 5], [92, 388, 3.5]]) {
    if (Math.hypot(x - sx, y - sy) <= sr) color = mix(color, [255, 255, 255], 0.75);
  }
  // Orbit ring: an ellipse rotated -24 degrees, stroke 22.
  const angle = (24 * Math.PI) / 180;
  const dx = x - 256;
  const dy = y - 256;
  const u = dx * Math.cos(angle) - dy * Math.sin(angle);
  const v = dx * Math.sin(angle) + dy * Math.cos(angle);
  const ellipse = Math.hypot(u / 196, v / 78);
  const gradient = Math.hypot(u / 196 * 78, v) / 78;
  if (Math.abs(ellipse - 1) * Math.min(196, 78) * 1.6 / Math.max(gradient, 0.5) < 11) {
    color = mix(RING_A, RING_B, (x + y) / 1024);
  }
  // Four-point star: |dx|^p + |dy|^p <= R^p with p < 1 gives concave sides.
  const p = 0.62;
  const starValue = (Math.abs(dx) / 160) ** p + (Math.abs(dy) / 160) ** p;
  if (starValue <= 1) {
    const t = Math.min(Math.hypot(dx, dy) / 160, 1);
    color = t < 0.6 ? mix(GOLD[0], GOLD[1], t / 0.6) : mix(GOLD[1], GOLD[2], (t - 0.6) / 0.4);
  }
  if (Math.hypot(dx, dy) <= 26) color = GOLD[0];
  return color;
}

function render(size, { rounded, padding }) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  const scale = 512 / (size * (1 - 2 * padding));
  const offset = padding * size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let r = 0; let g = 0; let b = 0; let a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples - offset) * scale;
          const y = (py + (sy + 0.5) / samples - offset) * scale;
          const inside = x >= 0 && y >= 0 && x <= 512 && y <= 512;
          const color = inside ? shade(x, y, { rounded }) : padding > 0 ? SKY[2] : null;
          if (color) { r += color[0]; g += color[1]; b += color[2]; a += 1; }
        }
      }
      const i = (py * size + px) * 4;
      const n = samples * samples;
      rgba[i] = a ? Math.round(r / a) : 0;
      rgba[i + 1] = a ? Math.round(g / a) : 0;
      rgba[i + 2] = a ? Math.round(b / a) : 0;
      rgba[i + 3] = Math.round((a / n) * 255);
    }
  }
  return png(size, rgba);
}

writeFileSync(`${outDir}icon-192.png`, render(192, { rounded: true, padding: 0 }));
writeFileSync(`${outDir}icon-512.png`, render(512, { rounded: true, padding: 0 }));
// Maskable: full-bleed background with the mark inside the 80% safe zone.
writeFileSync(`${outDir}icon-maskable-512.png`, render(512, { rounded: false, padding: 0.1 }));
writeFileSync(`${outDir}apple-touch-icon.png`, render(180, { rounded: false, padding: 0 }));
console.log('icons written to', outDir);
