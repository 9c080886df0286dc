/**
 * The translated catalogues as modules (issue 29, docs/decisions/042): `virtual:catalogues`
 * exports, per language and area, a function that fetches that catalogue's chunk, and each
 * chunk holds the area's texts compiled by Lingui from src/locales/<area>/<lang>.po. English
 * has none (a text is its own English), and an empty translation is left out, so a page shows
 * the English text rather than nothing (the catalogue test fails the build's source first).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { parseCatalogue } from '@courtside/shared/i18n/catalogue';
import { LOCALES, SOURCE_LOCALE } from '@courtside/shared/i18n/locales';
import { AREAS } from './lingui.config';

const INDEX = 'virtual:catalogues';
const PREFIX = 'virtual:catalogue/';

/** The English text -> translation pairs of one .po file, empty translations left out. */
export async function readCatalogue(file: string): Promise<Record<string, string>> {
  return parseCatalogue(readFileSync(file, 'utf8'), file);
}

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
            `  ${locale}: {\n${Object.keys(AREAS)
              .map((area) => `    ${area}: () => import('${PREFIX}${locale}/${area}'),`)
              .join('\n')}\n  },`,
        );
        return `export const catalogueLoaders = {\n${lines.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [locale, area] = id.slice(PREFIX.length + 1).split('/');
      const file = join(webRoot, 'src/locales', area!, `${locale}.po`);
      this.addWatchFile(file);
      const compiled: Record<string, unknown> = {};
      for (const [message, translation] of Object.entries(await readCatalogue(file))) {
        compiled[message] = compileMessage(translation);
      }
      // JSON.parse of a string is faster to start than the same object literal.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
    },
  };
}
