import { Search } from 'lucide-react';

interface SearchBoxProps {
  id: string;
  /** The box's name for screen readers (its label is visually hidden). */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  className?: string;
}

/**
 * The search box of a list's filter bar (players, matches, tournaments): a
 * magnifier, a hidden label, the text. Pair it with useUrlState's `text` so the
 * URL follows once the user pauses.
 */
export function SearchBox(props: SearchBoxProps) {
  return (
    <div className={`relative min-w-0 ${props.className ?? 'lg:flex-1'}`}>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
      />
      <input
        id={props.id}
        type="search"
        placeholder={props.placeholder}
        maxLength={props.maxLength ?? 100}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-2 focus:outline-brand-600"
      />
    </div>
  );
}
