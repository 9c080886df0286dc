import type { HelpArticle, HelpCategoryFilter, HelpFaq } from '@/features/marketing/content/help';

/** Lower case, accents dropped, so "Règles" finds "regles". */
const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Every word of the query must appear somewhere in the text (in any order). */
export function matchesQuery(text: string, query: string): boolean {
  const haystack = normalise(text);
  return normalise(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The help articles and FAQs in the chosen category that match the search text. */
export function filterHelp(
  { articles, faqs }: { articles: HelpArticle[]; faqs: HelpFaq[] },
  { query, category }: { query: string; category: HelpCategoryFilter },
): { articles: HelpArticle[]; faqs: HelpFaq[] } {
  const inCategory = (item: { category: string }) =>
    category === 'all' || item.category === category;
  return {
    articles: articles.filter(
      (a) => inCategory(a) && matchesQuery(`${a.title} ${a.summary}`, query),
    ),
    faqs: faqs.filter((f) => inCategory(f) && matchesQuery(`${f.question} ${f.answer}`, query)),
  };
}
