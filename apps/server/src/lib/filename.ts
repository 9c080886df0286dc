/**
 * A download's filename: ASCII letters, digits and dashes only (accents dropped, no quote,
 * slash or control character), so it is safe inside a quoted Content-Disposition.
 */
export function safeFilename(base: string, extension: string): string {
  const stem = base
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
    .toLowerCase();
  return `${stem || 'export'}.${extension}`;
}
