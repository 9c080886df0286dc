import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements inside it, kept whole for the translator: the message
 * marks them as tags, `i18n.t('Read our <terms>Terms of Service</terms>.')`, and each tag's
 * text is rendered by its function: `richText(text, { terms: (label) => <Link …>{label}</Link> })`.
 * Tags do not nest; an unknown tag is shown as its text.
 */
export function richText(
  text: string,
  tags: Readonly<Record<string, (chunk: string) => ReactNode>>,
): ReactNode {
  const parts: ReactNode[] = [];
  const pattern = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = Object.hasOwn(tags, match[1]!) ? tags[match[1]!] : undefined;
    parts.push(<Fragment key={match.index}>{render ? render(match[2]!) : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : <>{parts}</>;
}
