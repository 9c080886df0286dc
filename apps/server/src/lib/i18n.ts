/**
 * The server's texts in the four languages (issue 29, docs/decisions/042): mails are written in
 * their recipient's language. Texts are written in English in the code, `i18n.t('Hi {name},',
 * { name })` on a local `const i18n = mailI18n(locale)` (Lingui's extractor looks for that name),
 * and `npm run i18n:extract` collects them into the web app's area `server`,
 * apps/web/src/locales/server/<lang>.po. The server reads those files once (at startup,
 * `loadServerCatalogues`, else at the first mail of a language), compiles them as the web build
 * does and formats with Lingui. English needs no catalogue: a text is its own English.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parseCatalogue } from '@courtside/shared/i18n/catalogue';
import {
  INTL_LOCALES,
  LOCALES,
  SOURCE_LOCALE,
  isLocale,
  type Locale,
} from '@courtside/shared/i18n/locales';

export type { Locale };

type Values = Record<string, unknown>;

/** What a mail writes its texts with: `i18n.t('English text', values)` in one language. */
export interface ServerI18n {
  readonly locale: Locale;
  /** The language's `Intl` locale (de-DE): dates and numbers are written in it. */
  readonly intlLocale: string;
  t(message: string, values?: Values): string;
}

/** The area's folder below the repository root. */
const CATALOGUE_FOLDER = join('apps', 'web', 'src', 'locales', 'server');

/**
 * Where the area's .po files are: the `LOCALES_DIR` environment variable when set, else found
 * from this module upwards (src/lib in development and tests, dist/ for the bundle) and from the
 * working directory upwards, whichever holds the repository's apps/web.
 */
export function catalogueDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.LOCALES_DIR) return resolve(env.LOCALES_DIR);
  const starts = [dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    for (let dir = start; ; dir = dirname(dir)) {
      const candidate = join(dir, CATALOGUE_FOLDER);
      if (existsSync(join(candidate, `${SOURCE_LOCALE}.po`))) return candidate;
      if (dirname(dir) === dir) break;
    }
  }
  throw new Error(`the server's translations (${CATALOGUE_FOLDER}) were not found`);
}

/** A compiled English text is kept: the same mails are written again and again. */
const compiled = new Map<string, ReturnType<typeof compileMessage>>();
const compile = (message: string) => {
  let out = compiled.get(message);
  if (!out) compiled.set(message, (out = compileMessage(message)));
  return out;
};

const runtimes = new Map<Locale, ServerI18n>();

function runtimeFor(locale: Locale, dir: string): ServerI18n {
  const messages: Record<string, ReturnType<typeof compileMessage>> = {};
  if (locale !== SOURCE_LOCALE) {
    const file = join(dir, `${locale}.po`);
    for (const [message, translation] of Object.entries(
      parseCatalogue(readFileSync(file, 'utf8'), file),
    )) {
      messages[message] = compileMessage(translation);
    }
  }
  const lingui: I18n = setupI18n({ locale, messages: { [locale]: messages } });
  // A text the catalogue lacks (every English one) is compiled from its source here.
  lingui.setMessagesCompiler((message) => compile(message));
  return {
    locale,
    intlLocale: INTL_LOCALES[locale],
    t: (message, values) => lingui._(message, values),
  };
}

/** Reads and compiles every language's catalogue now (the server's start), so a fault shows. */
export function loadServerCatalogues(dir = catalogueDir()): void {
  for (const locale of LOCALES) runtimes.set(locale, runtimeFor(locale, dir));
}

/** The texts of one language (English for anything that is not one of ours). */
export function serverI18n(locale: unknown): ServerI18n {
  const language: Locale = isLocale(locale) ? locale : SOURCE_LOCALE;
  let runtime = runtimes.get(language);
  if (!runtime) {
    runtime = runtimeFor(language, language === SOURCE_LOCALE ? '' : catalogueDir());
    runtimes.set(language, runtime);
  }
  return runtime;
}

/** A recipient's language: their `preferences.language` when it is one of ours, else English. */
export function localeOfSettings(settings: unknown): Locale {
  const language = (settings as { preferences?: { language?: unknown } } | null | undefined)
    ?.preferences?.language;
  return isLocale(language) ? language : SOURCE_LOCALE;
}

/** The texts of a mail to someone with these stored settings (none: English). */
export const mailI18n = (settings: unknown): ServerI18n => serverI18n(localeOfSettings(settings));
