import type { Connector } from '@/features/brackets/lib/bracket-layout';

interface BracketConnectorsProps {
  width: number;
  height: number;
  connectors: readonly Connector[];
  /** Entrant ids in each slot (by slot key), to tell which lines an entrant travelled. */
  entrantsOf: (key: string) => readonly (string | null)[];
  /** Slot keys of round 1 byes: their lines are dashed. */
  byeKeys: ReadonlySet<string>;
  activeId: string | null;
}

/**
 * The lines between a match and the match it feeds, drawn behind the cards.
 * A line the highlighted entrant travelled (in both slots it joins) is drawn
 * thicker and in the highlight colour, on top of the others. Decorative: the
 * lists of rounds carry the same structure for screen readers.
 */
export function BracketConnectors({
  width,
  height,
  connectors,
  entrantsOf,
  byeKeys,
  activeId,
}: BracketConnectorsProps) {
  const isTravelled = (c: Connector) =>
    activeId !== null &&
    entrantsOf(c.from).includes(activeId) &&
    entrantsOf(c.to).includes(activeId);
  const ordered = [...connectors].sort((a, b) => Number(isTravelled(a)) - Number(isTravelled(b)));
  return (
    <svg
      aria-hidden="true"
      width={width}
      height={height}
      className="pointer-events-none absolute top-0 left-0"
    >
      {ordered.map((c) => {
        const isOnPath = isTravelled(c);
        return (
          <path
            key={`${c.from}>${c.to}`}
            d={c.d}
            fill="none"
            data-from={c.from}
            data-to={c.to}
            data-highlighted={isOnPath || undefined}
            strokeWidth={isOnPath ? 3 : 1.5}
            strokeDasharray={byeKeys.has(c.from) ? '4 3' : undefined}
            className={isOnPath ? 'stroke-sky-700' : 'stroke-slate-400'}
          />
        );
      })}
    </svg>
  );
}
