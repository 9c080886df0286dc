import DOMPurify from 'dompurify';
import { RULES_ALLOWED_TAGS, RULES_PREVIEW_LENGTH } from '@courtside/shared/constants';

/**
 * Tournament rules reduced to the allowlist of docs/decisions/003: headings,
 * bold, italic, paragraphs, line breaks, and no attributes at all. The server
 * stores them sanitised already; this guards against anything written before
 * that rule or by another client.
 */
export function sanitizeRules(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [...RULES_ALLOWED_TAGS], ALLOWED_ATTR: [] });
}

/** True when the rules hold no visible text (an editor left with `<p><br></p>`, say). */
export function isRulesEmpty(html: string | null | undefined): boolean {
  return !html || rulesText(html) === '';
}

/** The rules as plain text, one space between blocks, for the overview's summary. */
export function rulesText(html: string): string {
  // A block's end becomes a space, so "<h2>Rules</h2><p>Play</p>" reads "Rules Play".
  const spaced = sanitizeRules(html).replace(/<\/(h1|h2|h3|p)>|<br\s*\/?>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The first RULES_PREVIEW_LENGTH characters of the rules' text (spec section 9), with an ellipsis if cut. */
export function rulesPreview(html: string): string {
  const text = rulesText(html);
  return text.length > RULES_PREVIEW_LENGTH
    ? `${text.slice(0, RULES_PREVIEW_LENGTH).trimEnd()}...`
    : text;
}
