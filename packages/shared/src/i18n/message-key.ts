/**
 * A translation's key in the files the browser fetches (docs/decisions/042): a short hash of its
 * English text, FNV-1a in 32 bits written in base 36 (at most 7 characters), so a file carries
 * the translations and not the English texts again. The build fails on two texts of one file
 * with the same key (apps/web/vite-catalogues.ts).
 */
export function messageKey(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
