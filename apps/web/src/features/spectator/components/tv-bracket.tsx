import { useRotation } from '@/features/spectator/lib/use-rotation';
import { Rounds, type Section } from './bracket-rounds';
import { TvFit } from './tv-fit';

/** The most first-round matches TV mode shows at once: a 32-entrant bracket (16 matches). */
const TV_FIRST_ROUND_MAX = 16;

/**
 * TV mode pages a bracket larger than 32 entrants by itself: its rounds in pages of at most 16
 * matches per column, turning every 12 seconds (null: a smaller bracket shows whole).
 */
function useTvPages(sections: readonly Section[]): readonly Section[] | null {
  const pages = Math.max(
    1,
    ...sections.map((s) => Math.ceil(s.matches.length / TV_FIRST_ROUND_MAX)),
  );
  const current = useRotation(pages);
  if (pages === 1) return null;
  return sections
    .map((s) => {
      const per = Math.ceil(s.matches.length / pages);
      return { ...s, matches: s.matches.slice(current * per, (current + 1) * per) };
    })
    .filter((s) => s.matches.length > 0);
}

/**
 * TV mode's bracket, loaded only when TV mode opens (the public page's budget, decision 013):
 * scaled to the screen, and paged by itself when larger than 32 entrants (a page's columns
 * are slices of rounds, so it draws them without connector lines).
 */
export default function TvBracket({ sections }: { sections: readonly Section[] }) {
  const paged = useTvPages(sections);
  // Up to 16 entrants (8 first-round matches) a knockout stays readable: at least 0.8 of its size.
  const isSmall = sections.every((s) => s.matches.length <= 8);
  return (
    <TvFit minScale={isSmall ? 0.8 : 0}>
      <Rounds sections={paged ?? sections} isTv isTree={!paged} />
    </TvFit>
  );
}
