// `npm run bench`: how long the competition engine takes to generate each format for 128
// entrants, and to schedule the result on 8 courts (median of BENCH_ENGINE_RUNS runs).
import { generateKnockout } from '@courtside/shared/domain/competition/knockout';
import { generateRoundRobin } from '@courtside/shared/domain/competition/round-robin';
import { planSchedule } from '@courtside/shared/domain/competition/schedule';
import { pairSwissRound } from '@courtside/shared/domain/competition/swiss';
import type { CompetitionMatch, Entrant } from '@courtside/shared/domain/competition/types';

const RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 15);
const ENTRANTS = 128;
const entrants: Entrant[] = Array.from({ length: ENTRANTS }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Player ${i + 1}`,
  rating: Number((6 - i * 0.02).toFixed(2)),
}));

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

function schedule(matches: readonly CompetitionMatch[]) {
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
];
console.log(
  `competition engine, ${ENTRANTS} entrants, median of ${RUNS} runs (schedule: 8 courts)`,
);
console.table(rows);
