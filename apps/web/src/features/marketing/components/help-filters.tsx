import { Search } from 'lucide-react';
import { HELP_CATEGORIES, type HelpCategoryFilter } from '@/features/marketing/content/help';
import { i18n } from '@/lib/i18n';

interface HelpFiltersProps {
  query: string;
  category: HelpCategoryFilter;
  onQueryChange: (query: string) => void;
  onCategoryChange: (category: HelpCategoryFilter) => void;
}

/** The help centre's search box and category buttons. */
export function HelpFilters({
  query,
  category,
  onQueryChange,
  onCategoryChange,
}: HelpFiltersProps) {
  return (
    <div className="space-y-5">
      <div className="relative mx-auto max-w-xl">
        <label htmlFor="help-search" className="sr-only">
          {i18n.t('Search help articles and questions')}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-4 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="help-search"
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={i18n.t('Search for answers...')}
          className="h-12 w-full rounded-full border border-slate-300 bg-white pl-12 pr-4 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600"
        />
      </div>
      <div
        role="group"
        aria-label={i18n.t('Category')}
        className="flex flex-wrap justify-center gap-2"
      >
        {HELP_CATEGORIES.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            onClick={() => onCategoryChange(value)}
            className={`rounded-full border px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              category === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
            }`}
          >
            {i18n.t(label)}
          </button>
        ))}
      </div>
    </div>
  );
}
