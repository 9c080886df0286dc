import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { UserSummary } from '@courtside/shared/api/match';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import {
  SUGGEST_MIN_LENGTH,
  useUserSuggestions,
} from '@/features/matches/api/score-keepers-search';

/** The pause after typing before the suggestions are asked for. */
const DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

interface KeeperComboboxProps {
  label: string;
  /** The person chosen, or null while none is. */
  value: UserSummary | null;
  onChange: (user: UserSummary | null) => void;
  error?: string;
}

/**
 * Picks a score keeper by name or email as the organizer types (issue 27): an ARIA 1.2
 * combobox over GET /api/users/search. Arrows move, Enter chooses, Escape closes. A name
 * suggests the organizer's players and keepers and public profiles; a whole email finds anyone.
 * To empty it after a choice was used, the parent gives it a new `key`.
 */
export function KeeperCombobox({ label, value, onChange, error }: KeeperComboboxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(value?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const suggestions = useUserSuggestions(term);
  const shown = term.length >= SUGGEST_MIN_LENGTH ? (suggestions.data ?? []) : [];
  const isSearching = isOpen && term.length >= SUGGEST_MIN_LENGTH && suggestions.isFetching;

  const choose = (user: UserSummary) => {
    onChange(user);
    setText(user.name);
    setIsOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      const user = shown[active];
      if (user) choose(user);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  const listed = isOpen && term.length >= SUGGEST_MIN_LENGTH;
  let status: string | null = null;
  if (listed && suggestions.isError) status = 'Failed to search users';
  else if (listed && !isSearching && suggestions.isSuccess && shown.length === 0) {
    status = 'No users found';
  }

  return (
    <FieldFrame
      controlId={id}
      label={label}
      error={error}
      hint="Type part of a name, or a whole email address. A name finds your players, your keepers and public profiles."
    >
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={listed && shown.length > 0}
          aria-controls={listId}
          aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-activedescendant={listed && shown[active] ? `${listId}-${active}` : undefined}
          className={`${controlClasses(Boolean(error))} h-11`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            setIsOpen(true);
            if (value) onChange(null);
          }}
          onBlur={() => setIsOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!listed || shown.length === 0}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {shown.map((user, index) => (
            <li
              key={user.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(user);
              }}
            >
              <span className="font-medium">{user.name}</span>
              {user.email && <span className="block break-all text-slate-600">{user.email}</span>}
            </li>
          ))}
        </ul>
        <div aria-live="polite" className="mt-1 text-sm text-slate-600">
          {isSearching ? <Spinner label="Searching..." /> : status}
        </div>
      </div>
    </FieldFrame>
  );
}
