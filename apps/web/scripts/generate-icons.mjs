// Draws the app icons (a pickleball on the brand green) as PNGs for the web manifest, with no
// image library: supersampled circles, encoded by hand with node:zlib. Run from apps/web:
//   node scripts/generate-icons.mjs
// public/icons/icon.svg is the same drawing as a vector.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [0x15, 0x80, 0x3d];
const YELLOW = [0xfa, 0xcc, 0x15];
const HOLE = [0xa1, 0x62, 0x07];
// In units of the icon's width; the ball stays inside the 80% safe zone of maskable icons.
const BALL = { cx: 0.5, cy: 0.5, r: 0.32 };
const HOLES = [
  [0.4, 0.39],
  [0.6, 0.39],
  [0.5, 0.51],
  [0.41, 0.62],
  [0.59, 0.62],
].map(([cx, cy]) => ({ cx, cy, r: 0.045 }));
const SAMPLES = 4;

const inside = (c, x, y) => (x - c.cx) ** 2 + (y - c.cy) ** 2 <= c.r ** 2;

function colourAt(x, y) {
  if (!inside(BALL, x, y)) return GREEN;
  return HOLES.some((hole) => inside(hole, x, y)) ? HOLE : YELLOW;
}

function pixels(size) {
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let py = 0; py < size; py += 1) {
    const rowStart = py * (size * 4 + 1);
    rows[rowStart] = 0; // filter: none
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const rgb = colourAt(
            (px + (sx + 0.5) / SAMPLES) / size,
            (py + (sy + 0.5) / SAMPLES) / size,
          );
          for (let i = 0; i < 3; i += 1) sum[i] += rgb[i];
        }
      }
      const at = rowStart + 1 + px * 4;
      for (let i = 0; i < 3; i += 1) rows[at + i] = Math.round(sum[i] / SAMPLES ** 2);
      rows[at + 3] = 255;
    }
  }
  return rows;
}

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

function png(size) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels(size), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
]) {
  writeFileSync(new URL(`../public/icons/${name}`, import.meta.url), png(size));
  console.log(`public/icons/${name} (${size}x${size})`);
}
