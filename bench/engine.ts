// `npm run bench`: how long the competition engine takes to generate each format for 128
// entrants, and to schedule the result on 8 courts (median of BENCH_ENGINE_RUNS runs).
import {
  makespanLowerBound,
  makespanOf,
  planEvents,
  toEventMatches,
  type EventPlanInput,
  type EventToPlan,
} from '@courtside/shared/domain/competition/event-schedule';
import { generateDoubleElimination } from '@courtside/shared/domain/competition/double-elimination';
import { generateKnockout } from '@courtside/shared/domain/competition/knockout';
import { generateRoundRobin } from '@courtside/shared/domain/competition/round-robin';
import { planSchedule } from '@courtside/shared/domain/competition/schedule';
import { pairSwissRound } from '@courtside/shared/domain/competition/swiss';
import { seededRandom } from '@courtside/shared/domain/competition/test-helpers';
import { BracketsManager } from 'brackets-manager';
import { InMemoryDatabase } from 'brackets-memory-db';
import type {
  BracketStage,
  CompetitionMatch,
  Entrant,
} from '@courtside/shared/domain/competition/types';

const RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 15);
const ENTRANTS = 128;
const entrants: Entrant[] = Array.from({ length: ENTRANTS }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Player ${i + 1}`,
  rating: Number((6 - i * 0.02).toFixed(2)),
}));

/** Sorted durations of `RUNS` runs of `run`, awaited one after another. */
async function timesOf(run: () => unknown): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

function median(run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(2));
}

function schedule(matches: readonly CompetitionMatch<BracketStage>[]) {
  const feeders = new Map<string, string[]>();
  for (const m of matches) {
    for (const link of [m.winnerTo, m.loserTo]) {
      if (link) feeders.set(link.key, [...(feeders.get(link.key) ?? []), m.key]);
    }
  }
  return planSchedule({
    matches: matches.map((m) => ({
      id: m.key,
      entrantIds: m.sides.flatMap((s) => (s ? [s.id] : [])),
      feederIds: feeders.get(m.key) ?? [],
    })),
    placed: [],
    courtIds: Array.from({ length: 8 }, (_, i) => `court-${i + 1}`),
    earliest: Date.UTC(2027, 3, 10, 9),
    durationMs: 75 * 60_000,
    restMs: 15 * 60_000,
  });
}

const knockout = () => generateKnockout(entrants, { hasBronzeMatch: true }).matches;
const groups = () => generateRoundRobin(entrants, 8).matches;
const oneGroup = () => generateRoundRobin(entrants, 1).matches;
const swiss = () => pairSwissRound(entrants, { results: [], byes: [] }, 1).matches;
const entrants256: Entrant[] = Array.from({ length: 256 }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Player ${i + 1}`,
  rating: Number((6 - i * 0.01).toFixed(2)),
}));
const doubleElimination = () => generateDoubleElimination(entrants).matches;
const doubleElimination256 = () => generateDoubleElimination(entrants256).matches;

const rows = [
  {
    format: 'knockout (bronze on)',
    matches: knockout().length,
    generateMs: median(knockout),
    scheduleMs: median(() => schedule(knockout())),
  },
  {
    format: 'round robin, 8 groups of 16',
    matches: groups().length,
    generateMs: median(groups),
    scheduleMs: median(() => schedule(groups())),
  },
  {
    format: 'round robin, 1 group',
    matches: oneGroup().length,
    generateMs: median(oneGroup),
    scheduleMs: median(() => schedule(oneGroup())),
  },
  {
    format: 'swiss, round 1',
    matches: swiss().length,
    generateMs: median(swiss),
    scheduleMs: median(() => schedule(swiss())),
  },
  {
    format: 'double elimination',
    matches: doubleElimination().length,
    generateMs: median(doubleElimination),
    scheduleMs: median(() => schedule(doubleElimination())),
  },
  {
    format: 'double elimination, 256 entrants',
    matches: doubleElimination256().length,
    generateMs: median(doubleElimination256),
    scheduleMs: median(() => schedule(doubleElimination256())),
  },
];
console.log(
  `competition engine, ${ENTRANTS} entrants, median of ${RUNS} runs (schedule: 8 courts)`,
);
console.table(rows);

// The Events issue: one schedule for several events on shared courts. 3 events of 120 players
// on 12 courts (a third of them in two events), then 20 generated tournaments of 2 to 6 events,
// 8 to 120 players and 1 to 12 courts: the makespan over its lower bound.
const players = (ids: readonly string[]): Entrant[] =>
  ids.map((id, i) => ({ id, name: id, rating: Number((5 - i * 0.01).toFixed(2)) }));

const eventToPlan = (
  id: string,
  matches: readonly CompetitionMatch[],
  personsOf: Map<string, string[]>,
  durationMs = 50 * 60_000,
): EventToPlan => ({ id, durationMs, personsOf, matches: toEventMatches(`${id}:`, matches) });

/** Teams of two from consecutive persons. */
function teams(prefix: string, persons: readonly string[]) {
  const personsOf = new Map<string, string[]>();
  for (let i = 0; i + 1 < persons.length; i += 2) {
    personsOf.set(`${prefix}${i / 2 + 1}`, [persons[i]!, persons[i + 1]!]);
  }
  return { ids: [...personsOf.keys()], personsOf };
}

function randomTournament(random: () => number): EventPlanInput {
  const playerCount = 8 + Math.floor(random() * 113);
  const pool = Array.from({ length: playerCount }, (_, i) => `p${i + 1}`);
  const events = Array.from({ length: 2 + Math.floor(random() * 5) }, (_, e) => {
    const isDoubles = random() < 0.5;
    const size = Math.max(isDoubles ? 4 : 2, Math.floor(playerCount * (0.15 + random() * 0.45)));
    const from = Math.floor(random() * playerCount);
    const chosen = Array.from({ length: size }, (_, i) => pool[(from + i) % playerCount]!);
    const { ids, personsOf } = isDoubles
      ? teams(`e${e}-t`, chosen)
      : { ids: chosen, personsOf: new Map<string, string[]>() };
    const matches =
      random() < 0.5
        ? generateKnockout(players(ids), { hasBronzeMatch: true }).matches
        : generateRoundRobin(players(ids), Math.max(1, Math.ceil(ids.length / 6))).matches;
    return eventToPlan(
      `e${e}`,
      matches,
      personsOf,
      [25, 50, 75][Math.floor(random() * 3)]! * 60_000,
    );
  });
  const courtCount = 1 + Math.floor(random() * 12);
  return {
    events,
    placed: [],
    courtIds: Array.from({ length: courtCount }, (_, i) => `court-${i + 1}`),
    earliest: Date.UTC(2027, 3, 10, 13),
    restMs: 15 * 60_000,
  };
}

const pool = Array.from({ length: 120 }, (_, i) => `p${i + 1}`);
const mensDoubles = teams('md', pool.slice(0, 40));
const mixedDoubles = teams('mx', pool.slice(28, 68));
const womensSingles = pool.slice(60, 120);
const threeEvents: EventPlanInput = {
  events: [
    eventToPlan(
      'md',
      generateKnockout(players(mensDoubles.ids), { hasBronzeMatch: true }).matches,
      mensDoubles.personsOf,
    ),
    eventToPlan(
      'mx',
      generateRoundRobin(players(mixedDoubles.ids), 4).matches,
      mixedDoubles.personsOf,
    ),
    eventToPlan(
      'ws',
      generateKnockout(players(womensSingles), { hasBronzeMatch: true }).matches,
      new Map(),
    ),
  ],
  placed: [],
  courtIds: Array.from({ length: 12 }, (_, i) => `court-${i + 1}`),
  earliest: Date.UTC(2027, 3, 10, 13),
  restMs: 15 * 60_000,
};
const threePlan = planEvents(threeEvents);
const random = seededRandom(20261127);
const ratios = Array.from({ length: 20 }, () => {
  const input = randomTournament(random);
  return makespanOf(planEvents(input), input.earliest) / makespanLowerBound(input);
}).sort((a, b) => a - b);
console.log(
  `events: 3 events, 120 players, 12 courts, ${threePlan.size} matches: planned in ` +
    `${median(() => planEvents(threeEvents))} ms (median of ${RUNS}); makespan ` +
    `${(makespanOf(threePlan, threeEvents.earliest) / 3_600_000).toFixed(2)} h against a bound of ` +
    `${(makespanLowerBound(threeEvents) / 3_600_000).toFixed(2)} h. 20 generated tournaments: ` +
    `makespan over bound median ${ratios[10]!.toFixed(3)}, worst ${ratios.at(-1)!.toFixed(3)}`,
);

// Issue 27: a double elimination of 128, generated and scheduled by the engine, beside
// brackets-manager 1.11.1 creating the same stage (its in-memory store, no schedule: it has none),
// in the same run. brackets-manager's create is asynchronous; both are timed to completion.
const middle = (times: number[]) => Number(times[Math.floor(times.length / 2)]!.toFixed(2));
const ours = await timesOf(() => schedule(doubleElimination()));
const theirs = await timesOf(async () => {
  const manager = new BracketsManager(new InMemoryDatabase());
  await manager.create.stage({
    tournamentId: 0,
    name: 'bench',
    type: 'double_elimination',
    seeding: entrants.map((e) => e.name),
    settings: { size: ENTRANTS, grandFinal: 'double' },
  });
});
console.log(
  `double elimination of ${ENTRANTS}: engine generate + schedule on 8 courts ${middle(ours)} ms; ` +
    `brackets-manager 1.11.1 create.stage (in memory) ${middle(theirs)} ms (medians of ${RUNS})`,
);
