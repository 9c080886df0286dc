/**
 * A validation message in a language other than English (issue 29), fetched with the page's
 * translations (./index.ts `loadBundle`): English shows the message as it is. The shared schemas' messages are
 * English catalogue keys (area `validation`), and the server answers the same English texts.
 * A message the schemas build with a value ("At most 200 characters") is no catalogue key as
 * it is: it is read back into its ICU message and value here. Anything else is looked up as it
 * is, and shown as it is when the catalogues do not hold it.
 */
type Rule = readonly [RegExp, (found: string[]) => string];

type Translate = (message: string, values?: Readonly<Record<string, unknown>>) => string;

/** The page's `t` and Intl locale (./index.ts passes them: no import back). */
let i18n: { t: Translate } = { t: (message) => message };
let locale = 'en-US';

/** "2.0" as the page's language writes it ("2,0" in German). */
const decimal = (value: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(Number(value));

const RULES: readonly Rule[] = [
  [/^At most (\d+) characters$/, ([max]) => i18n.t('At most {max} characters', { max })],
  [/^At most (\d+) courts$/, ([max]) => i18n.t('At most {max} courts', { max })],
  [/^At most (\d+) minutes$/, ([max]) => i18n.t('At most {max} minutes', { max })],
  [/^At most (\d+) points$/, ([max]) => i18n.t('At most {max} points', { max })],
  [
    /^Rules must be less than (\d+) characters$/,
    ([max]) => i18n.t('Rules must be less than {max} characters', { max }),
  ],
  [
    /^Double elimination needs at least (\d+) participants\.$/,
    ([min]) => i18n.t('Double elimination needs at least {min} participants.', { min }),
  ],
  [
    /^Ratings run from (\d+\.\d) to (\d+\.\d)$/,
    ([min = '', max = '']) =>
      i18n.t('Ratings run from {min} to {max}', { min: decimal(min), max: decimal(max) }),
  ],
  [
    /^Ages run from (\d+) to (\d+)$/,
    ([min, max]) => i18n.t('Ages run from {min} to {max}', { min, max }),
  ],
  [
    /^Between 1 and (\d+) events per player$/,
    ([max]) => i18n.t('Between 1 and {max} events per player', { max }),
  ],
  [
    /^Max participants cannot be below the (\d+) players already registered\.$/,
    ([count]) =>
      i18n.t('Max participants cannot be below the {count} players already registered.', {
        count,
      }),
  ],
];

export function translateValidation(message: string, t: Translate, intlLocale: string): string {
  i18n = { t };
  locale = intlLocale;
  for (const [pattern, translate] of RULES) {
    const found = pattern.exec(message);
    if (found) return translate(found.slice(1));
  }
  return i18n.t(message);
}
