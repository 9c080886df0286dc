import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { VALIDATION_DEBOUNCE_MS, type PlayerSort } from '@courtside/shared/constants';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { LEVEL_OPTIONS, SORT_OPTIONS, type LevelFilter } from '../lib/player-format';
import type { PlayersPageFilters } from './players-url';

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
      <label htmlFor="player-search" className="sr-only">
        Search players
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id="player-search"
        type="search"
        placeholder="Search players by name..."
        maxLength={100}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600"
      />
    </div>
  );
}

interface PlayersFilterBarProps {
  filters: PlayersPageFilters;
  /** Changes when the URL moved by anything but the search box (see usePlayersPageUrl). */
  moveCount: number;
  onSearch: (q: string) => void;
  onLevelChange: (level: LevelFilter) => void;
  onSortChange: (sort: PlayerSort) => void;
}

/** Search by name, the level filter and the sort (spec section 2, "Players"). */
export function PlayersFilterBar(props: PlayersFilterBarProps) {
  const { filters } = props;
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4 lg:flex-row lg:items-center">
      <SearchBox key={props.moveCount} value={filters.q} onSearch={props.onSearch} />
      {/* One column on a phone, two from sm up: nothing wider than the screen at 320 px. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex">
        <SelectField
          label="Level"
          isLabelHidden
          className="min-w-0 lg:w-60"
          options={LEVEL_OPTIONS}
          value={filters.level}
          onChange={(e) => props.onLevelChange(e.target.value as LevelFilter)}
        />
        <SelectField
          label="Sort by"
          isLabelHidden
          className="min-w-0 lg:w-60"
          options={SORT_OPTIONS}
          value={filters.sort}
          onChange={(e) => props.onSortChange(e.target.value as PlayerSort)}
        />
      </div>
    </Card>
  );
}
