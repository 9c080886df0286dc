import { Parser } from 'htmlparser2';
import { RULES_ALLOWED_TAGS } from '@courtside/shared/constants';

const ALLOWED = new Set<string>(RULES_ALLOWED_TAGS);
/** Elements whose content is code or UI, never rules text: dropped with everything inside. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'select',
  'svg',
  'math',
  'xmp',
]);

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Tournament rules to allowlisted HTML (docs/decisions/003): the tags of
 * RULES_ALLOWED_TAGS without any attribute, other tags removed (their text
 * kept), script-like elements removed with their content, text re-escaped and
 * every element closed. Returns '' when no text is left.
 */
export function sanitizeRules(html: string): string {
  let out = '';
  let droppedDepth = 0;
  const open: string[] = [];
  const parser = new Parser(
    {
      onopentag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) droppedDepth += 1;
        if (droppedDepth > 0 || !ALLOWED.has(name)) return;
        if (name === 'br') {
          out += '<br>';
          return;
        }
        out += `<${name}>`;
        open.push(name);
      },
      ontext(text) {
        if (droppedDepth === 0) out += escapeText(text);
      },
      onclosetag(name) {
        if (DROPPED_WITH_CONTENT.has(name)) {
          droppedDepth = Math.max(0, droppedDepth - 1);
          return;
        }
        if (droppedDepth > 0 || name === 'br') return;
        const index = open.lastIndexOf(name);
        if (index === -1) return;
        while (open.length > index) out += `</${open.pop()}>`;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  while (open.length > 0) out += `</${open.pop()}>`;
  const hasText = out.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') !== '';
  return hasText ? out.trim() : '';
}
