import { BookOpen, SearchX } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Accordion } from '@/features/marketing/components/accordion';
import { HelpFilters } from '@/features/marketing/components/help-filters';
import { HelpResources } from '@/features/marketing/components/help-resources';
import { PageIntro } from '@/features/marketing/components/page-intro';
import {
  HELP_ARTICLES,
  HELP_CATEGORIES,
  HELP_FAQS,
  type HelpCategoryFilter,
} from '@/features/marketing/content/help';
import { filterHelp } from '@/features/marketing/lib/help-filter';
import { usePageMeta } from '@/features/marketing/lib/use-page-meta';
import { localizedPath } from '@courtside/shared/i18n/locales';
import { currentLocale, i18n } from '@/lib/i18n';

const categoryLabel = (value: string) =>
  i18n.t(HELP_CATEGORIES.find((c) => c.value === value)?.label ?? value);

/** The help centre (spec section 2): search and category filter over articles and FAQs. */
export default function HelpPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<HelpCategoryFilter>('all');
  const deferredQuery = useDeferredValue(query);
  usePageMeta(
    i18n.t('Help Center'),
    i18n.t(
      'Answers about getting started, tournaments, players, settings, billing and troubleshooting on Courtside.',
    ),
  );
  // The search looks through the texts as the visitor reads them, in the page's language.
  const help = useMemo(
    () => ({
      articles: HELP_ARTICLES.map((a) => ({
        ...a,
        title: i18n.t(a.title),
        summary: i18n.t(a.summary),
      })),
      faqs: HELP_FAQS.map((f) => ({
        ...f,
        question: i18n.t(f.question),
        answer: i18n.t(f.answer),
      })),
    }),
    [],
  );

  const { articles, faqs } = useMemo(
    () => filterHelp(help, { query: deferredQuery, category }),
    [help, deferredQuery, category],
  );
  const faqItems = faqs.map((faq) => ({
    id: `faq-${help.faqs.indexOf(faq)}`,
    title: faq.question,
    content: <p>{faq.answer}</p>,
  }));
  const resultCount = articles.length + faqs.length;

  return (
    <>
      <PageIntro
        title={i18n.t('Help Center')}
        lead={i18n.t(
          'Guides and answers for players, organizers and clubs. Search, or pick a topic.',
        )}
      >
        <div className="mt-8">
          <HelpFilters
            query={query}
            category={category}
            onQueryChange={setQuery}
            onCategoryChange={setCategory}
          />
        </div>
      </PageIntro>
      <div className="mx-auto max-w-5xl space-y-12 px-4 pb-16 sm:px-6">
        <p role="status" className="text-center text-sm text-slate-600">
          {i18n.t('{count, plural, one {# result} other {# results}}', { count: resultCount })}
        </p>
        {resultCount === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
            <SearchX aria-hidden="true" className="h-10 w-10 text-slate-500" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">
              {i18n.t('No results found')}
            </h2>
            <p className="mt-1 text-slate-700">
              {i18n.t('Try other words or another topic, or send us a message.')}
            </p>
            <button
              type="button"
              onClick={() => {
                setQuery('');
                setCategory('all');
              }}
              className={`${buttonClasses('outline', 'md')} mt-4`}
            >
              {i18n.t('Clear search')}
            </button>
          </div>
        ) : (
          <>
            {articles.length > 0 && (
              <section aria-labelledby="articles">
                <h2 id="articles" className="text-2xl font-bold text-slate-900">
                  {i18n.t('Articles')}
                </h2>
                <ul className="mt-6 grid gap-4 sm:grid-cols-2">
                  {articles.map((article) => (
                    <li key={article.title} className="rounded-xl border border-slate-200 p-5">
                      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-brand-800">
                        <BookOpen aria-hidden="true" className="h-4 w-4" />
                        {categoryLabel(article.category)}
                      </p>
                      <h3 className="mt-2 font-semibold text-slate-900">{article.title}</h3>
                      <p className="mt-1 text-sm text-slate-700">{article.summary}</p>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {faqs.length > 0 && (
              <section aria-labelledby="help-faq">
                <h2 id="help-faq" className="text-2xl font-bold text-slate-900">
                  {i18n.t('Frequently asked questions')}
                </h2>
                <div className="mt-6">
                  <Accordion items={faqItems} />
                </div>
              </section>
            )}
          </>
        )}
        <HelpResources />
        <section className="rounded-2xl bg-brand-800 px-6 py-10 text-center">
          <h2 className="text-2xl font-bold text-white">{i18n.t('Still need help?')}</h2>
          <p className="mt-2 text-brand-50">
            {i18n.t('Our team answers Mon-Fri 9-6 EST, Sat 10-4.')}
          </p>
          <Link
            to={localizedPath('/contact', currentLocale())}
            className={`${buttonClasses('outline', 'lg')} mt-6`}
          >
            {i18n.t('Contact Support')}
          </Link>
        </section>
      </div>
    </>
  );
}
