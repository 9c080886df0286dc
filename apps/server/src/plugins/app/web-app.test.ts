import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { callAs, createTournamentAs } from '../../test/tournaments';
import { escapeHtml } from './web-app';

const INDEX = '<!doctype html><html><head><title>Courtside</title></head><body></body></html>';
const PRICING = '<!doctype html><html data-prerendered="/pricing"><body>Pricing</body></html>';

let t: TestApp;
let token: string;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'courtside-web-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
  writeFileSync(join(webDist, 'index.html.br'), 'brotli page');
  writeFileSync(join(webDist, 'pricing.html'), PRICING);
  mkdirSync(join(webDist, 'de'));
  writeFileSync(join(webDist, 'de', 'pricing.html'), PRICING.replace('Pricing<', 'Preise<'));
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite', 'prerendered.json'),
    JSON.stringify({
      '/': 'index.html',
      '/pricing': 'pricing.html',
      '/de/pricing': 'de/pricing.html',
      '/evil': '../../etc/passwd',
    }),
  );
  t = await buildTestApp({ WEB_DIST_DIR: webDist });
  token = (await createSignedInUser(t.app, { role: 'organizer' })).token;
});
afterAll(() => t.close());

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('the spectator page /t/{id}: Open Graph preview', () => {
  it("puts a public tournament's name, dates, place and address into the page's head", async () => {
    const tournament = await createTournamentAs(t.app, token, {
      name: 'Riverside Open',
      startDate: '2027-05-01T09:00:00.000Z',
      endDate: '2027-05-02T18:00:00.000Z',
      location: 'Riverside Courts, Denver',
    });
    const page = await t.app.inject(`/t/${tournament.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(metaOf(head, 'og:title')).toBe('Riverside Open');
    expect(metaOf(head, 'og:description')).toBe(
      'May 01, 2027 – May 02, 2027 · Riverside Courts, Denver',
    );
    expect(metaOf(head, 'og:url')).toBe(`http://courtside.test/t/${tournament.id}`);
    expect(metaOf(head, 'twitter:card')).toBe('summary');
    expect(page.body).toContain('<title>Courtside</title>');
  });

  it('escapes what the organizer typed, so a name cannot add markup to the page', async () => {
    const tournament = await createTournamentAs(t.app, token, {
      name: 'Smash "Night" & Day',
      location: "O'Brien Park",
    });
    const page = await t.app.inject(`/t/${tournament.id}`);
    expect(metaOf(page.body, 'og:title')).toBe('Smash &quot;Night&quot; &amp; Day');
    expect(metaOf(page.body, 'og:description')).toContain('O&#39;Brien Park');
    expect(escapeHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('sends the plain page for a tournament that is not public, or not there', async () => {
    const hidden = await createTournamentAs(t.app, token, { name: 'Members Only Cup' });
    const update = await callAs(t.app, token)('PUT', `/api/tournaments/${hidden.id}`, {
      isPublic: false,
    });
    expect(update.statusCode).toBe(200);
    for (const path of [
      `/t/${hidden.id}`,
      '/t/7c0f1d2e-1111-4111-8111-000000000009',
      '/t/not-a-uuid',
    ]) {
      const page = await t.app.inject(path);
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX);
    }
  });
});

describe('pages the build rendered to HTML', () => {
  it('sends a prerendered page its own file, and every other address index.html', async () => {
    const pricing = await t.app.inject('/pricing');
    expect(pricing.statusCode).toBe(200);
    expect(pricing.body).toBe(PRICING);
    expect(pricing.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject('/pricing?plan=pro')).body).toBe(PRICING);
    for (const path of ['/', '/about', '/app/dashboard', '/evil']) {
      expect((await t.app.inject(path)).body, path).toBe(INDEX);
    }
  });
});

describe('the pages, from memory (decision 022)', () => {
  it('sends a page read at start, revalidated by its ETag, brotli when accepted', async () => {
    const first = await t.app.inject('/');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(INDEX);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    // The landing page's address also depends on the visitor's language (issue 29).
    expect(first.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect((await t.app.inject('/login')).headers.vary).toBe('Accept-Encoding');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ url: '/somewhere', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const compressed = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli page');
    expect((await t.app.inject('/pricing.html')).body).toBe(PRICING);
    // Read once: the file gone from the disk, the page is still sent.
    rmSync(join(webDist, 'index.html'));
    expect((await t.app.inject('/app/tournaments')).body).toBe(INDEX);
  });
});

describe("a public page in the visitor's language (issue 29)", () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('sends the English address on to the language the browser asks for first, when there is one', async () => {
    const german = await get('/pricing?plan=club', { 'accept-language': 'de-CH, en;q=0.8' });
    expect(german.statusCode).toBe(302);
    expect(german.headers.location).toBe('/de/pricing?plan=club');
    expect(german.headers.vary).toContain('Accept-Language');
    const english = await get('/pricing', { 'accept-language': 'en-US, de;q=0.5' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Pricing');
    // Not one of ours: English.
    expect((await get('/pricing', { 'accept-language': 'pt-BR' })).statusCode).toBe(200);
  });

  it("the switcher's remembered choice decides over the browser, English included", async () => {
    const chosen = await get('/pricing', { 'accept-language': 'de', cookie: 'session=x; lang=en' });
    expect(chosen.statusCode).toBe(200);
    const german = await get('/pricing', { cookie: 'lang=de' });
    expect(german.headers.location).toBe('/de/pricing');
    // A language without a prerendered page of its own stays where it is.
    expect((await get('/pricing', { cookie: 'lang=fr' })).statusCode).toBe(200);
    expect((await get('/pricing', { cookie: 'lang=<script>' })).statusCode).toBe(200);
  });

  it("serves a language's own address as it is, whatever the browser asks", async () => {
    const page = await get('/de/pricing', { 'accept-language': 'en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Preise');
    // The app's pages are not redirected: their language is chosen in the browser.
    expect((await get('/login', { 'accept-language': 'de' })).statusCode).toBe(200);
  });
});
