import type { SpectatorMatch } from '@courtside/shared/api/live';
import type { MatchSection } from '@/lib/match-sections';
import { MatchRow } from './match-row';

export type Section = MatchSection<SpectatorMatch>;

type Stage = SpectatorMatch['stage'];

/** Where a match's winner goes in the next round: below it (`down`), above (`up`), level. */
type Feed = 'down' | 'up' | 'level';

/** The stages drawn as a tree, each position of the full bracket keeping its place. */
const TREE_STAGES: readonly Stage[] = ['knockout', 'winners', 'losers', 'consolation'];

/**
 * A losers' or consolation round whose winners meet the next round's drop-ins one to one
 * (decision 023: an odd round feeds the same position of the even round after it).
 */
const isLevel = (stage: Stage, round: number) =>
  (stage === 'losers' || stage === 'consolation') && round % 2 === 1;

/** Positions of the full bracket in `round` of a stage whose last round is `last`. */
function slotCount(stage: Stage, round: number, last: number): number {
  let count = 1;
  for (let r = last - 1; r >= round; r -= 1) if (!isLevel(stage, r)) count *= 2;
  return count;
}

/**
 * Connector lines drawn with the cell's own borders (no script, no SVG): a cell that feeds
 * draws its half of the gap to the right, the elbow down or up to the middle of its pair, and
 * a fed cell the other half on its left. The columns' gap is gap-4 (16 px), 8 px each.
 */
const FEED_LINE: Record<Feed, string> = {
  down: 'after:top-1/2 after:bottom-0 after:border-t after:border-r',
  up: 'after:top-0 after:bottom-1/2 after:border-b after:border-r',
  level: 'after:top-1/2 after:border-t',
};
const LINE = 'after:absolute after:left-full after:w-2 after:border-slate-400';
const FED_LINE =
  'before:absolute before:right-full before:top-1/2 before:w-2 before:border-t before:border-slate-400';

interface Cell {
  position: number;
  match: SpectatorMatch | undefined;
  feeds: Feed | null;
  isFed: boolean;
}

/**
 * The cells of a tree stage's round, one per position of the full bracket (an empty one where
 * a bye left no match), with the lines each draws; null when the round does not fit the shape.
 */
function treeCells(section: Section, present: ReadonlySet<string>, last: number): Cell[] | null {
  const first = section.matches[0];
  if (!first || !TREE_STAGES.includes(first.stage) || first.group) return null;
  const { stage, round } = first;
  const count = slotCount(stage, round, last);
  if (section.matches.some((m) => m.position < 1 || m.position > count)) return null;
  const has = (r: number, p: number) => present.has(`${stage}-${r}-${p}`);
  const byPosition = new Map(section.matches.map((m) => [m.position, m]));
  return Array.from({ length: count }, (_, i) => {
    const position = i + 1;
    const level = isLevel(stage, round);
    const next = level ? position : Math.ceil(position / 2);
    const match = byPosition.get(position);
    const feeds =
      match && has(round + 1, next) ? (level ? 'level' : position % 2 ? 'down' : 'up') : null;
    const isFed =
      !!match &&
      (isLevel(stage, round - 1)
        ? has(round - 1, position)
        : has(round - 1, 2 * position - 1) || has(round - 1, 2 * position));
    return { position, match, feeds, isFed };
  });
}

/**
 * The rounds side by side, each a column of its matches; the sr-only winner marks stay inside.
 * A knockout's and a double elimination's or consolation's rounds are drawn as a tree (with
 * `isTree`): each match level with the middle of the two it comes from, joined by lines.
 */
export function Rounds({
  sections,
  isTv,
  isTree = true,
  shape = sections,
}: {
  sections: readonly Section[];
  isTv: boolean;
  isTree?: boolean;
  /** The whole bracket, when `sections` are some of its rounds (a TV page): its lines and places. */
  shape?: readonly Section[];
}) {
  const present = new Set<string>();
  const last = new Map<Stage, number>();
  for (const m of shape.flatMap((s) => s.matches)) {
    present.add(`${m.stage}-${m.round}-${m.position}`);
    if (!m.group) last.set(m.stage, Math.max(last.get(m.stage) ?? 0, m.round));
  }
  return (
    // One grid row of headings (a two-line heading moves no column's cells) and one of cells.
    <div className="relative grid grid-flow-col grid-rows-[auto_1fr] justify-start gap-x-4 gap-y-2">
      {sections.map((section) => {
        const stage = section.matches[0]?.stage;
        const cells = isTree && stage ? treeCells(section, present, last.get(stage) ?? 0) : null;
        return (
          <section
            key={section.key}
            aria-label={section.title}
            className={`row-span-2 grid grid-rows-subgrid ${isTv ? 'w-80' : 'w-64'}`}
          >
            <h3 className={`font-semibold text-slate-800 ${isTv ? 'text-2xl' : 'text-sm'}`}>
              {section.title}
            </h3>
            {cells ? (
              // Equal rows (an empty place as tall as a card), so each match sits level with its pair;
              // one column of minmax(0, 1fr), so a long name truncates inside its card.
              <ul className="grid grid-cols-1 auto-rows-fr">
                {cells.map(({ position, match, feeds, isFed }) =>
                  match ? (
                    <li
                      key={position}
                      data-feeds={feeds ?? undefined}
                      data-fed={isFed || undefined}
                      className={`relative flex flex-col justify-center py-1 ${feeds ? `${LINE} ${FEED_LINE[feeds]}` : ''} ${isFed ? FED_LINE : ''}`}
                    >
                      <MatchRow match={match} isTv={isTv} />
                    </li>
                  ) : (
                    <li key={position} aria-hidden="true" />
                  ),
                )}
              </ul>
            ) : (
              <ul className="space-y-2 self-start">
                {section.matches.map((match) => (
                  <li key={match.id}>
                    <MatchRow match={match} isTv={isTv} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
