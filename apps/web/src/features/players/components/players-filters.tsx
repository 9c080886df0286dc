import type { PlayerSort } from '@courtside/shared/constants';
import { Card } from '@/components/ui/card';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import {
  LEVEL_OPTIONS,
  SORT_OPTIONS,
  translatedOptions,
  type LevelFilter,
} from '../lib/player-format';
import type { PlayersPageFilters } from './players-url';
import { i18n } from '@/lib/i18n';

interface PlayersFilterBarProps {
  filters: PlayersPageFilters;
  /** The search box's text and handler (useUrlState's `text`). */
  search: { value: string; onChange: (q: string) => void };
  onLevelChange: (level: LevelFilter) => void;
  onSortChange: (sort: PlayerSort) => void;
}

/** Search by name, the level filter and the sort (spec section 2, "Players"). */
export function PlayersFilterBar(props: PlayersFilterBarProps) {
  const { filters } = props;
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4 lg:flex-row lg:items-center">
      <SearchBox
        id="player-search"
        label={i18n.t('Search players')}
        placeholder={i18n.t('Search players by name...')}
        {...props.search}
      />
      {/* One column on a phone, two from sm up: nothing wider than the screen at 320 px. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:flex">
        <SelectField
          label={i18n.t('Level')}
          isLabelHidden
          className="min-w-0 lg:w-60"
          options={translatedOptions(LEVEL_OPTIONS)}
          value={filters.level}
          onChange={(e) => props.onLevelChange(e.target.value as LevelFilter)}
        />
        <SelectField
          label={i18n.t('Sort by')}
          isLabelHidden
          className="min-w-0 lg:w-60"
          options={translatedOptions(SORT_OPTIONS)}
          value={filters.sort}
          onChange={(e) => props.onSortChange(e.target.value as PlayerSort)}
        />
      </div>
    </Card>
  );
}
