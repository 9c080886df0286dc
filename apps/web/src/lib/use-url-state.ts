import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { VALIDATION_DEBOUNCE_MS } from '@courtside/shared/constants';

/**
 * One value of a screen kept in the URL's query (docs/decisions/019): how it
 * reads (anything unknown reads as the default) and how it writes (the default
 * writes nothing, so a plain address stays plain).
 */
export interface UrlField<T> {
  read: (raw: string | null) => T;
  write: (value: T) => string | null;
  /** A change of this value keeps the page number (a tab, a layout, a dialog); others reset it. */
  keepsPage?: boolean;
}

export const urlText = (): UrlField<string> => ({
  read: (raw) => raw?.trim() ?? '',
  write: (value) => value.trim() || null,
});

export const urlOneOf = <T extends string>(
  values: readonly T[],
  fallback: T,
  options: { keepsPage?: boolean } = {},
): UrlField<T> => ({
  read: (raw) => (values.includes(raw as T) ? (raw as T) : fallback),
  write: (value) => (value === fallback ? null : value),
  ...options,
});

export const urlFlag = (options: { keepsPage?: boolean } = {}): UrlField<boolean> => ({
  read: (raw) => raw === 'true',
  write: (value) => (value ? 'true' : null),
  ...options,
});

/** A free value that is there or not (the id of the match whose dialog is open). */
export const urlOptional = (): UrlField<string | null> => ({
  read: (raw) => raw || null,
  write: (value) => value || null,
  keepsPage: true,
});

export const urlPage = (): UrlField<number> => ({
  read: (raw) => {
    const page = Number(raw);
    return Number.isInteger(page) && page > 1 ? page : 1;
  },
  write: (value) => (value > 1 ? String(value) : null),
  keepsPage: true,
});

type Fields<S> = { [K in keyof S]: UrlField<S[K]> };
type TextKey<S> = { [K in keyof S]: S[K] extends string ? K : never }[keyof S];

/**
 * A screen's state in its URL: `state` read from the query, `set` writing a
 * change (a new history entry unless `replace`; a change of anything but the
 * page, a tab, a layout or a dialog starts again at page 1), and `text`, a
 * search box whose typing reaches the URL once the user pauses.
 *
 * What is typed and not yet written is held here: a filter changed meanwhile
 * writes it with the filter (the cleared search does not come back), and Back,
 * Forward or a link drop it (the box shows the URL's search again).
 */
export function useUrlState<S extends Record<string, unknown>>(
  fields: Fields<S>,
  { debounceMs = VALIDATION_DEBOUNCE_MS }: { debounceMs?: number } = {},
) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [drafts, setDrafts] = useState<{ key: string; typed: Partial<Record<keyof S, string>> }>({
    key: location.key,
    typed: {},
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A move the screen did not make by replacing (Back, Forward, a link, a filter) drops the
  // drafts, and the write still pending.
  const isMoved = navigationType !== 'REPLACE';
  if (drafts.key !== location.key) {
    // Functional: letters typed while the router's transition was pending are kept.
    const key = location.key;
    setDrafts((current) =>
      current.key === key ? current : { key, typed: isMoved ? {} : current.typed },
    );
  }
  useEffect(() => {
    if (isMoved) clearTimeout(timer.current);
  }, [location.key, isMoved]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const state = {} as S;
  for (const key of Object.keys(fields) as (keyof S)[]) {
    state[key] = fields[key].read(params.get(key as string));
  }

  const write = (changes: Partial<S>, replace: boolean) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const keys = Object.keys(changes) as (keyof S)[];
        if ('page' in fields && keys.some((key) => !fields[key]?.keepsPage)) next.delete('page');
        for (const key of keys) {
          const field = fields[key];
          if (!field) continue;
          const value = field.write(changes[key] as S[keyof S]);
          if (value === null) next.delete(key as string);
          else next.set(key as string, value);
        }
        return next;
      },
      { replace },
    );

  /** Writes `changes`, and with them whatever was typed (written already or not). */
  const set = (changes: Partial<S>, { replace = false }: { replace?: boolean } = {}) => {
    clearTimeout(timer.current);
    // The drafts go when the new entry arrives (above), in the same render as its URL.
    write({ ...(drafts.typed as Partial<S>), ...changes }, replace);
  };

  /** A search box's value and change handler: the URL follows once typing pauses, replacing. */
  const text = (key: TextKey<S>) => ({
    value: drafts.typed[key] ?? (state[key] as string),
    onChange: (value: string) => {
      setDrafts((current) => ({ ...current, typed: { ...current.typed, [key]: value } }));
      clearTimeout(timer.current);
      // The draft stays after the write: the router shows the new URL a render later (in a
      // transition), and the box must not show the old search in between.
      timer.current = setTimeout(() => write({ [key]: value } as Partial<S>, true), debounceMs);
    },
  });

  return { state, set, text };
}
