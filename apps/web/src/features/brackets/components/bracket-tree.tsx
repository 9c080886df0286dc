import { useId, type CSSProperties, type KeyboardEvent } from 'react';
import { Trophy } from 'lucide-react';
import type { Match } from '@courtside/shared/api/match';
import {
  BRACKET_BOX,
  CHAMPION_KEY,
  bracketLayout,
  slotKey,
} from '@/features/brackets/lib/bracket-layout';
import { knockoutColumns, type KnockoutSlot } from '@/features/brackets/lib/knockout-columns';
import { winnerName } from '@/lib/match-sides';
import { BracketConnectors } from './bracket-connectors';
import { BracketByeCard, BracketMatchCard } from './bracket-match-card';
import { BracketPathProvider, EntrantName, useActiveEntrant, useClearPath } from './bracket-path';
import { i18n } from '@/lib/i18n';

const { cardWidth, cardHeight, headerHeight, championWidth, bronzeHeading } = BRACKET_BOX;
const HEADING = 'text-xs font-semibold tracking-wide uppercase';

const slotEntrants = (slot: KnockoutSlot) =>
  slot.kind === 'match' ? [slot.match.player1Id, slot.match.player2Id] : [slot.entrantId];

function SlotCard({ slot }: { slot: KnockoutSlot }) {
  return slot.kind === 'match' ? (
    <BracketMatchCard match={slot.match} title={slot.title} />
  ) : (
    <BracketByeCard title={slot.title} entrant={slot.entrant} entrantId={slot.entrantId} />
  );
}

function ChampionBox({
  position,
  id,
  name,
  isOnPath,
  title,
}: {
  position: { x: number; y: number };
  id: string | null;
  name: string | null;
  isOnPath: boolean;
  title: string;
}) {
  return (
    <div
      className="absolute flex flex-col justify-center"
      style={{ left: position.x, top: position.y, width: championWidth, height: cardHeight }}
    >
      <div
        data-highlighted={isOnPath || undefined}
        className={`rounded-lg border-2 px-3 py-1.5 ${isOnPath ? 'border-sky-700 bg-sky-100' : 'border-amber-400 bg-amber-50'}`}
      >
        <h3 className={`flex items-center gap-1 ${HEADING} text-amber-900`}>
          <Trophy aria-hidden="true" className="h-3.5 w-3.5" />
          {title}
        </h3>
        {name ? (
          <EntrantName
            id={id}
            name={name}
            className="block max-w-full text-sm font-semibold text-slate-900"
          />
        ) : (
          <p className="text-sm text-slate-600 italic">{i18n.t('To be decided')}</p>
        )}
      </div>
    </div>
  );
}

function Canvas({ matches, winnerTitle }: { matches: readonly Match[]; winnerTitle: string }) {
  const activeId = useActiveEntrant();
  const clear = useClearPath();
  const headingId = useId();
  const columns = knockoutColumns(matches);
  const bronze = matches.find((m) => m.stage === 'bronze') ?? null;
  const layout = bracketLayout(columns, { hasBronze: bronze !== null });
  const slots = new Map(
    columns.flatMap((c) => c.slots.map((s) => [slotKey(c.round, s.position), s] as const)),
  );
  const final = slots.get(slotKey(columns.length, 1));
  const champion = final?.kind === 'match' ? final.match : null;
  const championId = champion?.winner ?? null;
  const championName = champion ? winnerName(champion) : null;
  const entrantsOf = (key: string) =>
    key === CHAMPION_KEY ? [championId] : slots.has(key) ? slotEntrants(slots.get(key)!) : [];
  const boxes = new Map(layout.boxes.map((b) => [slotKey(b.round, b.position), b]));
  const byeKeys = new Set([...slots].filter(([, s]) => s.kind === 'bye').map(([key]) => key));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && clear) clear();
  };
  const style = {
    width: layout.width,
    height: layout.height,
    '--bracket-print-scale': layout.printScale,
    '--bracket-print-scale-portrait': layout.portraitPrintScale,
  } as CSSProperties;

  return (
    // Escape is caught here, around the names that take the focus.
    <div className="bracket-tree-canvas relative" style={style} onKeyDown={onKeyDown}>
      <BracketConnectors
        width={layout.width}
        height={layout.height}
        connectors={layout.connectors}
        entrantsOf={entrantsOf}
        byeKeys={byeKeys}
        activeId={activeId}
      />
      {columns.map((column, index) => (
        <div
          key={column.round}
          className="absolute top-0"
          style={{ left: layout.columns[index]!.x, width: cardWidth }}
        >
          <h3
            id={`${headingId}-${column.round}`}
            className={`flex items-end pb-3 text-slate-700 ${HEADING}`}
            style={{ height: headerHeight }}
          >
            {column.title}
          </h3>
          <ol aria-labelledby={`${headingId}-${column.round}`}>
            {column.slots.map((slot) => {
              const box = boxes.get(slotKey(column.round, slot.position))!;
              return (
                <li
                  key={slot.position}
                  className="absolute flex w-full flex-col justify-center"
                  style={{ top: box.y, height: cardHeight }}
                >
                  <SlotCard slot={slot} />
                </li>
              );
            })}
          </ol>
        </div>
      ))}
      <ChampionBox
        position={layout.champion}
        id={championId}
        name={championName}
        isOnPath={championId !== null && championId === activeId}
        title={winnerTitle}
      />
      {bronze && layout.bronze && (
        <div
          className="absolute"
          style={{ left: layout.bronze.x, top: layout.bronze.y, width: cardWidth }}
        >
          <h3
            id={`${headingId}-bronze`}
            className={`flex items-end text-slate-700 ${HEADING}`}
            style={{ height: bronzeHeading - 8, marginBottom: 8 }}
          >
            {i18n.t('Third-place match')}
          </h3>
          <ol aria-labelledby={`${headingId}-bronze`}>
            <li>
              <BracketMatchCard match={bronze} title={i18n.t('Third-place match')} />
            </li>
          </ol>
        </div>
      )}
    </div>
  );
}

/**
 * The knockout drawn as a tree: a column per round with connectors to the match
 * each winner goes to, round 1 byes, the champion after the final and the
 * third-place match below it. `winnerTitle` heads the box after the final (a double
 * elimination's winners' bracket sends its winner on to the grand final). Hovering or focusing a name highlights every
 * match of that entrant; pressing it keeps the highlight, Escape clears it.
 */
export function BracketTree({
  matches,
  winnerTitle = i18n.t('Champion'),
}: {
  matches: readonly Match[];
  winnerTitle?: string;
}) {
  const hintId = useId();
  return (
    <BracketPathProvider hintId={hintId}>
      <p id={hintId} className="bracket-print-hide bracket-control mb-3 text-sm text-slate-600">
        {i18n.t(
          "Hover over or focus a name to highlight that entrant's path; press it to keep the highlight, Escape to clear it.",
        )}
      </p>
      <Canvas matches={matches} winnerTitle={winnerTitle} />
    </BracketPathProvider>
  );
}
