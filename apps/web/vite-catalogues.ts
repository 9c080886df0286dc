/**
 * The translated texts for the browser (issue 29, docs/decisions/042). Lingui extracts the texts
 * into one catalogue per area and language, src/locales/<area>/<lang>.po (lingui.config.ts); the
 * build regroups them into bundles, one JSON file per language and bundle, so a page fetches only
 * the texts it shows: /de/pricing the public layout's and the pricing page's (de/pricing.json),
 * not the terms of service. A text goes to a page's bundle when every file it is written in (the
 * .po's references) belongs to that page. The files hold ICU texts, which
 * packages/shared/src/i18n/format.ts fills (no runtime of Lingui's). English has none (a text is
 * its own English), and an empty translation is left out, so a page shows English rather than
 * nothing (the catalogue test fails the source first).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { AREAS } from './lingui.config';
// By path, as in vite.config.ts: Node loads the config's relative imports only, bundled.
// eslint-disable-next-line boundaries/import-boundaries
import { LOCALES, SOURCE_LOCALE } from '../../packages/shared/src/i18n/locales';
// eslint-disable-next-line boundaries/import-boundaries
import { messageKey } from '../../packages/shared/src/i18n/message-key';
import {
  parseCatalogueEntries,
  type CatalogueEntry,
  // eslint-disable-next-line boundaries/import-boundaries
} from '../../packages/shared/src/i18n/catalogue';

/** A .po file's texts by English text, with their translations and files. */
export async function readCatalogue(file: string): Promise<Map<string, CatalogueEntry>> {
  return parseCatalogueEntries(await readFile(file, 'utf8'), file);
}

const MARKETING = 'src/features/marketing/';
/** The marketing pages' own files: a text only they show goes to their bundle. */
const PAGE_FILES: Record<string, RegExp> = {
  landing: new RegExp(
    `^${MARKETING}(routes/landing|components/(landing-|live-tournament-card|testimonial-card|court-|deferred-court|figure-list)|content/(testimonials|figures))`,
  ),
  pricing: new RegExp(
    `^${MARKETING}(routes/pricing|components/(plan-card|pricing-comparison|billing-toggle)|content/pricing)`,
  ),
  about: new RegExp(`^${MARKETING}(routes/about|content/about)`),
  contact: new RegExp(`^${MARKETING}(routes/contact|components/contact-form|content/contact|api/)`),
  help: new RegExp(
    `^${MARKETING}(routes/help|components/(help-|accordion)|content/help|lib/help-)`,
  ),
  legal: new RegExp(`^${MARKETING}(routes/(privacy|terms)|components/legal-page|content/legal)`),
};

/** The server's mails are composed by the server only (apps/server/src/lib/i18n.ts). */
const isMail = (file: string) => /^\.\.\/server\/src\/services\/mail\//.test(file);

/** Which texts each bundle holds: area -> keep(files) (a missing test keeps every text). */
type Rule = Record<string, ((files: string[]) => boolean) | null>;
const everyFile = (pattern: RegExp) => (files: string[]) =>
  files.length > 0 && files.every((file) => pattern.test(file));
const notMail = (files: string[]) => !files.every(isMail);
/** The shared package's texts a public form shows (the rest are the signed-in app's). */
const sharedFiles = (...names: string[]) => {
  const pattern = new RegExp(`^\\.\\./\\.\\./packages/shared/src/(${names.join('|')})\\.ts$`);
  return (files: string[]) => files.some((file) => pattern.test(file));
};
const PLAIN_TEXT = ['validation/sanitize', 'validation/plain-text'];
/** The sign-in pages, each with the shared package's files its form takes its messages from. */
const AUTH_PAGES: Record<string, string[]> = {
  login: ['api/auth', 'api/two-factor', 'validation/auth-rules'],
  register: ['api/auth', 'validation/auth-rules'],
  'forgot-password': ['api/auth', 'validation/auth-rules'],
  'reset-password': ['api/auth', 'validation/auth-rules'],
  'verify-email': ['api/auth'],
};

/** The marketing texts of no single page (a heading two pages share): in every page's bundle. */
const sharedMarketing = (files: string[]) =>
  !Object.values(PAGE_FILES).some((pattern) => everyFile(pattern)(files));
/** The shell's files only the signed-in app shows: their texts are the app bundle's. */
const APP_ONLY =
  /^src\/(app\/(layouts\/(app-shell|mobile-drawer|user-menu|nav-items|query-layout|toast-host)|pages\/|app-routes)|lib\/(match-sections|tournaments\/|matches\/|events\/|partners\/|check-in\/|live\/))/;
const shell: Rule = {
  shell: (files) => files.some((file) => !APP_ONLY.test(file)),
  marketing: sharedMarketing,
};
const pageOrShared = (pattern: RegExp) => (files: string[]) =>
  everyFile(pattern)(files) || sharedMarketing(files);

/**
 * What each bundle holds: a page's own texts and the public layout's, so a page fetches one file
 * (`/de/pricing`: de/pricing.json); the signed-in app's, every area's.
 */
export const BUNDLES: Record<string, Rule> = {
  ...Object.fromEntries(
    Object.entries(PAGE_FILES).map(([page, pattern]) => [
      page,
      page === 'contact'
        ? {
            ...shell,
            marketing: pageOrShared(pattern),
            validation: sharedFiles('api/contact-constants', ...PLAIN_TEXT),
            server: notMail,
          }
        : { ...shell, marketing: pageOrShared(pattern) },
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(AUTH_PAGES).map(([page, shared]) => [
      page,
      {
        ...shell,
        // The page's own texts and those of no single sign-in page (the layout, the fields).
        auth: (files: string[]) =>
          files.some((file) => file === `src/features/auth/routes/${page}.tsx`) ||
          !files.every((file) => /^src\/features\/auth\/routes\//.test(file)),
        validation: sharedFiles(...shared, ...PLAIN_TEXT),
        server: notMail,
      },
    ]),
  ),
  spectator: {
    shell: null,
    marketing: sharedMarketing,
    spectator: null,
    desk: (files) => files.some((file) => file.startsWith('src/components/check-in/')),
  },
  app: {
    shell: null,
    tournaments: null,
    matches: null,
    desk: null,
    people: null,
    spectator: null,
    auth: null,
    validation: null,
    server: notMail,
  },
};

const MODULE = 'virtual:catalogues';

/** One bundle's translations in one language: key of the English text -> ICU translation. */
async function bundleTexts(webRoot: string, locale: string, bundle: string) {
  const texts: Record<string, string> = {};
  const english = new Map<string, string>();
  for (const [area, keep] of Object.entries(BUNDLES[bundle]!)) {
    const file = join(webRoot, 'src/locales', area, `${locale}.po`);
    for (const [message, entry] of await readCatalogue(file)) {
      if (!entry.translation || (keep && !keep(entry.files))) continue;
      const key = messageKey(message);
      const other = english.get(key);
      if (other !== undefined && other !== message) {
        throw new Error(`${bundle}: "${message}" and "${other}" have the same key ${key}`);
      }
      english.set(key, message);
      // A text in two areas has one translation: the first.
      texts[key] ??= entry.translation;
    }
  }
  return texts;
}

/** Every language's bundles, and a hash of them all: the folder they are served from. */
async function allTexts(webRoot: string) {
  const targets = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
  const files = new Map<string, string>();
  for (const locale of targets) {
    for (const bundle of Object.keys(BUNDLES)) {
      files.set(
        `${locale}/${bundle}.json`,
        JSON.stringify(await bundleTexts(webRoot, locale, bundle)),
      );
    }
  }
  const hash = createHash('sha256');
  for (const [name, json] of files) hash.update(name).update(json);
  return { files, folder: `assets/i18n-${hash.digest('base64url').slice(0, 8)}` };
}

/**
 * The translations as JSON files, `assets/i18n-<hash>/<lang>/<bundle>.json` (cached for a year
 * like every hashed asset); `virtual:catalogues` tells the app their folder. In the build's
 * prerender (Node), where there is nothing to fetch from, the module holds the texts themselves.
 */
export function catalogues(webRoot: string, { inline = false } = {}): Plugin {
  let texts: Awaited<ReturnType<typeof allTexts>> | null = null;
  const load = async () => (texts ??= await allTexts(webRoot));
  return {
    name: 'courtside-catalogues',
    resolveId(id) {
      return id === MODULE ? `\0${MODULE}` : null;
    },
    async load(id) {
      if (id !== `\0${MODULE}`) return null;
      for (const area of Object.keys(AREAS)) {
        for (const locale of LOCALES)
          this.addWatchFile(join(webRoot, 'src/locales', area, `${locale}.po`));
      }
      texts = null;
      const { files, folder } = await load();
      const inlined = inline
        ? JSON.stringify(
            Object.fromEntries([...files].map(([name, json]) => [name, JSON.parse(json)])),
          )
        : 'null';
      return `export const folder = ${JSON.stringify(`/${folder}`)};\nexport const inlined = ${inlined};\n`;
    },
    async generateBundle() {
      if (inline) return;
      const { files, folder } = await load();
      for (const [name, json] of files) {
        this.emitFile({ type: 'asset', fileName: `${folder}/${name}`, source: json });
      }
    },
    configureServer(server) {
      // The dev server serves them from the source, fresh on every request.
      server.middlewares.use((request, response, next) => {
        const match = /^\/assets\/i18n-[\w-]+\/(\w+)\/(\w+)\.json$/.exec(request.url ?? '');
        if (!match || !BUNDLES[match[2]!]) return next();
        void bundleTexts(webRoot, match[1]!, match[2]!).then((body) => {
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(body));
        }, next);
      });
    },
  };
}
