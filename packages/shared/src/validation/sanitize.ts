/**
 * Plain-text sanitising of spec section 5: HTML tags are stripped from text.
 * Used on outgoing and incoming bodies by the web client, and on every
 * plain-text field by the server. Passwords, `token` and `id` are kept as they are,
 * and so is `rules`: tournament rules are rich text, sanitised to an allowlist of
 * tags by the server and again by DOMPurify before rendering (docs/decisions/003).
 */
const TAG = /<\/?[a-zA-Z!?][^>]*>/g;
/** A `<` that could open a tag once more text follows it (`<img src=x` with no `>`). */
const TAG_OPENER = /<(?=[a-zA-Z!?/])/g;
const MAX_PASSES = 5;

/**
 * Strips tags until none is left: nesting (`<<b>img src=x onerror=...>`) cannot
 * rebuild one. Input that still changes after a few passes is built to fight
 * the stripping; it loses every angle bracket instead (linear time, no markup).
 * A lone `<` that could start a tag is dropped too; `3 < 5` is kept.
 */
export function stripHtml(value: string): string {
  let current = value;
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const next = current.replace(TAG, '');
    if (next === current) return current.replace(TAG_OPENER, '');
    current = next;
  }
  return current.replace(/[<>]/g, '');
}

/** C0 and C1 controls, DEL, and the bidirectional overrides that disguise text. */
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const CONTROL_EXCEPT_LINES =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/* eslint-enable no-control-regex */

export const CONTROL_CHARACTERS_MESSAGE = /*i18n*/ 'Must not contain control characters';

/**
 * True when `value` holds a character no plain-text field may store (a null
 * byte, an escape, a direction override). Multi-line fields may hold tabs and
 * line breaks.
 */
export function hasControlCharacters(value: string, { isMultiline = false } = {}): boolean {
  return (isMultiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value);
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

/**
 * Deep copy of `value` with HTML stripped from every string except the kept keys. Keys are
 * defined, not assigned, so a key named `__proto__` stays an own key of the copy (as JSON.parse
 * made it) instead of replacing the copy's prototype.
 */
export function stripHtmlDeep<T>(value: T, key?: string): T {
  if (typeof value === 'string') {
    return (key !== undefined && KEYS_KEPT.has(key) ? value : stripHtml(value)) as T;
  }
  if (Array.isArray(value)) return value.map((item) => stripHtmlDeep(item, key)) as T;
  const prototype = value !== null && typeof value === 'object' && Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) {
    const out: Record<string, unknown> = Object.create(prototype);
    for (const [k, v] of Object.entries(value as object)) {
      Object.defineProperty(out, k, {
        value: stripHtmlDeep(v, k),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out as T;
  }
  return value;
}
