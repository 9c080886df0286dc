import { Link } from 'react-router';
import { LEGAL_LAST_UPDATED, type LegalSection } from '@/features/marketing/content/legal';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { currentLocale, i18n, intlLocale } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';

/** A section's anchor, from its English title: the same address in every language. */
const slug = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The date of the legal texts, in the page's language ("December 15, 2024"). */
const lastUpdated = () =>
  new Intl.DateTimeFormat(intlLocale(), { dateStyle: 'long', timeZone: 'UTC' }).format(
    LEGAL_LAST_UPDATED,
  );

/** A static legal text: title, date, contents and numbered sections. */
export function LegalPage({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-slate-600">
        {i18n.t('Last updated {date}', { date: lastUpdated() })}
      </p>
      <nav aria-label={i18n.t('Contents')} className="mt-8 rounded-xl bg-slate-50 p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          {i18n.t('Contents')}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-slate-800">
          {sections.map((section) => (
            <li key={section.title}>
              <a href={`#${slug(section.title)}`} className="underline hover:text-brand-800">
                {i18n.t(section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, i) => (
        <section key={section.title} id={slug(section.title)} className="mt-10 scroll-mt-20">
          <h2 className="text-2xl font-bold text-slate-900">
            {i + 1}. {i18n.t(section.title)}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{i18n.t(paragraph)}</p>
            ))}
          </div>
        </section>
      ))}
      <p className="mt-12 text-slate-700">
        {richText(i18n.t('Questions? <contact>Contact us</contact>.'), {
          contact: (label) => (
            <Link
              to={localizedPath('/contact', currentLocale())}
              className="font-semibold text-brand-800 underline"
            >
              {label}
            </Link>
          ),
        })}
      </p>
    </article>
  );
}
