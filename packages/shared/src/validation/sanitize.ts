/**
 * Plain-text sanitising of spec section 5: HTML tags are stripped from text.
 * Used on outgoing and incoming bodies by the web client, and on every
 * plain-text field by the server. Passwords, `token` and `id` are kept as they are,
 * and so is `rules`: tournament rules are rich text, sanitised to an allowlist of
 * tags by the server and again by DOMPurify before rendering (docs/decisions/003).
 */
export function stripHtml(value: string): string {
  return value.replace(/<\/?[a-zA-Z!][^>]*>/g, '');
}

const KEYS_KEPT = new Set([
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'token',
  'id',
  'rules',
]);

/** Deep copy of `value` with HTML stripped from every string except the kept keys. */
export function stripHtmlDeep<T>(value: T, key?: string): T {
  if (typeof value === 'string') {
    return (key !== undefined && KEYS_KEPT.has(key) ? value : stripHtml(value)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => stripHtmlDeep(item, key)) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = stripHtmlDeep(v, k);
    return out as T;
  }
  return value;
}
