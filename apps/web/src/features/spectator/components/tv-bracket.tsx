import { useEffect, useState } from 'react';
import { Rounds, type Section } from './bracket-rounds';
import { TvFit } from './tv-fit';

/** The most first-round matches TV mode shows at once: a 32-entrant bracket (16 matches). */
const TV_FIRST_ROUND_MAX = 16;
/** How long TV mode shows one page of a larger bracket. */
const TV_PAGE_MS = 12_000;

/**
 * TV mode pages a bracket larger than 32 entrants by itself: its rounds in pages of at most 16
 * matches per column, turning every 12 seconds. Smaller brackets, and the page, show whole.
 */
function useTvPages(sections: readonly Section[], isTv: boolean): readonly Section[] {
  const pages = Math.max(
    1,
    ...sections.map((s) => Math.ceil(s.matches.length / TV_FIRST_ROUND_MAX)),
  );
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (!isTv || pages === 1) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % pages), TV_PAGE_MS);
    return () => clearInterval(timer);
  }, [isTv, pages]);
  if (!isTv || pages === 1) return sections;
  const current = page % pages;
  return sections
    .map((s) => {
      const per = Math.ceil(s.matches.length / pages);
      return { ...s, matches: s.matches.slice(current * per, (current + 1) * per) };
    })
    .filter((s) => s.matches.length > 0);
}

/**
 * TV mode's bracket, loaded only when TV mode opens (the public page's budget, decision 013):
 * scaled to the screen, and paged by itself when larger than 32 entrants.
 */
export default function TvBracket({ sections }: { sections: readonly Section[] }) {
  const visible = useTvPages(sections, true);
  return (
    <TvFit>
      <Rounds sections={visible} isTv />
    </TvFit>
  );
}
