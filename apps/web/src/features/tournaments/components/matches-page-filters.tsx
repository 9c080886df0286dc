import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VALIDATION_DEBOUNCE_MS } from '@courtside/shared/constants';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import type { DateFilter } from './matches-page-days';
import type { MatchesPageFilters, StatusFilter } from './matches-page-url';

const WHOSE_OPTIONS = [
  { value: 'all', label: 'All Matches' },
  { value: 'mine', label: 'My Matches' },
];
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All Status' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];
const DATE_OPTIONS: { value: DateFilter; label: string }[] = [
  { value: 'all', label: 'All Dates' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'week', label: 'This Week' },
];

/**
 * The search box: the text is the user's as they type; the URL (and the call)
 * follows once they pause, replacing the current entry. The bar remounts it
 * after any other move of the URL (Back, a filter), so it shows the URL's `q`
 * and drops a write still pending.
 */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer calls the latest onSearch, which writes onto the latest URL.
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const onChange = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next.trim()), VALIDATION_DEBOUNCE_MS);
  };

  return (
    <div className="relative min-w-0 lg:flex-1">
      <label htmlFor="match-search" className="sr-only">
        Search matches
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id="match-search"
        type="search"
        placeholder="Search matches, players, or courts..."
        value={text}
        onChange={(e) => onChange(e.target.value)}
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600"
      />
    </div>
  );
}

interface MatchesPageFiltersProps {
  filters: MatchesPageFilters;
  /** Changes when the URL moved by anything but the search box (see useMatchesPageUrl). */
  moveCount: number;
  onSearch: (q: string) => void;
  onMineChange: (isMine: boolean) => void;
  onStatusChange: (status: StatusFilter) => void;
  onDateChange: (date: DateFilter) => void;
}

/** Search, whose matches, status and date (spec section 2, "Matches"). */
export function MatchesPageFilterBar(props: MatchesPageFiltersProps) {
  const { filters } = props;
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4 lg:flex-row lg:items-center">
      <SearchBox key={props.moveCount} value={filters.q} onSearch={props.onSearch} />
      {/* One column on a phone, three from sm up: nothing wider than the screen at 320 px. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:flex">
        <SelectField
          label="Whose matches"
          isLabelHidden
          className="min-w-0 lg:w-40"
          options={WHOSE_OPTIONS}
          value={filters.isMine ? 'mine' : 'all'}
          onChange={(e) => props.onMineChange(e.target.value === 'mine')}
        />
        <SelectField
          label="Status"
          isLabelHidden
          className="min-w-0 lg:w-40"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(e) => props.onStatusChange(e.target.value as StatusFilter)}
        />
        <SelectField
          label="Date"
          isLabelHidden
          className="min-w-0 lg:w-36"
          options={DATE_OPTIONS}
          value={filters.date}
          onChange={(e) => props.onDateChange(e.target.value as DateFilter)}
        />
      </div>
    </Card>
  );
}
