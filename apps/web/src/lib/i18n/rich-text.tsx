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
  // split() with the tag's name and text captured: [text, name, chunk, text, name, chunk, text].
  const parts = text.split(/<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>/);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 3 === 1 ? null : index % 3 === 0 ? (
      part
    ) : (
      <Fragment key={index}>
        {Object.hasOwn(tags, parts[index - 1]!) ? tags[parts[index - 1]!]!(part) : part}
      </Fragment>
    ),
  );
}
