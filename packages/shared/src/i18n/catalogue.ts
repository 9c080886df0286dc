/**
 * Reading a translated catalogue (issue 29, docs/decisions/042): the English text ->
 * translation pairs of one Lingui .po file. The web build compiles them into its chunks
 * (apps/web/vite-catalogues.ts) and the server into its mails (apps/server/src/lib/i18n.ts);
 * each reads the file itself, this only parses its text.
 */
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE } from './locales';

type Entry = { message?: string; translation?: string; obsolete?: boolean };

/** The English text -> translation pairs of a .po file's text, empty translations left out. */
export function parseCatalogue(content: string, filename: string): Record<string, string> {
  const parsed = formatter({ lineNumbers: false }).parse(content, {
    locale: null,
    sourceLocale: SOURCE_LOCALE,
    filename,
  }) as Record<string, Entry> | Promise<unknown>;
  if (parsed instanceof Promise) throw new Error('the .po formatter answered asynchronously');
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [id, entry] of Object.entries(parsed)) {
    if (entry.obsolete || !entry.translation) continue;
    out[entry.message ?? id] = entry.translation;
  }
  return out;
}
