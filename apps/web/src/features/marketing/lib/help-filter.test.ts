import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, HELP_FAQS } from '@/features/marketing/content/help';
import { filterHelp, matchesQuery } from './help-filter';

const all = { articles: HELP_ARTICLES, faqs: HELP_FAQS };

describe('help filter', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['RATING', true],
    ['rating moves', true],
    ['moves rating', true],
    ['rating tennis', false],
  ])('query %j on a rating text: %s', (query, expected) => {
    expect(matchesQuery('Your rating moves after every match', query)).toBe(expected);
  });

  it('ignores accents', () => {
    expect(matchesQuery('Règles du jeu', 'regles')).toBe(true);
  });

  it('shows everything for all topics and no text', () => {
    expect(filterHelp(all, { query: '', category: 'all' })).toEqual(all);
  });

  it('keeps only the chosen category, in articles and FAQs alike', () => {
    const { articles, faqs } = filterHelp(all, { query: '', category: 'billing' });
    expect(articles.length).toBeGreaterThan(0);
    expect(faqs.length).toBeGreaterThan(0);
    expect([...articles, ...faqs].every((item) => item.category === 'billing')).toBe(true);
    expect(articles.length + faqs.length).toBeLessThan(HELP_ARTICLES.length + HELP_FAQS.length);
  });

  it('combines the text with the category', () => {
    const scores = filterHelp(all, { query: 'score', category: 'tournaments' });
    expect(scores.articles.map((a) => a.title)).toEqual(['Enter and correct scores']);
    expect(scores.faqs.map((f) => f.question)).toEqual([
      'Can someone other than the organizer enter scores?',
    ]);
    expect(filterHelp(all, { query: 'score', category: 'billing' })).toEqual({
      articles: [],
      faqs: [],
    });
  });
});
