import { describe, expect, it } from 'vitest';
import { generateDoubleElimination } from './double-elimination';
import { generateKnockout } from './knockout';
import { playRounds, type ProgressMatch } from './play-rounds';
import { generateRoundRobin } from './round-robin';
import { makeEntrants } from './test-helpers';
import type { BracketStage, CompetitionMatch } from './types';

const rows = (
  matches: readonly CompetitionMatch<BracketStage>[],
  done: (key: string) => boolean = () => false,
) =>
  matches.map<ProgressMatch>((m) => ({
    key: m.key,
    round: m.round,
    status: done(m.key) ? 'completed' : 'scheduled',
    winnerToKey: m.winnerTo?.key ?? null,
    loserToKey: m.loserTo?.key ?? null,
  }));

describe('playRounds', () => {
  it('a knockout keeps its rounds', () => {
    const matches = generateKnockout(makeEntrants(8)).matches;
    expect(playRounds(rows(matches))).toEqual({ currentRound: 1, totalRounds: 3 });
    expect(playRounds(rows(matches, (key) => key.startsWith('KO-R1')))).toEqual({
      currentRound: 2,
      totalRounds: 3,
    });
  });

  it('a double elimination of 8 counts losers rounds in play order, then the grand final', () => {
    const matches = generateDoubleElimination(makeEntrants(8), { grandFinal: 'double' }).matches;
    expect(playRounds(rows(matches))).toEqual({ currentRound: 1, totalRounds: 7 });
    // Winners' and losers' brackets played out: the grand final is round 6, not "4 of 4".
    const progress = playRounds(rows(matches, (key) => !key.startsWith('GF')));
    expect(progress).toEqual({ currentRound: 6, totalRounds: 7 });
  });

  it('a cancelled reset is not a round still to play', () => {
    const matches = rows(
      generateDoubleElimination(makeEntrants(4), { grandFinal: 'double' }).matches,
    );
    const finished = matches.map((m) => ({
      ...m,
      status: m.key === 'GF-M2' ? 'cancelled' : 'completed',
    }));
    const { currentRound, totalRounds } = playRounds(finished);
    expect(currentRound).toBe(totalRounds);
    expect(totalRounds).toBe(playRounds(matches).totalRounds - 1);
  });

  it('a round robin keeps its rounds', () => {
    const matches = generateRoundRobin(makeEntrants(6), 1).matches;
    expect(playRounds(rows(matches))).toEqual({ currentRound: 1, totalRounds: 5 });
  });

  it('nothing to play: round 0 of 0', () => {
    expect(playRounds([])).toEqual({ currentRound: 0, totalRounds: 0 });
  });
});
