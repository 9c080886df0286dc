import { describe, expect, it } from 'vitest';
import {
  callBlockers,
  courtOccupant,
  deskQueue,
  isLate,
  isOnlyResting,
  type DeskMatch,
} from './desk';

const MIN = 60_000;
const NOW = Date.UTC(2027, 4, 1, 10, 0);

function match(id: string, players: string[], extra: Partial<DeskMatch> = {}): DeskMatch {
  return {
    id,
    status: 'scheduled',
    sideIds: [players[0] ?? null, players[1] ?? null],
    playerIds: players,
    courtId: null,
    startTime: NOW,
    calledAt: null,
    completedAt: null,
    order: 0,
    ...extra,
  };
}
const context = (matches: DeskMatch[], restMs = 0) => ({ now: NOW, restMs, matches });

describe('callBlockers (issue 27: the desk calls a ready match)', () => {
  it.each([
    ['a side unknown', match('m', ['a']), 'SIDES_UNKNOWN'],
    ['completed', match('m', ['a', 'b'], { status: 'completed' }), 'NOT_OPEN'],
    ['on court', match('m', ['a', 'b'], { status: 'in-progress' }), 'NOT_OPEN'],
    ['cancelled', match('m', ['a', 'b'], { status: 'cancelled' }), 'NOT_OPEN'],
    ['already called', match('m', ['a', 'b'], { calledAt: NOW }), 'ALREADY_CALLED'],
  ])('%s', (_, m, code) => {
    expect(callBlockers(m, context([m])).map((b) => b.code)).toEqual([code]);
  });

  it('is empty for a scheduled match with both sides free', () => {
    const m = match('m', ['a', 'b']);
    expect(callBlockers(m, context([m]))).toEqual([]);
  });

  it('waits for every player to check in where the tournament uses check-in (decision 025)', () => {
    const m = match('m', ['a', 'b']);
    expect(callBlockers(m, { ...context([m]), checkedIn: new Set(['a']) })).toEqual([
      { code: 'NOT_CHECKED_IN', playerId: 'b' },
    ]);
    expect(callBlockers(m, { ...context([m]), checkedIn: new Set(['a', 'b']) })).toEqual([]);
    // No check-in in use: nobody waits for it.
    expect(callBlockers(m, { ...context([m]), checkedIn: null })).toEqual([]);
  });

  it('names a player on another court or called elsewhere', () => {
    const m = match('m', ['a', 'b']);
    for (const other of [
      match('x', ['b', 'c'], { status: 'in-progress' }),
      match('x', ['b', 'c'], { calledAt: NOW - MIN }),
    ]) {
      expect(callBlockers(m, context([m, other]))).toEqual([
        { code: 'PLAYER_BUSY', playerId: 'b', matchId: 'x' },
      ]);
    }
    const waiting = match('x', ['b', 'c']);
    expect(callBlockers(m, context([m, waiting]))).toEqual([]);
  });

  it('keeps a player resting for the rest setting after their last match', () => {
    const m = match('m', ['a', 'b']);
    const done = match('x', ['a', 'c'], { status: 'completed', completedAt: NOW - 5 * MIN });
    expect(callBlockers(m, context([m, done], 10 * MIN))).toEqual([
      {
        code: 'RESTING',
        playerId: 'a',
        until: NOW + 5 * MIN,
        resting: [{ playerId: 'a', until: NOW + 5 * MIN }],
      },
    ]);
    expect(callBlockers(m, context([m, done], 5 * MIN))).toEqual([]);
    expect(callBlockers(m, context([m, done], 0))).toEqual([]);
  });

  it('names every resting player of both sides, latest first, and lets the desk call early only for rest', () => {
    const m = match('m', ['a', 'b']);
    const doneA = match('x', ['a', 'c'], { status: 'completed', completedAt: NOW - 8 * MIN });
    const doneB = match('y', ['b', 'd'], { status: 'completed', completedAt: NOW - 4 * MIN });
    const blockers = callBlockers(m, context([m, doneA, doneB], 10 * MIN));
    expect(blockers).toEqual([
      {
        code: 'RESTING',
        playerId: 'b',
        until: NOW + 6 * MIN,
        resting: [
          { playerId: 'b', until: NOW + 6 * MIN },
          { playerId: 'a', until: NOW + 2 * MIN },
        ],
      },
    ]);
    expect(isOnlyResting(blockers)).toBe(true);
    const busy = match('z', ['a', 'e'], { status: 'in-progress' });
    expect(isOnlyResting(callBlockers(m, context([m, doneB, busy], 10 * MIN)))).toBe(false);
    expect(isOnlyResting([])).toBe(false);
  });
});

describe('the desk queue', () => {
  it('orders by planned start then the planner order, suggests a free court, flags late', () => {
    const onCourt = match('busy', ['e', 'f'], { status: 'in-progress', courtId: 'c1' });
    const later = match('later', ['a', 'b'], { startTime: NOW + 30 * MIN, courtId: 'c1' });
    const first = match('first', ['c', 'd'], {
      startTime: NOW - 20 * MIN,
      order: 2,
      courtId: 'c2',
    });
    const tie = match('tie', ['g', 'h'], { startTime: NOW - 20 * MIN, order: 1, courtId: 'c1' });
    const pending = match('pending', ['a']);
    const queue = deskQueue({
      ...context([onCourt, later, first, tie, pending]),
      courtIds: ['c1', 'c2'],
      lateMs: 10 * MIN,
      limit: 10,
    });
    expect(queue.map((e) => [e.match.id, e.suggestedCourtId, e.isLate])).toEqual([
      ['tie', 'c2', true],
      ['first', 'c2', true],
      ['later', 'c2', false],
    ]);
    expect(courtOccupant('c1', [onCourt, later])?.id).toBe('busy');
    expect(courtOccupant('c2', [onCourt, later])).toBeNull();
  });

  it('is not late once on court', () => {
    const m = match('m', ['a', 'b'], { startTime: NOW - 60 * MIN, status: 'in-progress' });
    expect(isLate(m, NOW, 10 * MIN)).toBe(false);
  });
});
