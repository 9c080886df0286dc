/**
 * The catalogues are whole and match the source (issue 29): every text the code writes in
 * English is in its area's catalogue, translated in every language, with the same ICU arguments
 * and tags as the English; no catalogue keeps a text the code no longer has. The source side is
 * Lingui's own extraction, run into a temporary folder with the project's configuration.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../../vite-catalogues';
import { AREAS } from '../../lingui.config';

const web = resolve(__dirname, '../..');
const here = join(web, 'src/locales');
const TRANSLATED = ['es', 'fr', 'de'] as const;

/** What an ICU message needs from its caller and shows as markup: arguments, their kinds, tags. */
function signature(message: string): string[] {
  const out = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') out.add(`{${token.arg}}`);
      if (token.type === 'function') out.add(`{${token.arg}, ${token.key}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        out.add(`{${token.arg}, ${token.type}}`);
        for (const branch of token.cases) visit(branch.tokens);
      }
      if (token.type === 'content') {
        for (const tag of token.value.matchAll(/<\/?([a-zA-Z][\w-]*)>/g)) out.add(tag[0]);
      }
    }
  };
  visit(parse(message));
  return [...out].sort();
}

let extracted: string;
beforeAll(() => {
  extracted = mkdtempSync(join(tmpdir(), 'courtside-extract-'));
  const config = join(web, `lingui.check-${process.pid}.config.ts`);
  // The project's areas into the temporary folder, and one catalogue of every text anywhere.
  writeFileSync(
    config,
    `import config from './lingui.config';
export default {
  ...config,
  locales: ['en'],
  catalogs: [
    ...config.catalogs.map((c, i) => ({ ...c, path: ${JSON.stringify(extracted)} + '/' + i + '/{locale}' })),
    { path: ${JSON.stringify(extracted)} + '/all/{locale}', include: ['<rootDir>/src', '<rootDir>/../server/src', '<rootDir>/../../packages/shared/src'], exclude: ['**/*.test.ts', '**/*.test.tsx', '**/test/**'] },
  ],
};
`,
  );
  try {
    execFileSync(join(web, 'node_modules/.bin/lingui'), ['extract', '--config', config], {
      cwd: web,
      stdio: 'pipe',
    });
  } catch {
    execFileSync('npx', ['lingui', 'extract', '--config', config], { cwd: web, stdio: 'pipe' });
  } finally {
    rmSync(config, { force: true });
  }
}, 180_000);
afterAll(() => rmSync(extracted, { recursive: true, force: true }));

const areas = Object.keys(AREAS);

describe('the catalogues (issue 29)', () => {
  it('hold exactly the texts the code writes, area by area, and every text is in an area', async () => {
    const all = new Set<string>();
    for (const [index, area] of areas.entries()) {
      const source = [...(await readCatalogue(join(extracted, String(index), 'en.po'))).keys()];
      source.forEach((text) => all.add(text));
      const committed = [...(await readCatalogue(join(here, area, 'en.po'))).keys()];
      expect(committed.sort(), `${area}: run npm run i18n:extract`).toEqual(source.sort());
    }
    const everywhere = [...(await readCatalogue(join(extracted, 'all', 'en.po'))).keys()];
    expect(
      everywhere.filter((text) => !all.has(text)),
      'texts outside every area',
    ).toEqual([]);
  });

  it.each(areas)(
    '%s: translated in every language, with the English arguments and tags',
    async (area) => {
      const english = await readCatalogue(join(here, area, 'en.po'));
      for (const locale of TRANSLATED) {
        const catalogue = await readCatalogue(join(here, area, `${locale}.po`));
        expect([...catalogue.keys()].sort(), `${area}/${locale}.po keys`).toEqual(
          [...english.keys()].sort(),
        );
        const missing = [...catalogue]
          .filter(([, entry]) => !entry.translation.trim())
          .map(([text]) => text);
        expect(missing, `${area}/${locale}.po: untranslated`).toEqual([]);
        for (const [text, entry] of catalogue) {
          expect(signature(entry.translation), `${area}/${locale}.po: "${text}"`).toEqual(
            signature(text),
          );
        }
      }
    },
  );

  it('keeps no file but the four languages in an area', () => {
    for (const area of areas) {
      expect(readdirSync(join(here, area)).sort()).toEqual(['de.po', 'en.po', 'es.po', 'fr.po']);
    }
  });
});
