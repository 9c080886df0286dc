/**
 * The translated texts as modules (issue 29, docs/decisions/042). Lingui extracts the texts into
 * one catalogue per area and language, src/locales/<area>/<lang>.po (lingui.config.ts); the build
 * regroups them into bundles, one chunk per language and bundle, so a page fetches only the texts
 * it shows: /de/pricing the public layout's and the pricing page's, not the terms of service.
 * A text goes to a page's bundle when every file it is written in (the .po's references) belongs
 * to that page, to the area's common bundle otherwise. `virtual:catalogues` exports, per language
 * and bundle, a function that fetches the chunk: the translations as ICU texts, which
 * packages/shared/src/i18n/format.ts fills (no runtime of Lingui's). English has none (a text is its own English),
 * and an empty translation is left out, so a page shows English rather than nothing (the catalogue
 * test fails the source first).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import type { Plugin } from 'vite';
// By path, as in vite.config.ts: Node loads the config's relative imports only, bundled.
// eslint-disable-next-line boundaries/import-boundaries
import { LOCALES, SOURCE_LOCALE } from '../../packages/shared/src/i18n/locales';

export interface CatalogueEntry {
  translation: string;
  /** The files the text is written in, as the .po references them (relative to apps/web). */
  files: string[];
}

/** A .po file's texts by English text, with their translations and files. */
export async function readCatalogue(file: string): Promise<Map<string, CatalogueEntry>> {
  const po = formatter({ lineNumbers: false });
  const parsed = (await po.parse(readFileSync(file, 'utf8'), {
    locale: null,
    sourceLocale: SOURCE_LOCALE,
    filename: file,
  })) as Record<
    string,
    { message?: string; translation?: string; obsolete?: boolean; origin?: [string, number?][] }
  >;
  const out = new Map<string, CatalogueEntry>();
  for (const [id, entry] of Object.entries(parsed)) {
    if (entry.obsolete) continue;
    out.set(entry.message ?? id, {
      translation: entry.translation ?? '',
      files: (entry.origin ?? []).map(([path]) => path),
    });
  }
  return out;
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

export const BUNDLES: Record<string, Rule> = {
  // Every page: the layouts and shared pieces, and the marketing texts of no single page.
  public: {
    shell: null,
    marketing: (files) => !Object.values(PAGE_FILES).some((pattern) => everyFile(pattern)(files)),
  },
  ...Object.fromEntries(
    Object.entries(PAGE_FILES).map(([page, pattern]) => [
      page,
      page === 'contact'
        ? { marketing: everyFile(pattern), validation: null, server: notMail }
        : { marketing: everyFile(pattern) },
    ]),
  ),
  auth: { auth: null, validation: null, server: notMail },
  spectator: { spectator: null },
  // The signed-in app.
  app: {
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

const INDEX = 'virtual:catalogues';
const PREFIX = 'virtual:catalogue/';

export function catalogues(webRoot: string): Plugin {
  const targets = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
  return {
    name: 'courtside-catalogues',
    resolveId(id) {
      if (id === INDEX || id.startsWith(PREFIX)) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (id === `\0${INDEX}`) {
        const lines = targets.map(
          (locale) =>
            `  ${locale}: {\n${Object.keys(BUNDLES)
              .map((bundle) => `    ${bundle}: () => import('${PREFIX}${locale}/${bundle}'),`)
              .join('\n')}\n  },`,
        );
        return `export const catalogueLoaders = {\n${lines.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, bundle] = id.slice(PREFIX.length + 1).split('/');
      const texts: Record<string, string> = {};
      for (const [area, keep] of Object.entries(BUNDLES[bundle!]!)) {
        const file = join(webRoot, 'src/locales', area, `${locale}.po`);
        this.addWatchFile(file);
        for (const [message, entry] of await readCatalogue(file)) {
          if (!entry.translation || (keep && !keep(entry.files))) continue;
          texts[message] = entry.translation;
        }
      }
      // JSON.parse of a string is faster to start than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});\n`;
    },
  };
}
