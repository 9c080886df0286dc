import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import { describe, expect, it } from 'vitest';
import { generateDoubleElimination } from './double-elimination';
import { bracketSize } from './seeding';
import { makeEntrants } from './test-helpers';

interface BmOpponent {
  id: number | null;
  position?: number;
}
interface BmMatch {
  group_id: number;
  round_id: number;
  number: number;
  opponent1: BmOpponent | null;
  opponent2: BmOpponent | null;
}

/** brackets-manager 1.11.1's double elimination for seeds 1..count, as stored in memory. */
async function referenceOf(count: number) {
  const manager = new BracketsManager(new InMemoryDatabase());
  await manager.create.stage({
    tournamentId: 0,
    name: 'reference',
    type: 'double_elimination',
    seeding: makeEntrants(count).map((e) => e.id),
    settings: { size: bracketSize(count), grandFinal: 'double' },
  });
  const data = await manager.get.stageData(0);
  const nameOf = new Map(data.participant.map((p) => [p.id, p.name]));
  const groupOf = new Map(data.group.map((g) => [g.id, g.number]));
  const roundOf = new Map(data.round.map((r) => [r.id, r.number]));
  const matches = (data.match as unknown as BmMatch[]).map((m) => ({
    group: groupOf.get(m.group_id)!,
    round: roundOf.get(m.round_id)!,
    number: m.number,
    sides: [m.opponent1, m.opponent2] as const,
  }));
  return { matches, nameOf };
}

/**
 * Where brackets-manager sends the loser of each winners' match, with its BYE
 * matches resolved as ours are (a match with a BYE side is no match: its entrant
 * goes where that match's winner goes). Its layout: losers' round 1 pairs round-1
 * losers; an even round `k` has the dropped loser on opponent1 (its `position` is
 * the winners' match number of round k / 2 + 1) against the winner of match `j`
 * of round k - 1; an odd round pairs the winners of matches 2j - 1 and 2j.
 */
function referenceDrops(matches: Awaited<ReturnType<typeof referenceOf>>['matches']) {
  const losers = matches.filter((m) => m.group === 2);
  const rounds = Math.max(...losers.map((m) => m.round));
  const drops = new Map<string, string>();
  // A source: the winners' match keys whose loser can stand in this slot (null: a BYE).
  type Source = { to: (dest: string) => void } | null;
  const fromWinners = (round: number, o: BmOpponent | null): Source =>
    o?.position === undefined ? null : { to: (d) => drops.set(`WB-R${round}-M${o.position}`, d) };
  let previous: Source[] = [];
  for (let round = 1; round <= rounds; round += 1) {
    const inRound = losers.filter((m) => m.round === round).sort((a, b) => a.number - b.number);
    previous = inRound.map((m, i) => {
      const [a, b]: [Source, Source] =
        round === 1
          ? [fromWinners(1, m.sides[0]), fromWinners(1, m.sides[1])]
          : round % 2 === 0
            ? [fromWinners(round / 2 + 1, m.sides[0]), previous[i]!]
            : [previous[2 * i]!, previous[2 * i + 1]!];
      if (a && b) {
        const key = `LB-R${round}-M${m.number}`;
        a.to(`${key}:0`);
        b.to(`${key}:1`);
        return { to: () => undefined };
      }
      return a ?? b;
    });
  }
  return drops;
}

const SIZES = [...Array.from({ length: 38 }, (_, i) => i + 3), 63, 64, 100, 127, 128];

describe('generateDoubleElimination against brackets-manager 1.11.1', () => {
  it('the same first round, byes and drop-in places for every winners loser', async () => {
    for (const count of SIZES) {
      const { matches: reference, nameOf } = await referenceOf(count);
      const ours = generateDoubleElimination(makeEntrants(count)).matches;
      const name = (o: BmOpponent | null) => (o === null ? null : nameOf.get(o.id!)!);
      // Round 1 of the winners' bracket: a BYE side is a bye, not a match.
      const firstRound = reference
        .filter((m) => m.group === 1 && m.round === 1 && m.sides[0] && m.sides[1])
        .map((m) => [`WB-R1-M${m.number}`, name(m.sides[0]), name(m.sides[1])]);
      expect(
        ours
          .filter((m) => m.stage === 'winners' && m.round === 1)
          .map((m) => [m.key, m.sides[0]!.id, m.sides[1]!.id]),
      ).toEqual(firstRound);
      // Every winners' loser drops into the same losers' match and side.
      const drops = referenceDrops(reference);
      const ourDrops = new Map(
        ours
          .filter((m) => m.stage === 'winners' && m.loserTo)
          .map((m) => [m.key, `${m.loserTo!.key}:${m.loserTo!.slot}`]),
      );
      expect(ourDrops).toEqual(drops);
      // n - 2 real losers' matches (one per entrant out), and a grand final of two.
      expect(ours.filter((m) => m.stage === 'losers')).toHaveLength(count - 2);
      expect(reference.filter((m) => m.group === 3)).toHaveLength(2);
    }
  });

  it('256: the same first round; the drop-in orders differ on purpose (decision 023)', async () => {
    const { matches: reference, nameOf } = await referenceOf(256);
    const ours = generateDoubleElimination(makeEntrants(256)).matches;
    const firstRound = reference
      .filter((m) => m.group === 1 && m.round === 1)
      .map((m) => [nameOf.get(m.sides[0]!.id!), nameOf.get(m.sides[1]!.id!)]);
    expect(
      ours
        .filter((m) => m.round === 1 && m.stage === 'winners')
        .map((m) => [m.sides[0]!.id, m.sides[1]!.id]),
    ).toEqual(firstRound);
    // brackets-manager has no order for 256 lines and drops every round in natural order;
    // ours extends its 128-line orders, so the round-2 losers already land elsewhere.
    const drops = referenceDrops(reference);
    const ourTo = ours.find((m) => m.key === 'WB-R2-M1')!.loserTo!;
    expect(drops.get('WB-R2-M1')).toBe('LB-R2-M1:0');
    expect(`${ourTo.key}:${ourTo.slot}`).toBe('LB-R2-M64:0');
  });
});
