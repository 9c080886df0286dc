// The simulation's own recomputation of what the recorded results imply, written from the
// documented rules (docs/decisions 009, 021, 023, 024; ARCHITECTURE.md section 6) and NOT
// importing packages/shared's engine: champions and medals, round-robin and Swiss standings
// with their tie-breaks, every rating by a replay of every rated match, and the schedule.

export interface SimMatch {
  id: string;
  key: string;
  stage: string;
  group: string | null;
  round: number;
  position: number;
  status: string;
  side1: string | null;
  side2: string | null;
  winner: string | null;
  games: [number, number][];
  resultKind: string | null;
  courtId: string | null;
  actualStartTime: string | null;
  version: number;
}

export interface Entrant {
  id: string;
  name: string;
  /** The players of the entrant: itself in singles, the team's two in doubles. */
  players: string[];
  rating: number | null;
}

const completed = (ms: SimMatch[]) =>
  ms.filter((m) => m.status === 'completed' && m.side1 && m.side2 && m.winner);
const loserOf = (m: SimMatch) => (m.winner === m.side1 ? m.side2! : m.side1!);
const pointsOf = (m: SimMatch) =>
  m.games.reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0] as [number, number]);

// ---------------------------------------------------------------- standings

interface Tally {
  played: number;
  won: number;
  lost: number;
  diff: number;
}

function tally(ids: string[], results: SimMatch[], among?: Set<string>) {
  const t = new Map<string, Tally>(ids.map((id) => [id, { played: 0, won: 0, lost: 0, diff: 0 }]));
  for (const m of results) {
    if (among && !(among.has(m.side1!) && among.has(m.side2!))) continue;
    const [p1, p2] = pointsOf(m);
    for (const [id, pf, pa] of [
      [m.side1!, p1, p2],
      [m.side2!, p2, p1],
    ] as const) {
      const row = t.get(id);
      if (!row) continue;
      row.played += 1;
      row.won += m.winner === id ? 1 : 0;
      row.lost += m.winner === id ? 0 : 1;
      row.diff += pf - pa;
    }
  }
  return t;
}

/** One adjacent decision: the criterion that put place k ahead of place k + 1. */
export interface RecomputedRow {
  entrantId: string;
  won: number;
  lost: number;
  pointDiff: number;
  /** What separated it from the next place (the last: from the one above). */
  criterion: string;
}

/**
 * Round-robin standings, USA Pickleball order (ARCHITECTURE.md section 6): matches won; among the
 * tied, head-to-head wins (a mini-table for 3+), point differential, head-to-head point
 * differential, point differential against the entrant placed directly above, rating (unrated
 * last), then name and id. A subset that stays tied after a split starts again at head-to-head.
 */
export function roundRobinTable(entrants: Entrant[], results: SimMatch[]): RecomputedRow[] {
  const ids = entrants.map((e) => e.id);
  const all = tally(ids, results);
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const vsNext = (id: string, other: string) =>
    results.reduce((s, m) => {
      const [p1, p2] = pointsOf(m);
      if (m.side1 === id && m.side2 === other) return s + p1 - p2;
      if (m.side2 === id && m.side1 === other) return s + p2 - p1;
      return s;
    }, 0);
  type Out = { ids: string[]; between: string[] };
  const criteria = ['head-to-head', 'point-diff', 'h2h-diff', 'vs-next', 'rating'];
  const split = (
    tied: string[],
    value: (id: string) => number | null,
    criterion: string,
    above: string | null,
  ): Out | null => {
    const levels = new Map<number | null, string[]>();
    for (const id of tied) levels.set(value(id), [...(levels.get(value(id)) ?? []), id]);
    if (levels.size < 2) return null;
    const keys = [...levels.keys()].sort((a, b) => (b ?? -Infinity) - (a ?? -Infinity));
    const out: Out = { ids: [], between: [] };
    keys.forEach((key, k) => {
      if (k > 0) out.between.push(criterion);
      const sub = resolve(levels.get(key)!, out.ids.at(-1) ?? above);
      out.ids.push(...sub.ids);
      out.between.push(...sub.between);
    });
    return out;
  };
  const resolve = (tied: string[], above: string | null): Out => {
    if (tied.length === 1) return { ids: tied, between: [] };
    for (const c of criteria) {
      if (c === 'vs-next' && above === null) continue;
      const mini =
        c === 'head-to-head' || c === 'h2h-diff' ? tally(ids, results, new Set(tied)) : null;
      const value = (id: string): number | null =>
        c === 'head-to-head'
          ? mini!.get(id)!.won
          : c === 'h2h-diff'
            ? mini!.get(id)!.diff
            : c === 'point-diff'
              ? all.get(id)!.diff
              : c === 'vs-next'
                ? vsNext(id, above!)
                : byId.get(id)!.rating;
      const s = split(tied, value, c, above);
      if (s) return s;
    }
    const sorted = [...tied].sort(
      (a, b) => byId.get(a)!.name.localeCompare(byId.get(b)!.name) || (a < b ? -1 : 1),
    );
    return { ids: sorted, between: sorted.slice(1).map(() => 'name') };
  };
  const table = split(ids, (id) => all.get(id)!.won, 'wins', null) ?? resolve(ids, null);
  return table.ids.map((id, i) => ({
    entrantId: id,
    won: all.get(id)!.won,
    lost: all.get(id)!.lost,
    pointDiff: all.get(id)!.diff,
    criterion: table.between[i] ?? table.between[i - 1] ?? 'only',
  }));
}

/** Swiss: wins (byes count), Buchholz (opponents' wins), point differential, rating, name, id. */
export function swissTable(entrants: Entrant[], results: SimMatch[]): RecomputedRow[] {
  const ids = entrants.map((e) => e.id);
  const t = tally(ids, results);
  const buchholz = new Map(ids.map((id) => [id, 0]));
  for (const m of results) {
    buchholz.set(m.side1!, buchholz.get(m.side1!)! + t.get(m.side2!)!.won);
    buchholz.set(m.side2!, buchholz.get(m.side2!)! + t.get(m.side1!)!.won);
  }
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const values = (id: string): [string, number | null][] => [
    ['wins', t.get(id)!.won],
    ['buchholz', buchholz.get(id)!],
    ['point-diff', t.get(id)!.diff],
    ['rating', byId.get(id)!.rating],
  ];
  const decide = (a: string, b: string) => {
    const [va, vb] = [values(a), values(b)];
    for (let i = 0; i < va.length; i += 1) {
      if (va[i]![1] !== vb[i]![1])
        return { c: va[i]![0], d: (vb[i]![1] ?? -1e9) - (va[i]![1] ?? -1e9) };
    }
    return { c: 'name', d: byId.get(a)!.name.localeCompare(byId.get(b)!.name) || (a < b ? -1 : 1) };
  };
  const order = [...ids].sort((a, b) => decide(a, b).d);
  return order.map((id, i) => ({
    entrantId: id,
    won: t.get(id)!.won,
    lost: t.get(id)!.lost,
    pointDiff: t.get(id)!.diff,
    criterion: i < order.length - 1 ? decide(id, order[i + 1]!).c : decide(order[i - 1]!, id).c,
  }));
}

/** The criterion a server reason names ("ahead of X on point differential (+3 v +1)"). */
export function criterionOfReason(reason: string): string {
  const on = reason.slice(reason.indexOf(' on ') + 4);
  if (reason === 'only entrant') return 'only';
  if (on.startsWith('matches won')) return 'wins';
  if (on.startsWith('head-to-head point differential')) return 'h2h-diff';
  if (on.startsWith('head-to-head')) return 'head-to-head';
  if (on.startsWith('point differential against')) return 'vs-next';
  if (on.startsWith('point differential')) return 'point-diff';
  if (on.startsWith('Buchholz')) return 'buchholz';
  if (on.startsWith('rating')) return 'rating';
  if (on.startsWith('name')) return 'name';
  return `? ${reason}`;
}

// ---------------------------------------------------------------- champions and brackets

export interface Medals {
  champion: string | null;
  silver: string | null;
  bronze: string | null;
  /** Problems found in the bracket (an eliminated entrant playing on, and so on). */
  problems: string[];
}

const lossesIn = (ms: SimMatch[]) => {
  const losses = new Map<string, number>();
  const seen = new Set<string>();
  for (const m of completed(ms)) {
    seen.add(m.side1!).add(m.side2!);
    losses.set(loserOf(m), (losses.get(loserOf(m)) ?? 0) + 1);
  }
  return { losses, seen };
};

/** In play order (round), no entrant plays a match of `stages` after `lives` losses there. */
function eliminationProblems(ms: SimMatch[], lives: number, what: string): string[] {
  const problems: string[] = [];
  const losses = new Map<string, number>();
  const byRound = completed(ms).sort(
    (a, b) => stageRank(a.stage) - stageRank(b.stage) || a.round - b.round,
  );
  for (const m of byRound) {
    for (const side of [m.side1!, m.side2!]) {
      if ((losses.get(side) ?? 0) >= lives) {
        problems.push(`${what}: ${side.slice(0, 8)} plays ${m.key} after ${lives} loss(es)`);
      }
    }
    losses.set(loserOf(m), (losses.get(loserOf(m)) ?? 0) + 1);
  }
  return problems;
}
const stageRank = (s: string) => (s === 'grand-final' ? 1 : 0);

/** Single elimination (a knockout, or a round robin's knockout stage). */
function singleElimination(main: SimMatch[], what: string): Medals {
  const { losses, seen } = lossesIn(main);
  const unbeaten = [...seen].filter((id) => !losses.get(id));
  const problems = eliminationProblems(main, 1, what);
  if (unbeaten.length !== 1) problems.push(`${what}: ${unbeaten.length} unbeaten entrants`);
  const finalMatch = completed(main).sort((a, b) => b.round - a.round)[0];
  return {
    champion: unbeaten.length === 1 ? unbeaten[0]! : null,
    silver: finalMatch && unbeaten.length === 1 ? loserOf(finalMatch) : null,
    bronze: null,
    problems,
  };
}

/**
 * Medals of a tournament from its recorded results, per format:
 * - knockout, round robin's knockout stage: the only entrant never beaten in it;
 * - consolation: that, and bronze to the only entrant of the consolation never beaten there;
 * - double elimination: the only entrant with fewer than two losses;
 * - swiss: the first of the recomputed Swiss table.
 */
export function medalsOf(format: string, entrants: Entrant[], ms: SimMatch[]): Medals {
  const live = ms.filter((m) => m.status !== 'cancelled' && m.stage !== 'extra');
  if (format === 'swiss') {
    const table = swissTable(entrants, completed(live));
    return { champion: table[0]?.entrantId ?? null, silver: null, bronze: null, problems: [] };
  }
  if (format === 'double-elimination') {
    const { losses, seen } = lossesIn(live);
    const alive = [...seen].filter((id) => (losses.get(id) ?? 0) < 2);
    const problems = eliminationProblems(live, 2, 'double elimination');
    for (const id of seen) {
      if ((losses.get(id) ?? 0) > 2)
        problems.push(`${id.slice(0, 8)} lost ${losses.get(id)} times`);
    }
    const winnersLosses = lossesIn(live.filter((m) => m.stage === 'winners')).losses;
    const losersPlayers = lossesIn(live.filter((m) => m.stage === 'losers')).seen;
    for (const id of losersPlayers) {
      if (!winnersLosses.get(id))
        problems.push(`${id.slice(0, 8)} in the losers' bracket unbeaten`);
    }
    if (alive.length !== 1) problems.push(`double elimination: ${alive.length} entrants alive`);
    const gf = completed(live.filter((m) => m.stage === 'grand-final')).sort(
      (a, b) => b.round - a.round,
    )[0];
    return {
      champion: alive.length === 1 ? alive[0]! : null,
      silver: gf ? loserOf(gf) : null,
      bronze: null,
      problems,
    };
  }
  const main = live.filter((m) => m.stage === 'knockout' || m.stage === 'winners');
  const medals = singleElimination(
    main,
    format === 'round-robin' ? 'knockout stage' : 'main bracket',
  );
  if (format === 'consolation') {
    const consolation = live.filter((m) => m.stage === 'consolation');
    const { losses, seen } = lossesIn(consolation);
    const mainLosses = lossesIn(main).losses;
    for (const id of seen) {
      if (!mainLosses.get(id))
        medals.problems.push(`${id.slice(0, 8)} in the consolation unbeaten`);
    }
    medals.problems.push(...eliminationProblems(consolation, 1, 'consolation'));
    const unbeaten = [...seen].filter((id) => !losses.get(id));
    if (unbeaten.length !== 1) medals.problems.push(`consolation: ${unbeaten.length} unbeaten`);
    medals.bronze = unbeaten.length === 1 ? unbeaten[0]! : null;
  }
  return medals;
}

// ---------------------------------------------------------------- ratings

/**
 * The rating rule of ARCHITECTURE.md section 6 (modified Elo on 2.0-8.0): a side's strength is
 * its players' mean rating (unrated: 3.5); expected share 1 / (1 + 10^(-gap / 2)); actual share
 * of all points, the winner's at least 0.55 (the loser's at most 0.45); K 0.6 for a player with
 * fewer than 10 rated matches, 0.2 after, a side's K the mean of its players'; the winner never
 * loses, the loser never gains; each player moves by its side's change, clamped to 2-8, rounded
 * to 3 decimals. Walkovers, forfeits and disqualifications are not rated (decision 024).
 */
export function replayRatings(
  rated: { side1: string[]; side2: string[]; games: [number, number][]; side1Won: boolean }[],
): Map<string, { rating: number; n: number }> {
  const state = new Map<string, { rating: number; n: number }>();
  const get = (id: string) => state.get(id) ?? { rating: 3.5, n: 0 };
  const r3 = (x: number) => Number(x.toFixed(3));
  for (const m of rated) {
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const s1 = m.side1.map(get);
    const s2 = m.side2.map(get);
    const expected =
      1 / (1 + 10 ** (-(mean(s1.map((p) => p.rating)) - mean(s2.map((p) => p.rating))) / 2));
    const [p1, p2] = m.games.reduce(([a, b], [x, y]) => [a + x, b + y], [0, 0]);
    const share = p1 / (p1 + p2);
    const actual = m.side1Won ? Math.max(share, 0.55) : Math.min(share, 0.45);
    const k = (side: { n: number }[]) => mean(side.map((p) => (p.n < 10 ? 0.6 : 0.2)));
    let d1 = k(s1) * (actual - expected);
    let d2 = k(s2) * (expected - actual);
    d1 = m.side1Won ? Math.max(0, d1) : Math.min(0, d1);
    d2 = m.side1Won ? Math.min(0, d2) : Math.max(0, d2);
    const apply = (ids: string[], side: { rating: number; n: number }[], d: number) =>
      ids.forEach((id, i) =>
        state.set(id, {
          rating: r3(Math.min(8, Math.max(2, side[i]!.rating + d))),
          n: side[i]!.n + 1,
        }),
      );
    apply(m.side1, s1, d1);
    apply(m.side2, s2, d2);
  }
  return state;
}

// ---------------------------------------------------------------- schedule

export interface Played {
  matchId: string;
  tournament: string;
  court: string;
  players: string[];
  start: number;
  end: number;
}

/** Court overlaps, a player in two places, and rest shorter than `restMs` between matches. */
export function scheduleProblems(played: Played[], restMs: (t: string) => number) {
  const problems = { court: [] as string[], twoPlaces: [] as string[], rest: [] as string[] };
  const byCourt = new Map<string, Played[]>();
  for (const p of played) byCourt.set(p.court, [...(byCourt.get(p.court) ?? []), p]);
  for (const [court, list] of byCourt) {
    list.sort((a, b) => a.start - b.start);
    for (let i = 1; i < list.length; i += 1) {
      if (list[i]!.start < list[i - 1]!.end) problems.court.push(`${court.slice(0, 8)}`);
    }
  }
  const byPlayer = new Map<string, Played[]>();
  for (const p of played)
    for (const id of p.players) byPlayer.set(id, [...(byPlayer.get(id) ?? []), p]);
  for (const [player, list] of byPlayer) {
    list.sort((a, b) => a.start - b.start);
    for (let i = 1; i < list.length; i += 1) {
      const gap = list[i]!.start - list[i - 1]!.end;
      if (gap < 0) problems.twoPlaces.push(player.slice(0, 8));
      else if (gap < restMs(list[i]!.tournament)) problems.rest.push(player.slice(0, 8));
    }
  }
  return problems;
}
