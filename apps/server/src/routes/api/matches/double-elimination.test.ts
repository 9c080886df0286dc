import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Match } from '@courtside/shared/api/match';
import { createSignedInUser } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { matchesOf as listMatchesOf, scoreAs, tournamentWith } from '../../../test/competition';
import { callAs } from '../../../test/tournaments';

let t: TestApp;
let organizer: Awaited<ReturnType<typeof createSignedInUser>>;
let asOrganizer: ReturnType<typeof callAs>;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000' });
  organizer = await createSignedInUser(t.app, { role: 'organizer', name: 'Bracket Organizer' });
  asOrganizer = callAs(t.app, organizer.token);
});
afterAll(() => t.close());

const matchesOf = (id: string) => listMatchesOf(t.app, organizer.token, id);
const byKey = async (id: string, key: string) => (await matchesOf(id)).find((m) => m.key === key)!;
type Pick = (match: Match) => 'side1' | 'side2';

/** Scores `match` as won by `side` in two games. */
async function play(match: Match, side: 'side1' | 'side2', extra: Record<string, unknown> = {}) {
  const [won, lost] = [
    [11, 11],
    [5, 7],
  ];
  return side === 'side1'
    ? scoreAs(t.app, organizer.token, match, won!, lost!, extra)
    : scoreAs(t.app, organizer.token, match, lost!, won!, extra);
}

/** Plays every match that is ready, as `pick` decides, until none is left; the matches after. */
async function playThrough(id: string, pick: Pick = () => 'side1') {
  for (let step = 0; step < 64; step += 1) {
    const ready = (await matchesOf(id)).filter(
      (m) => m.status === 'scheduled' && m.player1Id && m.player2Id,
    );
    if (ready.length === 0) break;
    for (const match of ready) {
      const answer = await play(match, pick(match));
      expect(answer.statusCode, answer.body).toBe(200);
    }
  }
  return matchesOf(id);
}

const loserOf = (m: Match) => (m.winner === m.player1Id ? m.player2Id : m.player1Id);

/** Losses per entrant over the completed matches. */
function lossesOf(all: Match[]): Map<string, number> {
  const losses = new Map<string, number>();
  for (const m of all.filter((x) => x.status === 'completed')) {
    const loser = loserOf(m)!;
    losses.set(loser, (losses.get(loser) ?? 0) + 1);
  }
  return losses;
}

async function started(count: number, overrides: Record<string, unknown>) {
  const made = await tournamentWith(t.app, organizer.token, count, overrides);
  const answer = await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
  expect(answer.statusCode, answer.body).toBe(200);
  return made;
}

const tournamentOf = async (id: string) =>
  (await asOrganizer('GET', `/api/tournaments/${id}`)).json().data;

/** The medals as the organizer's detail and a signed-out spectator's page both answer them. */
async function medalsOf(id: string) {
  const detail = (await tournamentOf(id)).medals;
  const page = await t.app.inject({ method: 'GET', url: `/api/public/tournaments/${id}` });
  expect(page.statusCode, page.body).toBe(200);
  expect(page.json().data.medals).toEqual(detail);
  return detail as { medal: string; entrantId: string; name: string }[];
}
const nameOf = (players: { id: string; name: string }[], id: string | null) =>
  players.find((p) => p.id === id)!.name;

describe('double elimination (rule 12.C.3)', () => {
  it('is created with its grand final option and generates both brackets and the grand finals', async () => {
    const { id } = await started(6, { format: 'double-elimination' });
    expect(await tournamentOf(id)).toMatchObject({
      format: 'double-elimination',
      grandFinalReset: true,
    });
    const all = await matchesOf(id);
    const count = (stage: string) => all.filter((m) => m.stage === stage).length;
    expect([count('winners'), count('losers'), count('grand-final')]).toEqual([5, 4, 2]);
    // Scheduled in play order: the grand final after every match of both brackets.
    const start = (m: Match) => Date.parse(m.startTime!);
    const firstFinal = all.find((m) => m.key === 'GF-M1')!;
    for (const m of all.filter((x) => x.stage === 'winners' || x.stage === 'losers')) {
      expect(start(m)).toBeLessThan(start(firstFinal));
    }
    const earliest = (stage: string) =>
      Math.min(...all.filter((m) => m.stage === stage).map(start));
    expect(earliest('losers')).toBeGreaterThan(earliest('winners'));
    for (const url of [`/api/tournaments/${id}/bracket`, `/api/matches/tournament/${id}/bracket`]) {
      const answer = await asOrganizer('GET', url);
      expect(answer.statusCode).toBe(200);
      const stages = Object.values(answer.json().data.bracket as Record<string, Match[]>)
        .flat()
        .map((m) => m.stage);
      expect(new Set(stages)).toEqual(new Set(['winners', 'losers', 'grand-final']));
      // Progress counts rounds in play order: the losers' rounds between the winners' ones,
      // then both grand finals (the largest stage round alone read "of 4").
      expect(answer.json().data.stats).toMatchObject({ currentRound: 1, totalRounds: 7 });
    }
  });

  it('the losers\u2019 bracket champion wins the first grand final: the second is played and decides', async () => {
    const { id, players } = await started(6, { format: 'double-elimination' });
    const all = await playThrough(id, (m) => (m.stage === 'grand-final' ? 'side2' : 'side1'));
    expect(all.every((m) => m.status === 'completed')).toBe(true);
    const first = all.find((m) => m.key === 'GF-M1')!;
    const second = all.find((m) => m.key === 'GF-M2')!;
    // GF-M2: the winners' champion (GF-M1's loser) on side 1 again, the losers' champion on side 2.
    expect(second.player1Id).toBe(first.player1Id);
    expect(second.player2Id).toBe(first.player2Id);
    const champion = second.winner!;
    expect(champion).toBe(first.player2Id);
    const losses = lossesOf(all);
    expect(losses.get(champion)).toBe(1);
    for (const p of players.filter((x) => x.id !== champion)) expect(losses.get(p.id)).toBe(2);
    expect(await tournamentOf(id)).toMatchObject({
      status: 'completed',
      winnerName: players.find((p) => p.id === champion)!.name,
    });
    // Gold and silver from GF-M2, bronze to the losers' final's loser.
    const losersFinal = all
      .filter((m) => m.stage === 'losers')
      .sort((a, b) => b.round - a.round)[0]!;
    expect(await medalsOf(id)).toEqual([
      { medal: 'gold', entrantId: champion, name: nameOf(players, champion) },
      { medal: 'silver', entrantId: first.player1Id, name: nameOf(players, first.player1Id) },
      {
        medal: 'bronze',
        entrantId: loserOf(losersFinal),
        name: nameOf(players, loserOf(losersFinal)),
      },
    ]);
  });

  it('the winners\u2019 champion wins the first grand final: the second is cancelled and the tournament completed', async () => {
    const { id, players } = await started(6, { format: 'double-elimination' });
    const all = await playThrough(id);
    const first = all.find((m) => m.key === 'GF-M1')!;
    const second = all.find((m) => m.key === 'GF-M2')!;
    expect(first.winner).toBe(first.player1Id);
    expect(second).toMatchObject({ status: 'cancelled', player1Id: null, player2Id: null });
    const losses = lossesOf(all);
    expect(losses.get(first.winner!)).toBeUndefined();
    for (const p of players.filter((x) => x.id !== first.winner)) expect(losses.get(p.id)).toBe(2);
    expect(await tournamentOf(id)).toMatchObject({
      status: 'completed',
      winner: { id: first.winner },
    });
    expect((await medalsOf(id)).map((m) => [m.medal, m.entrantId])).toEqual([
      ['gold', first.winner],
      ['silver', first.player2Id],
      ['bronze', loserOf(all.filter((m) => m.stage === 'losers').at(-1)!)],
    ]);
  });

  it('no medal before it is decided: the grand final still to play shows bronze alone', async () => {
    const { id } = await started(4, { format: 'double-elimination' });
    expect(await medalsOf(id)).toEqual([]);
    for (const key of ['WB-R1-M1', 'WB-R1-M2', 'WB-R2-M1', 'LB-R1-M1', 'LB-R2-M1']) {
      expect((await play(await byKey(id, key), 'side1')).statusCode).toBe(200);
    }
    const losersFinal = await byKey(id, 'LB-R2-M1');
    expect((await medalsOf(id)).map((m) => [m.medal, m.entrantId])).toEqual([
      ['bronze', loserOf(losersFinal)],
    ]);
  });

  it('with a single grand final, there is no GF-M2 and GF-M1 decides', async () => {
    const { id } = await started(3, { format: 'double-elimination', grandFinalReset: false });
    const all = await playThrough(id, (m) => (m.stage === 'grand-final' ? 'side2' : 'side1'));
    expect(all.map((m) => m.key)).not.toContain('GF-M2');
    const final = all.find((m) => m.key === 'GF-M1')!;
    expect(await tournamentOf(id)).toMatchObject({
      status: 'completed',
      winner: { id: final.winner },
    });
  });

  it('refuses fewer than 3 participants (422) and a start with 2 entrants (409)', async () => {
    const made = await tournamentWith(t.app, organizer.token, 2, { format: 'knockout' });
    const edit = await asOrganizer('PUT', `/api/tournaments/${made.id}`, {
      format: 'double-elimination',
      maxParticipants: 2,
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors.maxParticipants).toEqual([
      'Double elimination needs at least 3 participants.',
    ]);
    expect(
      (await asOrganizer('PUT', `/api/tournaments/${made.id}`, { format: 'double-elimination' }))
        .statusCode,
    ).toBe(200);
    const start = await asOrganizer('POST', `/api/tournaments/${made.id}/start`);
    expect(start.statusCode).toBe(409);
    expect(start.json().message).toBe(
      'At least 3 entrants are needed to start a double elimination',
    );
  });

  it('a winners\u2019 round 1 correction after the losers\u2019 match it fed has started: 409, then the cascade when confirmed', async () => {
    const { id } = await started(4, { format: 'double-elimination' });
    for (const key of ['WB-R1-M1', 'WB-R1-M2']) await play(await byKey(id, key), 'side1');
    const fed = await byKey(id, 'LB-R1-M1');
    expect((await scoreAs(t.app, organizer.token, fed, [4], [2])).statusCode).toBe(200);

    const first = await byKey(id, 'WB-R1-M1');
    const refused = await play(first, 'side2', { isCorrection: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ field: 'confirmCascade' });
    expect((await byKey(id, 'LB-R1-M1')).score.player1).toEqual([4]);

    const confirmed = await play(first, 'side2', { isCorrection: true, confirmCascade: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const final = await byKey(id, 'WB-R2-M1');
    const losers = await byKey(id, 'LB-R1-M1');
    expect([final.player1Id, final.player2Id]).toContain(first.player2Id);
    expect([losers.player1Id, losers.player2Id]).toContain(first.player1Id);
    expect(losers).toMatchObject({ status: 'scheduled', score: { player1: [], player2: [] } });
  });
});

describe('single elimination with consolation (rule 12.C.1)', () => {
  it('plays 8 players to the champion in the main bracket and bronze in the consolation', async () => {
    const { id, players } = await started(8, { format: 'consolation' });
    const before = await matchesOf(id);
    expect(before.filter((m) => m.stage === 'knockout')).toHaveLength(7);
    expect(before.filter((m) => m.stage === 'consolation')).toHaveLength(5);
    expect(before.some((m) => m.stage === 'bronze')).toBe(false);

    const all = await playThrough(id);
    expect(all.every((m) => m.status === 'completed')).toBe(true);
    const final = all.find((m) => m.stage === 'knockout' && m.round === 3)!;
    const consolationRounds = Math.max(
      ...all.filter((m) => m.stage === 'consolation').map((m) => m.round),
    );
    const bronze = all.find((m) => m.stage === 'consolation' && m.round === consolationRounds)!;
    // Third place comes from the losers before the final: never a finalist.
    expect([final.player1Id, final.player2Id]).not.toContain(bronze.winner);
    const losses = lossesOf(all);
    expect(losses.get(bronze.winner!)).toBe(1);
    expect(await tournamentOf(id)).toMatchObject({
      status: 'completed',
      winnerName: players.find((p) => p.id === final.winner)!.name,
    });
    expect((await medalsOf(id)).map((m) => [m.medal, m.entrantId])).toEqual([
      ['gold', final.winner],
      ['silver', loserOf(final)],
      ['bronze', bronze.winner],
    ]);
  });
});

describe('medals of a private tournament', () => {
  it('go to those who may see its results, never to anyone else', async () => {
    const { id } = await started(4, { format: 'consolation', isPublic: false });
    const all = await playThrough(id);
    const final = all.find((m) => m.stage === 'knockout' && m.round === 2)!;
    expect((await tournamentOf(id)).medals[0]).toMatchObject({
      medal: 'gold',
      entrantId: final.winner,
    });
    const outsider = await createSignedInUser(t.app, { name: 'Nosy Neighbour' });
    const seen = await callAs(t.app, outsider.token)('GET', `/api/tournaments/${id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.canSeeResults).toBe(false);
    expect(seen.json().data).not.toHaveProperty('medals');
  });
});
