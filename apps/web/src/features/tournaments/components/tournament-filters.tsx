import { LayoutGrid, List } from 'lucide-react';
import {
  TOURNAMENT_STATUSES,
  TOURNAMENT_TYPES,
  type TournamentStatus,
  type TournamentType,
} from '@courtside/shared/constants';
import { Card } from '@/components/ui/card';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import { STATUS_LABELS, TYPE_LABELS } from '@/lib/tournaments/labels';
import { i18n } from '@/lib/i18n';

export type ListView = 'grid' | 'list';

interface TournamentFiltersProps {
  /** The search box's text and handler (useUrlState's `text`). */
  search: { value: string; onChange: (value: string) => void };
  status: TournamentStatus | 'all';
  onStatusChange: (value: TournamentStatus | 'all') => void;
  type: TournamentType | 'all';
  onTypeChange: (value: TournamentType | 'all') => void;
  /** Only the tournaments the viewer holds a place in; no such filter without a handler. */
  isMine: boolean;
  onMineChange?: (isMine: boolean) => void;
  view: ListView;
  onViewChange: (view: ListView) => void;
}

// Functions, called at render: their labels are in the page's language.
const statusOptions = () => [
  { value: 'all', label: i18n.t('All statuses') },
  ...TOURNAMENT_STATUSES.map((s) => ({ value: s, label: i18n.t(STATUS_LABELS[s]) })),
];
const typeOptions = () => [
  { value: 'all', label: i18n.t('All types') },
  ...TOURNAMENT_TYPES.map((t) => ({ value: t, label: i18n.t(TYPE_LABELS[t]) })),
];

const whoseOptions = () => [
  { value: 'all', label: i18n.t('All Tournaments') },
  { value: 'mine', label: i18n.t('My Tournaments') },
];

const VIEWS = [
  { view: 'grid', label: /*i18n*/ 'Grid view', icon: LayoutGrid },
  { view: 'list', label: /*i18n*/ 'List view', icon: List },
] as const;

/**
 * Search, whose (players only: all or mine), status and type filters and the grid/list toggle
 * of the tournament list.
 */
export function TournamentFilters(props: TournamentFiltersProps) {
  return (
    // On a phone the layout toggle sits beside the search, whose tournaments gets a row of its
    // own and status and type share the next (their options stay readable); from lg up
    // everything is one row.
    <Card className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 p-3 sm:p-4 lg:flex">
      <SearchBox
        id="tournament-search"
        label={i18n.t('Search tournaments')}
        placeholder={i18n.t('Search by name or location')}
        className="lg:flex-1"
        {...props.search}
      />
      <div className="order-last col-span-2 flex flex-wrap gap-3 sm:flex-nowrap lg:order-none">
        {props.onMineChange && (
          <SelectField
            label={i18n.t('Whose tournaments')}
            isLabelHidden
            className="min-w-0 basis-full sm:flex-1 sm:basis-0 lg:w-48 lg:flex-none"
            options={whoseOptions()}
            value={props.isMine ? 'mine' : 'all'}
            onChange={(e) => props.onMineChange?.(e.target.value === 'mine')}
          />
        )}
        <SelectField
          label={i18n.t('Status')}
          isLabelHidden
          className="min-w-0 flex-1 lg:w-40 lg:flex-none"
          options={statusOptions()}
          value={props.status}
          onChange={(e) => props.onStatusChange(e.target.value as TournamentStatus | 'all')}
        />
        <SelectField
          label={i18n.t('Type')}
          isLabelHidden
          className="min-w-0 flex-1 lg:w-36 lg:flex-none"
          options={typeOptions()}
          value={props.type}
          onChange={(e) => props.onTypeChange(e.target.value as TournamentType | 'all')}
        />
      </div>
      <div
        role="group"
        aria-label={i18n.t('Layout')}
        className="flex shrink-0 rounded-lg border border-slate-300 p-0.5"
      >
        {VIEWS.map(({ view, label, icon: Icon }) => (
          <button
            key={view}
            type="button"
            aria-label={i18n.t(label)}
            aria-pressed={props.view === view}
            onClick={() => props.onViewChange(view)}
            className={`rounded-md p-2 focus-visible:outline-2 focus-visible:outline-brand-700 ${
              props.view === view ? 'bg-brand-700 text-white' : 'text-slate-600 hover:bg-slate-100'
            }`}
          >
            <Icon aria-hidden="true" className="h-5 w-5" />
          </button>
        ))}
      </div>
    </Card>
  );
}
