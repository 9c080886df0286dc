import { Card } from '@/components/ui/card';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import type { DateFilter } from './matches-page-days';
import type { MatchesPageFilters, StatusFilter } from './matches-page-url';
import { i18n } from '@/lib/i18n';

const WHOSE_OPTIONS = [
  { value: 'all', label: /*i18n*/ 'All Matches' },
  { value: 'mine', label: /*i18n*/ 'My Matches' },
];
const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: /*i18n*/ 'All Status' },
  { value: 'scheduled', label: /*i18n*/ 'Scheduled' },
  { value: 'in-progress', label: /*i18n*/ 'In Progress' },
  { value: 'completed', label: /*i18n*/ 'Completed' },
];
const DATE_OPTIONS: { value: DateFilter; label: string }[] = [
  { value: 'all', label: /*i18n*/ 'All Dates' },
  { value: 'today', label: /*i18n*/ 'Today' },
  { value: 'tomorrow', label: /*i18n*/ 'Tomorrow' },
  { value: 'week', label: /*i18n*/ 'This Week' },
];

/** Options with their labels in the page's language. */
const translated = <T extends { label: string }>(options: readonly T[]): T[] =>
  options.map((option) => ({ ...option, label: i18n.t(option.label) }));

interface MatchesPageFiltersProps {
  filters: MatchesPageFilters;
  /** The search box's text and handler (useUrlState's `text`). */
  search: { value: string; onChange: (q: string) => void };
  onMineChange: (isMine: boolean) => void;
  onStatusChange: (status: StatusFilter) => void;
  onDateChange: (date: DateFilter) => void;
}

/** Search, whose matches, status and date (spec section 2, "Matches"). */
export function MatchesPageFilterBar(props: MatchesPageFiltersProps) {
  const { filters } = props;
  return (
    <Card className="flex flex-col gap-3 p-3 sm:p-4 lg:flex-row lg:items-center">
      <SearchBox
        id="match-search"
        label={i18n.t('Search matches')}
        placeholder={i18n.t('Search matches, players, or courts...')}
        {...props.search}
      />
      {/* One column on a phone, three from sm up: nothing wider than the screen at 320 px. */}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:flex">
        <SelectField
          label={i18n.t('Whose matches')}
          isLabelHidden
          className="min-w-0 lg:w-40"
          options={translated(WHOSE_OPTIONS)}
          value={filters.mine ? 'mine' : 'all'}
          onChange={(e) => props.onMineChange(e.target.value === 'mine')}
        />
        <SelectField
          label={i18n.t('Status')}
          isLabelHidden
          className="min-w-0 lg:w-40"
          options={translated(STATUS_OPTIONS)}
          value={filters.status}
          onChange={(e) => props.onStatusChange(e.target.value as StatusFilter)}
        />
        <SelectField
          label={i18n.t('Date')}
          isLabelHidden
          className="min-w-0 lg:w-36"
          options={translated(DATE_OPTIONS)}
          value={filters.date}
          onChange={(e) => props.onDateChange(e.target.value as DateFilter)}
        />
      </div>
    </Card>
  );
}
