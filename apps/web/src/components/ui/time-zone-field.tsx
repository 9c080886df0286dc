import { useMemo, useState, type KeyboardEvent } from 'react';
import { allTimeZones, canonicalTimeZone } from '@courtside/shared/time/zones';
import { controlClasses, FieldFrame, useFieldIds } from './field';
import { i18n } from '@/lib/i18n';

/** At most this many matches are listed at once; typing narrows the rest. */
const MAX_SHOWN = 60;

/** "America/Los_Angeles" is found by "los angeles", "los_ang" or "america/los". */
const searchable = (zone: string) => zone.toLowerCase().replaceAll('_', ' ');

interface TimeZoneFieldProps {
  label: string;
  /** An IANA zone ('America/New_York'). */
  value: string;
  onChange: (zone: string) => void;
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
  /** Shown when the text typed and left (Tab, a click away) names no zone. */
  invalidMessage?: string;
}

export const TIME_ZONE_INVALID = /*i18n*/ 'Choose a time zone from the list';

/**
 * A searchable list of every IANA time zone the browser knows (Intl.supportedValuesOf): the one
 * picker of the tournament's venue zone and the profile's own zone. An ARIA 1.2 combobox: type to
 * filter, arrows to move, Enter to choose, Escape to go back to the chosen zone; Tab keeps a zone
 * typed whole (see `commitTyped`).
 */
export function TimeZoneField({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  className,
  invalidMessage = TIME_ZONE_INVALID,
}: TimeZoneFieldProps) {
  const [typedError, setTypedError] = useState<string | null>(null);
  const shownError = error ?? typedError ?? undefined;
  const { controlId, controlProps } = useFieldIds(id, { error: shownError, hint });
  const listId = `${controlId}-zones`;
  const zones = useMemo(() => {
    const known = allTimeZones();
    return value && !known.includes(value) && canonicalTimeZone(value) ? [value, ...known] : known;
  }, [value]);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const isOpen = query !== null;
  const shown = useMemo(() => {
    if (query === null) return [];
    const words = searchable(query)
      .split(/[\s/]+/)
      .filter(Boolean);
    return zones
      .filter((zone) => words.every((w) => searchable(zone).includes(w)))
      .slice(0, MAX_SHOWN);
  }, [query, zones]);

  const choose = (zone: string) => {
    onChange(zone);
    setTypedError(null);
    setQuery(null);
  };
  /**
   * Leaving the field (Tab, a click elsewhere) keeps what was typed when it names a zone: the
   * zone itself in any case or spelling Intl knows ('america/chicago', 'US/Central'), or the one
   * zone the text matches. Text that names none stays, with the message, so the form refuses it
   * rather than quietly putting the old zone back. Nothing typed keeps the chosen zone.
   */
  const commitTyped = () => {
    if (query === null) return;
    const typed = query.trim();
    setQuery(null);
    if (typed === '' || typed === value) return;
    const exact = zones.find((zone) => searchable(zone) === searchable(typed));
    const match = exact ?? canonicalTimeZone(typed) ?? (shown.length === 1 ? shown[0] : null);
    if (match) return choose(match);
    onChange(typed);
    setTypedError(invalidMessage);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) return setQuery('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(Math.max(i + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault();
      const zone = shown[active];
      if (zone) choose(zone);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <FieldFrame
      controlId={controlId}
      label={label}
      error={shownError}
      hint={hint}
      className={className}
    >
      <div className="relative">
        <input
          {...controlProps}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-activedescendant={isOpen && shown[active] ? `${listId}-${active}` : undefined}
          className={`${controlClasses(Boolean(shownError))} h-11`}
          value={query ?? value}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onFocus={(event) => event.target.select()}
          onBlur={commitTyped}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={i18n.t('{label} options', { label })}
          hidden={!isOpen}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {shown.length === 0 && isOpen ? (
            <li className="px-3 py-2 text-sm text-slate-600">{i18n.t('No time zone matches')}</li>
          ) : (
            shown.map((zone, index) => (
              <li
                key={zone}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand-50 text-brand-800' : 'text-slate-800'}`}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(zone);
                }}
              >
                {zone}
              </li>
            ))
          )}
        </ul>
      </div>
    </FieldFrame>
  );
}
