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

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...TOURNAMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
];
const TYPE_OPTIONS = [
  { value: 'all', label: 'All types' },
  ...TOURNAMENT_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
];

const WHOSE_OPTIONS = [
  { value: 'all', label: 'All Tournaments' },
  { value: 'mine', label: 'My Tournaments' },
];

const VIEWS = [
  { view: 'grid', label: 'Grid view', icon: LayoutGrid },
  { view: 'list', label: 'List view', icon: List },
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
        label="Search tournaments"
        placeholder="Search by name or location"
        className="lg:flex-1"
        {...props.search}
      />
      <div className="order-last col-span-2 flex flex-wrap gap-3 sm:flex-nowrap lg:order-none">
        {props.onMineChange && (
          <SelectField
            label="Whose tournaments"
            isLabelHidden
            className="min-w-0 basis-full sm:flex-1 sm:basis-0 lg:w-48 lg:flex-none"
            options={WHOSE_OPTIONS}
            value={props.isMine ? 'mine' : 'all'}
            onChange={(e) => props.onMineChange?.(e.target.value === 'mine')}
          />
        )}
        <SelectField
          label="Status"
          isLabelHidden
          className="min-w-0 flex-1 lg:w-40 lg:flex-none"
          options={STATUS_OPTIONS}
          value={props.status}
          onChange={(e) => props.onStatusChange(e.target.value as TournamentStatus | 'all')}
        />
        <SelectField
          label="Type"
          isLabelHidden
          className="min-w-0 flex-1 lg:w-36 lg:flex-none"
          options={TYPE_OPTIONS}
          value={props.type}
          onChange={(e) => props.onTypeChange(e.target.value as TournamentType | 'all')}
        />
      </div>
      <div
        role="group"
        aria-label="Layout"
        className="flex shrink-0 rounded-lg border border-slate-300 p-0.5"
      >
        {VIEWS.map(({ view, label, icon: Icon }) => (
          <button
            key={view}
            type="button"
            aria-label={label}
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
