import { useId, useState, type KeyboardEvent } from 'react';
import type { UserSummary } from '@courtside/shared/api/match';
import { controlClasses, FieldFrame } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-error';
import { useDebounced } from '@/lib/use-debounced';
import { SUGGEST_MIN_LENGTH, useUserSuggestions } from '@/lib/users/search-users';
import { i18n } from '@/lib/i18n';

/** The pause after typing before the suggestions are asked for. */
const DEBOUNCE_MS = 300;

export const PERSON_COMBOBOX_TEXTS = {
  hint: /*i18n*/ 'Type part of a name, or a whole email address. A name finds your players, your keepers and public profiles.',
  searching: /*i18n*/ 'Searching...',
  noneFound: /*i18n*/ 'No users found',
  searchFailed: /*i18n*/ 'Failed to search users',
} as const;

export interface PersonComboboxProps {
  label: string;
  /** The person chosen, or null while none is. */
  value: UserSummary | null;
  onChange: (user: UserSummary | null) => void;
  error?: string;
  /** People already holding the role: suggested with `note` ("Desk staff"), not choosable. */
  taken?: { ids: ReadonlySet<string>; note: string };
  /** What the field finds, under it (default: the organizer's search). */
  hint?: string;
}

/**
 * Picks a person by name or email as the organizer types (issue 27): an ARIA 1.2 combobox over
 * GET /api/users/search, debounced, from two characters. Arrows move, Enter chooses, Escape
 * closes (and only that: a dialog around it stays open). A name suggests the organizer's
 * players and keepers and public profiles; a whole email finds anyone. To empty it after a
 * choice was used, the parent gives it a new `key`.
 */
export function PersonCombobox({
  label,
  value,
  onChange,
  error,
  taken,
  hint = i18n.t(PERSON_COMBOBOX_TEXTS.hint),
}: PersonComboboxProps) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [text, setText] = useState(value?.name ?? '');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebounced(text.trim(), DEBOUNCE_MS);
  const suggestions = useUserSuggestions(term);
  const listed = isOpen && term.length >= SUGGEST_MIN_LENGTH;
  const shown = listed ? (suggestions.data ?? []) : [];
  const isSearching = listed && suggestions.isFetching;
  const isTaken = (user: UserSummary) => taken?.ids.has(user.id) ?? false;

  const choose = (user: UserSummary) => {
    if (isTaken(user)) return;
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
    } else if (event.key === 'Enter' && shown.length > 0) {
      event.preventDefault();
      const user = shown[active];
      if (user) choose(user);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  let status: string | null = null;
  if (listed && suggestions.isError) {
    status = failureReason(suggestions.error, i18n.t(PERSON_COMBOBOX_TEXTS.searchFailed));
  } else if (listed && !isSearching && suggestions.isSuccess && shown.length === 0) {
    status = i18n.t(PERSON_COMBOBOX_TEXTS.noneFound);
  }

  return (
    <FieldFrame controlId={id} label={label} error={error} hint={hint}>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          aria-autocomplete="list"
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-describedby={[error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
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
          aria-label={i18n.t('{label} suggestions', { label })}
          hidden={shown.length === 0}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {shown.map((user, index) => {
            const isUserTaken = isTaken(user);
            return (
              <li
                key={user.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                aria-disabled={isUserTaken || undefined}
                className={`px-3 py-2 text-sm ${isUserTaken ? 'cursor-default' : 'cursor-pointer'} ${index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(user);
                }}
              >
                <span className="font-medium">{user.name}</span>
                {isUserTaken && (
                  <span className="ml-2 text-sm font-medium text-green-800">{taken!.note}</span>
                )}
                {user.email && <span className="block break-all text-slate-600">{user.email}</span>}
              </li>
            );
          })}
        </ul>
        <div aria-live="polite" className="mt-1 text-sm text-slate-600">
          {isSearching ? <Spinner label={i18n.t(PERSON_COMBOBOX_TEXTS.searching)} /> : status}
        </div>
      </div>
    </FieldFrame>
  );
}
