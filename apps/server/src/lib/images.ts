import { createHash } from 'node:crypto';
import { IMAGE_MAX_INPUT_PIXELS, PROFILE_IMAGE_SIZE_PX } from '@courtside/shared/constants';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Buffer, from: number, to: number) =>
  bytes.subarray(from, to).toString('latin1');

/**
 * The image type by the file's first bytes (its magic number), whatever its name or declared
 * type says. Anything else, SVG and HTML included, is not an image we take.
 */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) {
    return 'avif';
  }
  return null;
}

/** Sharp's name for each kind we sniff (its metadata must agree with the magic number). */
const SHARP_FORMAT: Record<ImageKind, string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['heif'],
};

export class ImageRejectedError extends Error {
  override name = 'ImageRejectedError';
  constructor(readonly reason: 'not-an-image' | 'too-many-pixels') {
    super(reason);
  }
}

/** Sharp refuses an image over the pixel limit from its header; anything else it cannot read. */
const rejection = (error: unknown) =>
  new ImageRejectedError(
    /pixel limit/i.test(error instanceof Error ? error.message : '')
      ? 'too-many-pixels'
      : 'not-an-image',
  );

/** At most this many images are decoded at once per process (each can take tens of MB). */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Decodes an uploaded picture and encodes it again as a square WebP of PROFILE_IMAGE_SIZE_PX,
 * centred crop, EXIF orientation applied. Only pixels survive: no metadata (GPS, camera), no
 * trailing bytes of a polyglot. Images of more than IMAGE_MAX_INPUT_PIXELS are refused from
 * their header, before any decoding (decompression bombs).
 */
export async function toProfileWebp(input: Buffer): Promise<{ bytes: Buffer; hash: string }> {
  const kind = sniffImage(input);
  if (!kind) throw new ImageRejectedError('not-an-image');
  return withSlot(async () => {
    // Loaded with the first picture: libvips costs the server about 14 MB resident from the
    // moment it is loaded, and most runs never see an upload (decision 008).
    const { default: sharp } = await import('sharp');
    const options = { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error' as const };
    let format: string | undefined;
    let pixels: number;
    try {
      const meta = await sharp(input, options).metadata();
      format = meta.format;
      pixels = (meta.width ?? 0) * (meta.height ?? 0);
    } catch (error) {
      throw rejection(error);
    }
    if (!format || !SHARP_FORMAT[kind].includes(format)) {
      throw new ImageRejectedError('not-an-image');
    }
    if (pixels > IMAGE_MAX_INPUT_PIXELS) throw new ImageRejectedError('too-many-pixels');
    let bytes: Buffer;
    try {
      bytes = await sharp(input, options)
        .rotate()
        .resize(PROFILE_IMAGE_SIZE_PX, PROFILE_IMAGE_SIZE_PX, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch (error) {
      throw rejection(error);
    }
    return { bytes, hash: createHash('sha256').update(bytes).digest('hex').slice(0, 32) };
  });
}
