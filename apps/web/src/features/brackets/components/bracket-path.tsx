import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Which entrant's path the drawn bracket highlights: the one under the pointer
 * or keyboard focus, else the one pinned by a click (for touch screens).
 */
interface PathState {
  activeId: string | null;
  pinnedId: string | null;
  /** Id of the text that tells how highlighting works (the names' description). */
  hintId: string;
  show: (id: string) => void;
  hide: () => void;
  togglePin: (id: string) => void;
  clear: () => void;
}

const PathContext = createContext<PathState | null>(null);

export function BracketPathProvider({ hintId, children }: { hintId: string; children: ReactNode }) {
  const [shownId, setShownId] = useState<string | null>(null);
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const value = useMemo<PathState>(
    () => ({
      activeId: shownId ?? pinnedId,
      pinnedId,
      hintId,
      show: setShownId,
      hide: () => setShownId(null),
      togglePin: (id) => setPinnedId((current) => (current === id ? null : id)),
      clear: () => {
        setShownId(null);
        setPinnedId(null);
      },
    }),
    [shownId, pinnedId, hintId],
  );
  return <PathContext.Provider value={value}>{children}</PathContext.Provider>;
}

/** The highlighted entrant of the bracket around, or null (also outside a bracket). */
export const useActiveEntrant = () => useContext(PathContext)?.activeId ?? null;

/** The clear action of the bracket around, for its Escape key. */
export const useClearPath = () => useContext(PathContext)?.clear;

/**
 * An entrant's name in the drawn bracket: a button that highlights the
 * entrant's path while hovered or focused, and keeps it highlighted when
 * pressed. A side still to be decided is plain text.
 */
export function EntrantName({
  id,
  name,
  className = '',
}: {
  id: string | null;
  name: string;
  className?: string;
}) {
  const path = useContext(PathContext);
  // Names are cut to the card's width: the full name shows on hover.
  if (!id || !path)
    return (
      <span title={name} className={`truncate ${className}`}>
        {name}
      </span>
    );
  return (
    <button
      type="button"
      title={name}
      aria-pressed={path.pinnedId === id}
      aria-describedby={path.hintId}
      data-entrant-id={id}
      onMouseEnter={() => path.show(id)}
      onMouseLeave={path.hide}
      onFocus={() => path.show(id)}
      onBlur={path.hide}
      onClick={() => path.togglePin(id)}
      className={`min-w-0 truncate rounded text-left hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 ${className}`}
    >
      {name}
    </button>
  );
}
