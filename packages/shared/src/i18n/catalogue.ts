/**
 * Reading a translated catalogue (issue 29, docs/decisions/042): the English text ->
 * translation pairs of one Lingui .po file. The web build bundles them for the browser
 * (apps/web/vite-catalogues.ts) and the server fills its mails with them (apps/server/src/lib/i18n.ts);
 * each reads the file itself, this only parses its text.
 */
import { formatter } from '@lingui/format-po';
import { SOURCE_LOCALE } from './locales';

type Entry = {
  message?: string;
  translation?: string;
  obsolete?: boolean;
  origin?: [string, number?][];
};

export interface CatalogueEntry {
  /** Empty when the text is not translated yet. */
  translation: string;
  /** The files the text is written in, as the .po references them (relative to apps/web). */
  files: string[];
}

/** A .po file's texts by English text, with their translations and files (obsolete left out). */
export function parseCatalogueEntries(
  content: string,
  filename: string,
): Map<string, CatalogueEntry> {
  const parsed = formatter({ lineNumbers: false }).parse(content, {
    locale: null,
    sourceLocale: SOURCE_LOCALE,
    filename,
  }) as Record<string, Entry> | Promise<unknown>;
  if (parsed instanceof Promise) throw new Error('the .po formatter answered asynchronously');
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

/** The English text -> translation pairs of a .po file's text, empty translations left out. */
export function parseCatalogue(content: string, filename: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [text, entry] of parseCatalogueEntries(content, filename)) {
    if (entry.translation) out[text] = entry.translation;
  }
  return out;
}
