import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicTournament, SpectatorMatch } from '@courtside/shared/api/live';
import { useAuthStore } from '@/lib/auth-store';
import { installFakeWebSocket } from '@/lib/live/testing/fake-web-socket';
import { answer, ok } from '@/test/msw';
import { renderRoute } from '@/test/render-route';
import {
  PUBLIC_ID,
  publicTournament,
  spectatorMatch,
} from '@/features/spectator/testing/public-fixtures';
import { TV_PAGE_MS } from '@/features/spectator/lib/use-rotation';
import SpectatorPage from '../routes/spectator';

// The drawing's code loads on demand (lazy, twice over): loaded once here, not inside a test's wait.
beforeAll(async () => {
  await Promise.all([
    import('./spectator-drawing'),
    import('./spectator-elimination'),
    import('./spectator-results'),
    import('./tv-bracket'),
  ]);
}, 30_000);

let restore: () => void;
beforeEach(() => {
  restore = installFakeWebSocket();
  useAuthStore.getState().clearSession();
});
afterEach(() => restore());

const player = (n: number, name: string) => ({
  id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  name,
  profileImage: null,
});
const [ANA, BO, CY, DI] = [
  player(1, 'Ana Reyes'),
  player(2, 'Bo Park'),
  player(3, 'Cy Nguyen'),
  player(4, 'Di Ellis'),
];
type Person = typeof ANA;

let serial = 0;
/** A singles match; `winner` names a side that won 11-5 11-7 unless `resultKind` says otherwise. */
function singles(
  over: Partial<SpectatorMatch> & { p1?: Person | null; p2?: Person | null; won?: Person },
): SpectatorMatch {
  const { p1 = null, p2 = null, won, ...rest } = over;
  serial += 1;
  return spectatorMatch({
    id: `5e5e5e5e-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    player1Id: p1?.id ?? null,
    player2Id: p2?.id ?? null,
    player1: p1 ? { ...p1, rating: null } : null,
    player2: p2 ? { ...p2, rating: null } : null,
    team1: null,
    team2: null,
    ...(won
      ? {
          status: 'completed' as const,
          winner: won.id,
          score:
            won === p1
              ? { player1: [11, 11], player2: [5, 7] }
              : { player1: [5, 7], player2: [11, 11] },
        }
      : {}),
    ...rest,
  });
}

function tournamentOf(
  format: PublicTournament['tournament']['format'],
  matches: SpectatorMatch[],
  medals: PublicTournament['medals'] = [],
): PublicTournament {
  const base = publicTournament();
  const rounds: Record<string, SpectatorMatch[]> = {};
  for (const m of matches) (rounds[String(m.round)] ??= []).push(m);
  return {
    ...base,
    tournament: { ...base.tournament, format, type: 'singles' },
    participants: [ANA, BO, CY, DI].map((p) => ({ ...p, rating: null })),
    teams: [],
    matches,
    bracket: { ...base.bracket, bracket: rounds },
    medals,
  };
}

/** A double elimination of 4: Ana wins the winners' bracket, Di comes through the losers'. */
function doubleElimination(reset: 'played' | 'cancelled' | 'open') {
  const gf1 =
    reset === 'cancelled'
      ? singles({ key: 'GF-M1', stage: 'grand-final', round: 1, p1: ANA, p2: DI, won: ANA })
      : singles({ key: 'GF-M1', stage: 'grand-final', round: 1, p1: ANA, p2: DI, won: DI });
  const gf2 =
    reset === 'cancelled'
      ? singles({ key: 'GF-M2', stage: 'grand-final', round: 2, status: 'cancelled' })
      : reset === 'played'
        ? singles({ key: 'GF-M2', stage: 'grand-final', round: 2, p1: ANA, p2: DI, won: DI })
        : singles({ key: 'GF-M2', stage: 'grand-final', round: 2, p1: ANA, p2: DI });
  return [
    singles({
      key: 'WB-R1-M1',
      stage: 'winners',
      round: 1,
      position: 1,
      p1: ANA,
      p2: DI,
      won: ANA,
    }),
    singles({
      key: 'WB-R1-M2',
      stage: 'winners',
      round: 1,
      position: 2,
      p1: BO,
      p2: CY,
      won: BO,
      resultKind: 'retirement',
    }),
    singles({ key: 'WB-R2-M1', stage: 'winners', round: 2, p1: ANA, p2: BO, won: ANA }),
    singles({ key: 'LB-R1-M1', stage: 'losers', round: 1, p1: DI, p2: CY, won: DI }),
    singles({ key: 'LB-R2-M1', stage: 'losers', round: 2, p1: BO, p2: DI, won: DI }),
    gf1,
    gf2,
  ];
}

/** Even loaded, a lazy component renders a moment after the data. */
const LOAD = { timeout: 10_000 };
const open = () => renderRoute(<SpectatorPage />, { path: '/t/:id', url: `/t/${PUBLIC_ID}` });

describe('the public page draws a double elimination and a consolation', () => {
  it("double elimination: winners' bracket, losers' bracket, the grand final and its reset, the medals", async () => {
    answer('get', '/public/tournaments/:id', () =>
      ok(
        tournamentOf('double-elimination', doubleElimination('played'), [
          { medal: 'gold', entrantId: DI.id, name: 'Di Ellis' },
          { medal: 'silver', entrantId: ANA.id, name: 'Ana Reyes' },
          { medal: 'bronze', entrantId: BO.id, name: 'Bo Park' },
        ]),
      ),
    );
    open();
    const drawing = await screen.findByRole('region', { name: 'Bracket drawing' }, LOAD);
    expect(screen.getByRole('heading', { name: 'Bracket', level: 2 })).toBeInTheDocument();
    const winners = within(drawing).getByRole('region', { name: "Winners' bracket" });
    const losers = within(drawing).getByRole('region', { name: "Losers' bracket" });
    const grandFinal = within(drawing).getByRole('region', { name: 'Grand final' });
    expect(within(winners).getByRole('region', { name: "Winners' Final" })).toBeInTheDocument();
    expect(within(losers).getByRole('region', { name: "Losers' Final" })).toBeInTheDocument();
    expect(within(losers).getByRole('article', { name: 'Bo Park v Di Ellis' })).toBeInTheDocument();
    // The retirement reads RET beside its winner, as the app shows it.
    expect(within(winners).getByRole('article', { name: 'Bo Park v Cy Nguyen' })).toHaveTextContent(
      'Bo Park (winner) RET',
    );
    expect(within(grandFinal).getByText('Grand Final')).toBeInTheDocument();
    expect(within(grandFinal).getByText('Grand Final, if necessary')).toBeInTheDocument();
    expect(
      within(grandFinal).getAllByRole('article', { name: 'Ana Reyes v Di Ellis' }),
    ).toHaveLength(2);
    // The losers' and grand final come after (below and right of) the winners' bracket.
    expect(winners.compareDocumentPosition(losers) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      losers.compareDocumentPosition(grandFinal) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const medals = screen.getByRole('list', { name: 'Medals' });
    expect(
      within(medals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Gold: Di Ellis', 'Silver: Ana Reyes', 'Bronze: Bo Park']);
  });

  it('the "if necessary" match reads Not needed once cancelled; no medal is shown before one is decided', async () => {
    answer('get', '/public/tournaments/:id', () =>
      ok(tournamentOf('double-elimination', doubleElimination('cancelled'))),
    );
    open();
    const grandFinal = await screen.findByRole('region', { name: 'Grand final' }, LOAD);
    expect(within(grandFinal).getByText('Not needed')).toBeInTheDocument();
    expect(within(grandFinal).getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Medals' })).not.toBeInTheDocument();
  });

  it('consolation: the main draw above, the consolation bracket for bronze below, no grand final', async () => {
    const matches = [
      singles({
        key: 'KO-R1-M1',
        stage: 'knockout',
        round: 1,
        position: 1,
        p1: ANA,
        p2: DI,
        won: ANA,
      }),
      singles({
        key: 'KO-R1-M2',
        stage: 'knockout',
        round: 1,
        position: 2,
        p1: BO,
        p2: CY,
        won: BO,
        resultKind: 'walkover',
        score: { player1: [], player2: [] },
      }),
      singles({ key: 'KO-R2-M1', stage: 'knockout', round: 2, p1: ANA, p2: BO }),
      singles({ key: 'CO-R1-M1', stage: 'consolation', round: 1, p1: DI, p2: CY, won: CY }),
    ];
    answer('get', '/public/tournaments/:id', () =>
      ok(
        tournamentOf('consolation', matches, [
          { medal: 'bronze', entrantId: CY.id, name: 'Cy Nguyen' },
        ]),
      ),
    );
    open();
    const drawing = await screen.findByRole('region', { name: 'Bracket drawing' }, LOAD);
    const main = within(drawing).getByRole('region', { name: 'Main draw' });
    expect(within(main).getByRole('region', { name: 'Final' })).toBeInTheDocument();
    expect(within(main).getByRole('article', { name: 'Bo Park v Cy Nguyen' })).toHaveTextContent(
      'W/O',
    );
    const consolation = within(drawing).getByRole('region', {
      name: 'Consolation bracket (bronze)',
    });
    expect(
      within(consolation).getByRole('region', { name: 'Consolation Final (bronze)' }),
    ).toBeInTheDocument();
    expect(within(drawing).queryByRole('region', { name: 'Grand final' })).not.toBeInTheDocument();
    const medals = screen.getByRole('list', { name: 'Medals' });
    expect(within(medals).getByRole('listitem')).toHaveTextContent('Bronze: Cy Nguyen');
  });

  it('TV mode shows one bracket at a time, turning through the three, with the medals', async () => {
    // Only the page turns run on fake time; the loads and waits keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      answer('get', '/public/tournaments/:id', () =>
        ok(
          tournamentOf('double-elimination', doubleElimination('open'), [
            { medal: 'bronze', entrantId: BO.id, name: 'Bo Park' },
          ]),
        ),
      );
      const view = open();
      await screen.findByRole('region', { name: 'Bracket drawing' }, LOAD);
      const user = (await import('@testing-library/user-event')).default.setup();
      await user.click(screen.getByRole('button', { name: 'Full screen' }));
      await waitFor(() =>
        expect(screen.queryByRole('region', { name: 'Bracket drawing' })).not.toBeInTheDocument(),
      );
      const winners = await screen.findByRole('region', { name: "Winners' bracket" });
      expect(
        within(winners).getByRole('heading', { name: "Winners' bracket · page 1 of 3" }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: "Losers' bracket" })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Grand final' })).not.toBeInTheDocument();
      expect(screen.getByRole('list', { name: 'Medals' })).toHaveTextContent('Bronze: Bo Park');
      expect(screen.getByRole('heading', { name: 'Medals' }).className).toContain('text-3xl');

      act(() => vi.advanceTimersByTime(TV_PAGE_MS));
      expect(screen.getByRole('region', { name: "Losers' bracket" })).toHaveTextContent(
        'page 2 of 3',
      );
      expect(screen.queryByRole('region', { name: "Winners' bracket" })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(TV_PAGE_MS));
      expect(screen.getByRole('region', { name: 'Grand final' })).toHaveTextContent('page 3 of 3');
      act(() => vi.advanceTimersByTime(TV_PAGE_MS));
      expect(screen.getByRole('region', { name: "Winners' bracket" })).toBeInTheDocument();
      view.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the page draws connector lines from each match to the one it feeds, inside each bracket', async () => {
    answer('get', '/public/tournaments/:id', () =>
      ok(tournamentOf('double-elimination', doubleElimination('open'))),
    );
    open();
    const drawing = await screen.findByRole('region', { name: 'Bracket drawing' }, LOAD);
    const cell = (name: string, region: string) =>
      within(within(drawing).getByRole('region', { name: region }))
        .getByRole('article', { name })
        .closest('li')!;
    expect(cell('Ana Reyes v Di Ellis', "Winners' bracket").dataset.feeds).toBe('down');
    expect(cell('Bo Park v Cy Nguyen', "Winners' bracket").dataset.feeds).toBe('up');
    expect(cell('Ana Reyes v Bo Park', "Winners' bracket").dataset.fed).toBe('true');
    expect(cell('Di Ellis v Cy Nguyen', "Losers' bracket").dataset.feeds).toBe('level');
    expect(cell('Bo Park v Di Ellis', "Losers' bracket").dataset.fed).toBe('true');
  });
});
