import { describe, expect, it } from 'vitest';
import { applyChanges, decideResult, toBracketMatch, type BracketMatch } from './knockout-advance';
import { generateDoubleElimination } from './double-elimination';
import { generateKnockout } from './knockout';
import { makeEntrants, seededRandom } from './test-helpers';
import type { Side } from './types';

/** Plays `winners` (match key -> winning entrant) onto a fresh bracket, round by round. */
function replay(fresh: BracketMatch[], order: string[], winners: Map<string, string>) {
  let state = fresh;
  for (const key of order) {
    const winnerId = winners.get(key);
    const match = state.find((m) => m.key === key)!;
    if (!winnerId || !match.sides.includes(winnerId)) continue;
    const side: Side = match.sides[0] === winnerId ? 'side1' : 'side2';
    state = mark(applyChanges(state, decideResult(state, key, side)), key, 'completed');
  }
  return state;
}

const mark = (state: BracketMatch[], key: string, progress: BracketMatch['progress']) =>
  state.map((m) => (m.key === key ? { ...m, progress } : m));

describe('decideResult: corrections, as the server applies them', () => {
  it('after any correction the bracket equals a replay of the results that stand', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const random = seededRandom(seed);
      const count = 2 + Math.floor(random() * 40);
      const generated = generateKnockout(makeEntrants(count)).matches;
      const order = [...generated]
        .sort((a, b) => a.round - b.round || a.position - b.position)
        .map((m) => m.key);
      const fresh = generated.map((m) => toBracketMatch(m));
      // Play a random prefix of the bracket; the next match may be in progress.
      const winners = new Map<string, string>();
      let state = fresh;
      const played = Math.floor(random() * (order.length + 1));
      for (const key of order.slice(0, played)) {
        const match = state.find((m) => m.key === key)!;
        if (!match.sides[0] || !match.sides[1]) continue;
        const side: Side = random() < 0.5 ? 'side1' : 'side2';
        const changes = decideResult(state, key, side);
        expect(changes.resets).toEqual([]);
        winners.set(key, changes.winnerId);
        state = mark(applyChanges(state, changes), key, 'completed');
      }
      const ready = state.find((m) => m.progress === 'open' && m.sides[0] && m.sides[1]);
      if (ready && random() < 0.5) state = mark(state, ready.key, 'started');
      const done = state.filter((m) => m.progress === 'completed');
      if (done.length === 0) continue;
      // Correct one completed match: the other side wins.
      const corrected = done[Math.floor(random() * done.length)]!;
      const side: Side = corrected.sides[0] === winners.get(corrected.key) ? 'side2' : 'side1';
      const changes = decideResult(state, corrected.key, side);
      const after = applyChanges(state, changes);
      winners.set(corrected.key, changes.winnerId);
      for (const key of changes.resets) winners.delete(key);
      // Each reset had started, and never twice.
      expect(new Set(changes.resets).size).toBe(changes.resets.length);
      for (const key of changes.resets) {
        expect(state.find((m) => m.key === key)!.progress).not.toBe('open');
      }
      // What stands is what a fresh replay of the standing results gives.
      const expected = replay(fresh, order, winners);
      expect(after.map((m) => [m.key, m.sides])).toEqual(expected.map((m) => [m.key, m.sides]));
      // Every match still completed keeps a winner among its sides.
      for (const m of after.filter((m) => m.progress === 'completed')) {
        expect(m.sides).toContain(winners.get(m.key));
      }
    }
  });

  it('resets a started final and clears what a completed semifinal had placed', () => {
    let state = generateKnockout(makeEntrants(8)).matches.map((m) => toBracketMatch(m));
    const play = (key: string, side: Side) => {
      state = mark(applyChanges(state, decideResult(state, key, side)), key, 'completed');
    };
    ['KO-R1-M1', 'KO-R1-M2', 'KO-R1-M3', 'KO-R1-M4'].forEach((k) => play(k, 'side1'));
    play('KO-R2-M1', 'side1');
    const changes = decideResult(state, 'KO-R1-M1', 'side2');
    expect(changes.resets).toEqual(['KO-R2-M1']);
    expect(changes.fills).toEqual([
      { key: 'KO-R2-M1', slot: 0, entrantId: 'p8' },
      { key: 'KO-R3-M1', slot: 0, entrantId: null },
      { key: 'KO-BRONZE', slot: 0, entrantId: null },
    ]);
  });
});

describe('decideResult: the grand final and its "if necessary" match (rule 12.C.3)', () => {
  const start = () => {
    let state = generateDoubleElimination(makeEntrants(3)).matches.map((m) => toBracketMatch(m));
    const play = (key: string, side: Side) => {
      const changes = decideResult(state, key, side);
      state = mark(applyChanges(state, changes), key, 'completed');
      return changes;
    };
    play('WB-R1-M2', 'side1'); // p2 beats p3
    play('WB-R2-M1', 'side1'); // p1 beats p2
    play('LB-R2-M1', 'side1'); // p2 beats p3: GF-M1 is p1 v p2
    return { play, get: (key: string) => state.find((m) => m.key === key)! };
  };

  it('cancels GF-M2 when the winners champion wins GF-M1, fills it when the other side does', () => {
    const first = start();
    expect(first.play('GF-M1', 'side1')).toMatchObject({
      fills: [],
      resets: [],
      cancels: ['GF-M2'],
    });
    expect(first.get('GF-M2').progress).toBe('cancelled');
    const second = start();
    expect(second.play('GF-M1', 'side2')).toMatchObject({
      fills: [
        { key: 'GF-M2', slot: 1, entrantId: 'p2' },
        { key: 'GF-M2', slot: 0, entrantId: 'p1' },
      ],
      resets: [],
      cancels: [],
    });
  });

  it('a corrected grand final restores or cancels GF-M2; a reset one restores it empty', () => {
    const game = start();
    game.play('GF-M1', 'side1');
    // Corrected: the losers champion won after all, GF-M2 is needed again.
    expect(game.play('GF-M1', 'side2')).toMatchObject({ resets: ['GF-M2'], cancels: [] });
    expect(game.get('GF-M2')).toMatchObject({ sides: ['p1', 'p2'], progress: 'open' });
    game.play('GF-M2', 'side2');
    // Corrected back: GF-M2 had been played; it is reset, cleared and cancelled.
    const back = game.play('GF-M1', 'side1');
    expect(back).toMatchObject({ resets: ['GF-M2'], cancels: ['GF-M2'] });
    expect(game.get('GF-M2')).toMatchObject({ sides: [null, null], progress: 'cancelled' });
    // The losers final corrected: GF-M1 gets p3, is reset, and GF-M2 is open again.
    const upstream = game.play('LB-R2-M1', 'side2');
    expect(upstream.resets).toEqual(['GF-M1', 'GF-M2']);
    expect(game.get('GF-M2')).toMatchObject({ sides: [null, null], progress: 'open' });
  });
});
