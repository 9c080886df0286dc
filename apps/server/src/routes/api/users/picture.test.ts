import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { userImages } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import {
  createAccount,
  multipartFile,
  pngOf,
  uploadAs,
  type Account,
} from '../../../test/profiles';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
let me: Account;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  me = await createAccount(t.app);
});
afterAll(() => t.close());

type Uploaded = { data: { profileImage: string; user: { profileImage: string } }; message: string };
const upload = (body: ReturnType<typeof multipartFile>, who: Account = me) =>
  uploadAs(t.app, who.token, who.id, body);
/** Pictures are answered as absolute URLs on PUBLIC_URL (issue 23.2): fetched by their path. */
const fetchPicture = (url: string) =>
  t.app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname });

/** CRC-32 of PNG chunks (ISO 3309). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid 1-bit PNG of 20,000 x 20,000 black pixels: about 50 kB that decode to 400 MP. */
function pixelFlood(): Buffer {
  const side = 20_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc(side * (1 + side / 8));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('POST /api/users/{id}/profile-picture', () => {
  it('takes a PNG named .txt as a PNG, stores a 512 px square WebP and serves it cached by hash', async () => {
    const response = await upload(
      multipartFile(await pngOf(800, 400), { filename: 'notes.txt', contentType: 'text/plain' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<Uploaded>();
    expect(body.message).toBe('Profile picture updated successfully!');
    expect(body.data.profileImage).toMatch(
      new RegExp(`^https?://[^/]+/api/users/${me.id}/profile-picture/[0-9a-f]{32}\\.webp$`),
    );
    expect(body.data.user.profileImage).toBe(body.data.profileImage);
    const served = await fetchPicture(body.data.profileImage);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    // Anyone may load it (an <img> sends no token); the profile shows it.
    const profile = await callAs(t.app, me.token)('GET', '/api/auth/profile');
    expect(profile.json<{ data: { profileImage: string } }>().data.profileImage).toBe(
      body.data.profileImage,
    );
  });

  it('refuses an HTML page named .png, and an SVG, by their content', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const bytes of [html, svg]) {
      const response = await upload(multipartFile(bytes, { filename: 'avatar.png' }));
      expect(response.statusCode).toBe(415);
      expect(response.json<{ message: string }>().message).toBe(PROFILE_MESSAGES.imageType);
    }
    // A PNG signature in front of garbage is no image either.
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      html,
    ]);
    expect((await upload(multipartFile(fake))).statusCode).toBe(415);
  });

  it('refuses 6 MB with 413 and the spec message', async () => {
    const big = Buffer.concat([await pngOf(8, 8), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const response = await upload(multipartFile(big));
    expect(response.statusCode).toBe(413);
    expect(response.json<{ message: string }>().message).toBe('Image size must be less than 5MB');
  });

  it('refuses a 20,000 x 20,000 pixel flood before decoding it', async () => {
    const flood = pixelFlood();
    expect(flood.length).toBeLessThan(200_000);
    const response = await upload(multipartFile(flood));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(PROFILE_MESSAGES.imageTooManyPixels);
  });

  it('strips metadata: the GPS position of a phone photo is gone', async () => {
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: '#e76f51' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '30/1 16/1 2/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '97/1 44/1 35/1',
        },
      })
      .toBuffer();
    const original = await sharp(photo).metadata();
    expect(original.exif?.includes(Buffer.from('PhoneCo'))).toBe(true);
    const response = await upload(
      multipartFile(photo, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const served = await fetchPicture(response.json<Uploaded>().data.profileImage);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('keeps one picture per user: the old URL is gone after a new upload or a removal', async () => {
    const who = await createAccount(t.app);
    const first = (
      await upload(multipartFile(await pngOf(64, 64, '#111111')), who)
    ).json<Uploaded>();
    const second = (
      await upload(multipartFile(await pngOf(64, 64, '#eeeeee')), who)
    ).json<Uploaded>();
    expect(second.data.profileImage).not.toBe(first.data.profileImage);
    expect((await fetchPicture(first.data.profileImage)).statusCode).toBe(404);
    expect((await fetchPicture(second.data.profileImage)).statusCode).toBe(200);
    const removed = await callAs(t.app, who.token)(
      'DELETE',
      `/api/users/${who.id}/profile-picture`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ data: { profileImage: null } }>().data.profileImage).toBeNull();
    expect((await fetchPicture(second.data.profileImage)).statusCode).toBe(404);
    expect(await t.app.db.select().from(userImages).where(eq(userImages.userId, who.id))).toEqual(
      [],
    );
  });

  it('is for the own account only, and needs the profileImage field', async () => {
    const other = await createAccount(t.app);
    const body = multipartFile(await pngOf());
    expect((await uploadAs(t.app, other.token, me.id, body)).statusCode).toBe(403);
    expect((await uploadAs(t.app, null, me.id, body)).statusCode).toBe(401);
    const wrongField = await upload(multipartFile(await pngOf(), { field: 'avatar' }));
    expect(wrongField.statusCode).toBe(422);
    const json = await callAs(t.app, me.token)('POST', `/api/users/${me.id}/profile-picture`, {
      profileImage: 'data:image/png;base64,AAAA',
    });
    expect(json.statusCode).toBe(415);
  });
});
