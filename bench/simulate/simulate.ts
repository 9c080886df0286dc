// `npm run simulate`: a whole tournament day through the production server's public API and
// websockets, seeded, checked at the end against the simulation's own recomputation
// (bench/simulate/recompute.ts), with the figures an operator cares about (issue 28).
//
//   npm run simulate -- [--seed N] [--speed 60] [--short] [--pg] [--instances 2]
//
// The day runs in phases, one function each, so that the desk features being built (check-in,
// calling matches to courts, score confirmation, reopening, keepers per court) join as phases
// of their own; until they land they are listed as "not simulated yet".
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  Client,
  LiveSocket,
  Traffic,
  cpuSeconds,
  requireBuild,
  rssMiB,
  sleep,
  spawnServer,
  startProxy,
  stopProcess,
  waitReady,
  type Answer,
  type ServerProcess,
} from './net';
import {
  criterionOfReason,
  medalsOf,
  replayRatings,
  roundRobinTable,
  scheduleProblems,
  swissTable,
  type Entrant,
  type Played,
  type SimMatch,
} from './recompute';

// ------------------------------------------------------------------ options and randomness

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const SHORT = flag('short');
const PG = flag('pg');
const INSTANCES = option('instances', 1);
const SEED = option('seed', 20270410);
const SPEED = option('speed', SHORT ? 600 : 60);
const PORT = option('port', 4310);
/** `--cpu-prof DIR`: each server process writes a CPU profile there (node --cpu-prof). */
const CPU_PROF_DIR = args.includes('--cpu-prof') ? args[args.indexOf('--cpu-prof') + 1] : undefined;
const serverArgs = CPU_PROF_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF_DIR}`] : [];
/** Wall-clock bound of the day; the run fails the "day finished" check past it. */
const DAY_LIMIT_MS = option('limit', SHORT ? 240_000 : 45 * 60_000);
/** A keeper sends the score after every rally (the short run: every third, and each game's end). */
const RALLIES_PER_UPDATE = SHORT ? 3 : 1;
/**
 * The checks read back after a restart of the server (the full day; `--restart` in the short
 * one): what they read then comes from the database files alone. The short day skips it for
 * its minute (a start of the production server costs 7-8 CPU seconds on the shared machine);
 * its checks read the same database through the running server.
 */
const RESTART_BEFORE_CHECKS = !SHORT || flag('restart');

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(SEED);
const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
const shuffle = <T>(xs: T[]) => {
  for (let i = xs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
};
/** A simulated duration (minutes of the day) in real milliseconds at the chosen speed. */
const simMs = (minutes: number) => (minutes * 60_000) / SPEED;

// ------------------------------------------------------------------ the plan of the day

interface EventPlan {
  name: string;
  category: 'men' | 'women' | 'mixed';
  type: 'singles' | 'doubles';
  format: 'double-elimination' | 'round-robin' | 'consolation' | 'swiss';
  places: number;
  scoring: 'best-of-3-to-11' | 'one-game-to-11';
  numGroups?: number;
  advanceCount?: number;
  corrections: number;
  withdrawals: number;
  /** Decision 027: a player's own deciding score awaits the other side or the desk. */
  scoreConfirmation: boolean;
  /** Decision 027: reopened after it completes, a semi-final corrected, the final played again. */
  reopen: boolean;
}

/** One tournament: its courts shared by its events (decisions 034, 036); the first event is its own row. */
const PLAN = SHORT
  ? {
      players: 16,
      courts: 4,
      twoEvents: 0,
      fans: 2,
      spectators: 100,
      leaves: 1,
      events: [
        {
          name: "Women's Singles Open (knockout with consolation)",
          category: 'women',
          type: 'singles',
          format: 'consolation',
          places: 15,
          scoring: 'one-game-to-11',
          corrections: 2,
          withdrawals: 1,
          scoreConfirmation: true,
          reopen: true,
        },
      ] as EventPlan[],
    }
  : {
      players: 120,
      courts: 12,
      twoEvents: 40,
      fans: 80,
      spectators: 1000,
      leaves: 6,
      events: [
        {
          name: "Men's Doubles 3.5 (double elimination)",
          category: 'men',
          type: 'doubles',
          format: 'double-elimination',
          places: 32,
          scoring: 'best-of-3-to-11',
          corrections: 1,
          withdrawals: 0,
          scoreConfirmation: false,
          reopen: false,
        },
        {
          name: 'Mixed Doubles 3.5 (round robin in groups, then knockout)',
          category: 'mixed',
          type: 'doubles',
          format: 'round-robin',
          places: 36,
          scoring: 'one-game-to-11',
          numGroups: 4,
          advanceCount: 2,
          corrections: 0,
          withdrawals: 0,
          scoreConfirmation: false,
          reopen: false,
        },
        {
          name: "Women's Singles Open (knockout with consolation)",
          category: 'women',
          type: 'singles',
          format: 'consolation',
          places: 40,
          scoring: 'one-game-to-11',
          corrections: 1,
          withdrawals: 0,
          scoreConfirmation: true,
          reopen: true,
        },
        {
          name: "Men's Singles 4.0 (swiss)",
          category: 'men',
          type: 'singles',
          format: 'swiss',
          places: 32,
          scoring: 'one-game-to-11',
          corrections: 0,
          withdrawals: 1,
          scoreConfirmation: true,
          reopen: false,
        },
      ] as EventPlan[],
    };
const REST_MINUTES = 10;
/** Players who do not come on the day (withdrawn before the start): 3%, at least one. */
const NO_SHOW_SHARE = 0.03;
/** Check-ins the desk makes by scanning the player's ticket (the others check themselves in). */
const QR_SHARE = 0.3;
/** In an event with score confirmation: deciding scores a player enters (the keeper the rest). */
const PLAYER_ENTRY_SHARE = 0.4;
/** Of those, confirmed by the other side (the desk confirms the rest). */
const OPPONENT_CONFIRMS_SHARE = 0.7;
/** Simulated seconds per rally. */
const RALLY_SECONDS = 25;
const RETIREMENT_SHARE = 0.01;
const RECONNECT_SHARE = 0.1;
const NOT_SIMULATED_YET: string[] = [];

// ------------------------------------------------------------------ shared state

const traffic = new Traffic();
const addressOf = (n: number) => `127.0.0.${10 + (n % 240)}`;
let clientCount = 0;
let currentPort = PORT;
const port = () => currentPort;
const newClient = () => new Client(addressOf(clientCount++), port, traffic);

interface Account {
  id: string;
  name: string;
  client: Client;
  skill: number;
}
interface TournamentState {
  plan: EventPlan;
  id: string;
  courts: string[];
  matches: Map<string, ServedMatch>;
  entrants: Map<string, Entrant>;
  dirty: boolean;
  lastFetch: number;
  status: string;
  corrected: number;
  withdrawn: number;
  /** Acknowledgements after which the server may change matches itself (cascade, walkovers). */
  serverChangesAt: number[];
  nextRoundPending: boolean;
  /** Reopened once already (decision 027). */
  reopened: boolean;
}

const expectedRefusals: string[] = [];
const acks = new Map<
  string,
  {
    version: number;
    at: number;
    games: string;
    winner: string | null;
    kind: string | null;
    tournament: string;
  }
>();
const ackTimes = new Map<string, number>();
const pendingFrames = new Map<string, number[]>();
const latencies: number[] = [];
const writeLatencies: number[] = [];
/** From the keeper sending the write to each spectator's frame. */
const fromSend: number[] = [];
const sentTimes = new Map<string, number>();
const played: Played[] = [];
const completionOrder: string[] = [];
const busyPlayer = new Map<string, string>();
const lastEnd = new Map<string, number>();
const busyCourt = new Map<string, string>();
const notes: string[] = [];
const testDisconnects = { reconnects: 0, killed: 0 };
let unexpectedDisconnects = 0;

const gamesText = (games: [number, number][]) => games.map(([a, b]) => `${a}-${b}`).join(',');
const dataOf = (a: Answer) => (a.body as { data: Record<string, unknown> }).data;

/** A match as the server answers it, with what the desk reads beside the recomputation's fields. */
type ServedMatch = SimMatch & { startTime: string | null; awaiting: boolean };

function toSimMatch(m: Record<string, unknown>): ServedMatch {
  const score = m.score as { player1: number[]; player2: number[] };
  return {
    id: m.id as string,
    key: m.key as string,
    stage: m.stage as string,
    group: (m.group as string | null) ?? null,
    round: m.round as number,
    position: m.position as number,
    status: m.status as string,
    side1: (m.player1Id as string | null) ?? null,
    side2: (m.player2Id as string | null) ?? null,
    winner: (m.winner as string | null) ?? null,
    games: score.player1.map((p, i) => [p, score.player2[i]!] as [number, number]),
    resultKind: (m.resultKind as string | null) ?? null,
    courtId: (m.courtId as string | null) ?? null,
    actualStartTime: (m.actualStartTime as string | null) ?? null,
    startTime: (m.startTime as string | null) ?? null,
    awaiting: m.awaitingConfirmation === true,
    version: m.version as number,
  };
}

function recordAck(t: TournamentState, answer: Answer, sentAt?: number) {
  const m = toSimMatch(dataOf(answer));
  const previous = acks.get(m.id);
  if (!previous || previous.version <= m.version) {
    acks.set(m.id, {
      version: m.version,
      at: answer.at,
      games: gamesText(m.games),
      winner: m.winner,
      kind: m.resultKind,
      tournament: t.id,
    });
  }
  const key = `${m.id}:${m.version}`;
  ackTimes.set(key, answer.at);
  if (sentAt !== undefined) sentTimes.set(key, sentAt);
  for (const frameAt of pendingFrames.get(key) ?? []) {
    latencies.push(frameAt - answer.at);
    if (sentAt !== undefined) fromSend.push(frameAt - sentAt);
  }
  pendingFrames.delete(key);
  return m;
}

// ------------------------------------------------------------------ live audience

interface TopicState {
  epoch: string | null;
  seq: number | null;
  gaps: number;
  duplicates: number;
  resyncs: number;
  events: number;
}
class Watcher {
  socket: LiveSocket;
  topics = new Map<string, TopicState>();
  /** Every (match, version) seen: kept only by the reference spectators. */
  seen: Set<string> | null = null;
  reconnecting = false;
  lastFrameAt = 0;
  lastDropFrameAt: number | null = null;
  /** Windows a resync covered (a full refetch): from the last frame before the drop to the resync. */
  refetched: [number, number][] = [];
  constructor(
    readonly name: string,
    readonly client: Client,
    token: string | null,
    readonly topicNames: string[],
    readonly publicIds: string[],
  ) {
    this.socket = new LiveSocket(client.address, port, token);
    this.socket.onMessage = (message, at) => this.receive(message, at);
    this.socket.onClose = (_code, byTest) => {
      if (stopping) return;
      this.lastDropFrameAt = this.lastFrameAt;
      if (!byTest) {
        if (killing) testDisconnects.killed += 1;
        else unexpectedDisconnects += 1;
        void this.reconnect(250);
      }
    };
  }

  async start() {
    for (const id of this.publicIds) {
      await this.client.call('GET', `/api/public/tournaments/${id}`);
    }
    if (!(await this.socket.connect())) return false;
    for (const topic of this.topicNames) {
      this.topics.set(topic, {
        epoch: null,
        seq: null,
        gaps: 0,
        duplicates: 0,
        resyncs: 0,
        events: 0,
      });
      this.socket.send({ type: 'subscribe', topic });
    }
    return true;
  }

  receive(message: Record<string, unknown>, at: number) {
    this.lastFrameAt = at;
    const topic = this.topics.get(message.topic as string);
    if (message.type === 'subscribed' && topic && topic.seq === null) {
      topic.seq = message.seq as number;
      topic.epoch = this.socket.epoch;
    } else if (message.type === 'resync' && topic) {
      topic.resyncs += 1;
      this.refetched.push([this.lastDropFrameAt ?? at, at]);
      topic.seq = message.seq as number;
      topic.epoch = this.socket.epoch;
      // The page refetches what it shows.
      const id = (message.topic as string).split(':')[1]!;
      if ((message.topic as string).startsWith('tournament:')) {
        void this.client.call('GET', `/api/public/tournaments/${id}`);
      }
    } else if (message.type === 'event' && topic) {
      const seq = message.seq as number;
      topic.events += 1;
      if (topic.seq !== null && seq <= topic.seq) topic.duplicates += 1;
      else if (topic.seq !== null && seq > topic.seq + 1) topic.gaps += 1;
      topic.seq = Math.max(topic.seq ?? 0, seq);
      const event = message.event as { kind: string; id: string; data?: { version?: number } };
      if (event.kind === 'match' && event.data?.version !== undefined) {
        const key = `${event.id}:${event.data.version}`;
        this.seen?.add(key);
        if ((message.topic as string).startsWith('tournament:') || this.seen) {
          const ackAt = ackTimes.get(key);
          if (ackAt !== undefined) {
            latencies.push(at - ackAt);
            const sentAt = sentTimes.get(key);
            if (sentAt !== undefined) fromSend.push(at - sentAt);
          } else pendingFrames.set(key, [...(pendingFrames.get(key) ?? []), at]);
        }
      }
    } else if (message.type === 'error') {
      notes.push(`live error for ${this.name}: ${String(message.code)} ${String(message.message)}`);
    }
  }

  /** Back after `delayMs`: subscribes again from the last number seen (resume). */
  async reconnect(delayMs: number) {
    if (this.reconnecting) return;
    this.reconnecting = true;
    await sleep(delayMs);
    for (let attempt = 0; attempt < 40 && !stopping; attempt += 1) {
      if (await this.socket.connect()) {
        for (const [name, topic] of this.topics) {
          const since =
            topic.epoch && topic.seq !== null ? { epoch: topic.epoch, seq: topic.seq } : undefined;
          this.socket.send({ type: 'subscribe', topic: name, ...(since ? { since } : {}) });
          topic.epoch = this.socket.epoch;
        }
        break;
      }
      await sleep(250);
    }
    this.reconnecting = false;
  }
}

// ------------------------------------------------------------------ phases

let organizer: Account;
let players: Account[] = [];
let keepers: Account[] = [];
let fans: Account[] = [];
const tournaments: TournamentState[] = [];
const watchers: Watcher[] = [];
let stopping = false;
let killing = false;

async function signUp(name: string, role: 'player' | 'organizer', tag: string): Promise<Account> {
  const client = newClient();
  const account = { name, email: `${tag}.${SEED}@sim.example.test`, password: 'Sim-Pa55word!long' };
  const registered = await client.call('POST', '/api/auth/register', { ...account, role });
  if (registered.status >= 300)
    throw new Error(`register ${tag}: ${registered.status} ${JSON.stringify(registered.body)}`);
  const login = await client.call('POST', '/api/auth/login', account);
  if (login.status !== 200)
    throw new Error(`login ${tag}: ${login.status} ${JSON.stringify(login.body)}`);
  const data = dataOf(login) as { token: string; user: { id: string } };
  client.token = data.token;
  return { id: data.user.id, name, client, skill: skillFor(tag) };
}
/** A hidden playing strength per account, from the seed and its tag only. */
function skillFor(tag: string) {
  let h = SEED;
  for (const c of tag) h = Math.imul(h ^ c.charCodeAt(0), 2654435761);
  const r = mulberry32(h);
  const u = Math.max(1e-9, r());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * r());
}

/** Phase: the organizer, the players, the score keepers and the signed-in fans. */
async function phaseAccounts() {
  organizer = await signUp('Dana Director', 'organizer', 'organizer');
  const first = ['Ann', 'Bea', 'Cal', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit', 'Lou'];
  const last = ['Kim', 'Lee', 'Park', 'Diaz', 'Shah', 'Cole', 'Ross', 'Vega', 'Wu', 'Ng'];
  // Skills drawn in a fixed order whatever order the sign-ups finish in.
  const inBatches = async (count: number, make: (i: number) => Promise<Account>) => {
    const out: Account[] = [];
    for (let i = 0; i < count; i += 4) {
      const batch = Array.from({ length: Math.min(4, count - i) }, (_, j) => make(i + j));
      out.push(...(await Promise.all(batch)));
    }
    return out;
  };
  players = await inBatches(PLAN.players, (i) =>
    signUp(`${first[i % 12]} ${last[Math.floor(i / 12) % 10]} ${i + 1}`, 'player', `player${i}`),
  );
  keepers = await inBatches(PLAN.courts, (i) => signUp(`Keeper ${i + 1}`, 'player', `keeper${i}`));
  fans = await inBatches(PLAN.fans, (i) => signUp(`Fan ${i + 1}`, 'player', `fan${i}`));
}

/** The tournament: its row (its first event), venue and shared courts. */
let rootId = '';

/**
 * Phase: one tournament at the venue with its shared courts, its first event the tournament's
 * own row (decision 034), the others added through the events API.
 */
async function phaseTournaments() {
  const today = new Date().toISOString().slice(0, 10);
  const eventFields = (plan: EventPlan) => ({
    name: plan.name,
    category: plan.category,
    type: plan.type,
    format: plan.format,
    maxParticipants: plan.places,
    scoringFormat: plan.scoring,
    scoreConfirmation: plan.scoreConfirmation,
    confirmationMinutes: null,
    numGroups: plan.numGroups ?? 1,
    knockoutEnabled: plan.format === 'round-robin',
    advanceCount: plan.advanceCount ?? 1,
    hasBronzeMatch: false,
  });
  for (const plan of PLAN.events) {
    const created = rootId
      ? await organizer.client.call('POST', `/api/tournaments/${rootId}/events`, eventFields(plan))
      : await organizer.client.call('POST', '/api/tournaments', {
          ...eventFields(plan),
          location: 'Riverside Pickleball Center, Austin, TX',
          startDate: today,
          timeZone: 'UTC',
          courtCount: PLAN.courts,
          // The server counts rest in real minutes, the day runs at --speed: the desk (the
          // simulation) keeps the simulated rest itself before each call, and the check verifies it.
          restMinutes: 0,
          // Check-in open from now on (decision 025): the desk and the players use it on the day.
          checkInOpensAt: new Date(Date.now() - 60_000).toISOString(),
        });
    if (created.status !== 201 && created.status !== 200) {
      throw new Error(`create ${plan.name}: ${created.status} ${JSON.stringify(created.body)}`);
    }
    const id = dataOf(created).id as string;
    if (!rootId) rootId = id;
    tournaments.push({
      plan,
      id,
      courts: [],
      matches: new Map(),
      entrants: new Map(),
      dirty: true,
      lastFetch: 0,
      status: 'upcoming',
      corrected: 0,
      withdrawn: 0,
      serverChangesAt: [],
      nextRoundPending: false,
      reopened: false,
    });
  }
  // The events API lists every event of the tournament, the first being the tournament's row.
  const listed = dataOf(
    await organizer.client.call('GET', `/api/tournaments/${rootId}/events`),
  ) as unknown as { id: string }[];
  const ids = (Array.isArray(listed) ? listed : []).map((e) => e.id).sort();
  if (JSON.stringify(ids) !== JSON.stringify(tournaments.map((t) => t.id).sort())) {
    registrationProblems.push(
      `the events list names ${ids.length} of ${tournaments.length} events`,
    );
  }
}

/** The registration model: places first come, first served; the waitlist moves in order. */
const model = new Map<string, { joined: string[]; waitlist: string[] }>();
const registrationProblems: string[] = [];
const registrationSummary: string[] = [];
let twoEventRegistrations = 0;
let leftOneKeptOther = 0;

/**
 * Phase: registration over a simulated week (compressed: the week's joins, waitlist requests
 * and leaves are sent one after another in the seeded order, not at the day's speed).
 */
async function phaseRegistration() {
  // One registration per player through the events route: a third enter two events in one step.
  const entries: { player: Account; events: TournamentState[] }[] = [];
  const order = shuffle([...players]);
  order.forEach((player, i) => {
    const first = tournaments[i % tournaments.length]!;
    const second = tournaments[(i + 1) % tournaments.length]!;
    entries.push({
      player,
      events: i < PLAN.twoEvents && second !== first ? [first, second] : [first],
    });
  });
  shuffle(entries);
  for (const t of tournaments) model.set(t.id, { joined: [], waitlist: [] });
  const leaveAt = new Set(
    shuffle(entries.map((_, i) => i))
      .filter((i) => i > entries.length / 3)
      .slice(0, PLAN.leaves),
  );
  const joinedEntries: { player: Account; t: TournamentState }[] = [];
  const inEvents = (id: string) =>
    tournaments.filter((t) => model.get(t.id)!.joined.includes(id)).length;
  for (const [i, { player, events }] of entries.entries()) {
    const registered = await player.client.call(
      'POST',
      `/api/tournaments/${rootId}/registrations`,
      { events: events.map((t) => ({ eventId: t.id })) },
    );
    if (registered.status === 200 || registered.status === 201) {
      const outcomes = (
        dataOf(registered) as {
          events: { eventId: string; status: string; position: number | null }[];
        }
      ).events;
      for (const t of events) {
        const m = model.get(t.id)!;
        const outcome = outcomes.find((o) => o.eventId === t.id);
        if (outcome?.status === 'registered') m.joined.push(player.id);
        else if (outcome?.status === 'waitlisted') {
          m.waitlist.push(player.id);
          if (outcome.position !== m.waitlist.length)
            registrationProblems.push(
              `${t.plan.name}: waitlisted at ${outcome.position}, the model ${m.waitlist.length}`,
            );
        } else registrationProblems.push(`${t.plan.name}: no outcome for a registration`);
        joinedEntries.push({ player, t });
      }
      if (events.length > 1) twoEventRegistrations += 1;
    } else
      registrationProblems.push(
        `registration ${registered.status} ${JSON.stringify(registered.body)}`,
      );
    if (leaveAt.has(i)) {
      // Someone who signed up earlier this week cannot come after all: to one event, preferably
      // someone in two who keeps the other.
      const holding = joinedEntries.filter((e) => model.get(e.t.id)!.joined.includes(e.player.id));
      const inTwo = holding.filter((e) => inEvents(e.player.id) > 1);
      const leaver = pick(inTwo.length ? inTwo : holding);
      const left = await leaver.player.client.call('POST', `/api/tournaments/${leaver.t.id}/leave`);
      if (left.status === 200) {
        const lm = model.get(leaver.t.id)!;
        lm.joined = lm.joined.filter((id) => id !== leaver.player.id);
        const moved = lm.waitlist.shift();
        if (moved) lm.joined.push(moved);
        if (inEvents(leaver.player.id) > 0) leftOneKeptOther += 1;
      } else registrationProblems.push(`leave ${left.status}`);
    }
  }
  registrationSummary.push(
    `${entries.length} registrations (${twoEventRegistrations} for two events in one step), ${PLAN.leaves} left one event (${leftOneKeptOther} kept their other), ` +
      tournaments
        .map(
          (t) =>
            `${t.plan.format}: ${model.get(t.id)!.joined.length} in, ${model.get(t.id)!.waitlist.length} waiting`,
        )
        .join(', '),
  );
  // The server's lists against the model.
  for (const t of tournaments) {
    const detail = dataOf(await organizer.client.call('GET', `/api/tournaments/${t.id}`));
    const joined = (detail.participants as { userId: string }[]).map((p) => p.userId).sort();
    const waitlist = (detail.waitlist as { userId: string; position: number }[])
      .sort((a, b) => a.position - b.position)
      .map((w) => w.userId);
    const m = model.get(t.id)!;
    if (JSON.stringify(joined) !== JSON.stringify([...m.joined].sort())) {
      registrationProblems.push(`${t.plan.name}: participants differ from the model`);
    }
    if (JSON.stringify(waitlist) !== JSON.stringify(m.waitlist)) {
      registrationProblems.push(`${t.plan.name}: waitlist differs from the model`);
    }
  }
}

/** Every acknowledged check-in (a 2xx): checked at the end against the database. */
const checkInAcks: {
  t: TournamentState;
  playerId: string;
  how: 'self' | 'ticket';
  checkedInAt: string;
}[] = [];
const checkInProblems: string[] = [];
const checkInSummary: string[] = [];
/** Players removed after they checked in (a doubles odd one out): not in the list at the end. */
const removedAfterCheckIn = new Set<string>();

/**
 * Phase: check-in on the morning of the day (decision 025). The window opened at creation; a
 * keeper is named desk staff; every player who comes checks in, by themself or at the desk by
 * the QR code of their ticket (waitlisted players come too, hoping for a place); 3% do not come
 * and the organizer withdraws them before the start (the waitlist moves, checked-in first).
 */
/** The desk staff of the day: the first court's keeper, also named to the desk. */
const deskPersonOf = () => keepers[0]!;

async function phaseCheckIn() {
  const deskPerson = deskPersonOf();
  // One desk for the venue (decision 030's addendum): named on the tournament, it serves every event.
  const staffed = await organizer.client.call('POST', `/api/tournaments/${rootId}/desk-staff`, {
    userId: deskPerson.id,
  });
  if (staffed.status !== 200) checkInProblems.push(`desk staff: ${staffed.status}`);
  for (const t of tournaments) {
    const m = model.get(t.id)!;
    const noShowCount = Math.max(1, Math.round(m.joined.length * NO_SHOW_SHARE));
    const noShows = new Set(shuffle([...m.joined]).slice(0, noShowCount));
    const coming = shuffle([...m.joined.filter((id) => !noShows.has(id)), ...m.waitlist]);
    const accountOf = (id: string) => players.find((p) => p.id === id)!;
    const checkIn = async (id: string, byTicket: boolean) => {
      const player = accountOf(id);
      if (byTicket) {
        // The player shows the ticket; the desk's phone opens the QR code's address.
        const ticket = await player.client.call('GET', `/api/tournaments/${t.id}/ticket`);
        const token = ticket.status === 200 ? (dataOf(ticket).token as string) : null;
        if (ticket.status !== 200 || !token) {
          checkInProblems.push(`ticket ${ticket.status}`);
          return;
        }
        const desk = random() < 0.5 ? organizer : deskPerson;
        const scanned = await desk.client.call('POST', `/api/check-in/${token}`);
        if (scanned.status !== 200) checkInProblems.push(`scan ${scanned.status}`);
        else {
          const data = dataOf(scanned) as { userId: string; checkedInAt: string };
          if (data.userId !== id) checkInProblems.push('a scan checked in someone else');
          checkInAcks.push({ t, playerId: id, how: 'ticket', checkedInAt: data.checkedInAt });
        }
      } else {
        const self = await player.client.call('POST', `/api/tournaments/${t.id}/check-in`);
        if (self.status !== 200) checkInProblems.push(`self check-in ${self.status}`);
        else {
          const data = dataOf(self) as { checkedInAt: string };
          checkInAcks.push({ t, playerId: id, how: 'self', checkedInAt: data.checkedInAt });
        }
      }
    };
    // A ticket is a participant's (decision 025): waitlisted players check themselves in.
    const byTicket = coming.map((id) => random() < QR_SHARE && m.joined.includes(id));
    for (let i = 0; i < coming.length; i += 8) {
      await Promise.all(coming.slice(i, i + 8).map((id, j) => checkIn(id, byTicket[i + j]!)));
    }
    // The desk's list: who is missing.
    const list = dataOf(
      await organizer.client.call('GET', `/api/tournaments/${t.id}/check-in`),
    ) as {
      total: number;
      checkedIn: number;
      unteamed: { checkedInAt: string | null }[];
    };
    // Doubles before the teams are formed: the players are listed apart, not yet entrants.
    if (t.plan.type === 'doubles') {
      list.total = list.unteamed.length;
      list.checkedIn = list.unteamed.filter((p) => p.checkedInAt !== null).length;
    }
    const expectedIn = m.joined.length - noShows.size;
    if (list.checkedIn !== expectedIn || list.total !== m.joined.length) {
      checkInProblems.push(
        `${t.plan.name}: the desk's list says ${list.checkedIn} of ${list.total}, the model ${expectedIn} of ${m.joined.length}`,
      );
    }
    // Before the start: the no-shows withdrawn, checked-in waitlisted players move up in order.
    const withdrawn = await organizer.client.call(
      'POST',
      `/api/tournaments/${t.id}/withdraw-no-shows`,
    );
    const result = dataOf(withdrawn) as { withdrawn: number; promoted: number };
    const promoted = m.waitlist.slice(0, Math.min(noShows.size, m.waitlist.length));
    if (
      withdrawn.status !== 200 ||
      result.withdrawn !== noShows.size ||
      result.promoted !== promoted.length
    ) {
      checkInProblems.push(
        `${t.plan.name}: withdraw no-shows ${withdrawn.status} ${JSON.stringify(result)}, expected ${noShows.size} withdrawn, ${promoted.length} promoted`,
      );
    }
    m.joined = [...m.joined.filter((id) => !noShows.has(id)), ...promoted];
    m.waitlist = m.waitlist.slice(promoted.length);
    checkInSummary.push(
      `${t.plan.format}: ${coming.length} checked in (${byTicket.filter(Boolean).length} by ticket), ${noShows.size} no-show(s) withdrawn, ${promoted.length} promoted`,
    );
    const detail = dataOf(await organizer.client.call('GET', `/api/tournaments/${t.id}`));
    const joined = (detail.participants as { userId: string }[]).map((p) => p.userId).sort();
    if (JSON.stringify(joined) !== JSON.stringify([...m.joined].sort())) {
      checkInProblems.push(`${t.plan.name}: participants after the no-shows differ from the model`);
    }
  }
}

/**
 * Phase: doubles teams per event (the organizer's Form Teams: partners in the order they
 * joined), then every event starts in one step (`events/start`, decision 034), the tournament's
 * courts shared by all of them, one score keeper per court named on the tournament.
 */
async function phaseStart() {
  for (const t of tournaments) {
    const m = model.get(t.id)!;
    if (t.plan.type !== 'doubles') continue;
    const ids = m.joined.slice(0, m.joined.length - (m.joined.length % 2));
    if (ids.length < m.joined.length) {
      // An odd one out has no partner: the organizer removes them (they are told in person).
      const odd = m.joined.at(-1)!;
      await organizer.client.call('DELETE', `/api/tournaments/${t.id}/participants/${odd}`);
      removedAfterCheckIn.add(`${t.id}:${odd}`);
      m.joined = ids;
    }
    const teams = [];
    for (let i = 0; i < ids.length; i += 2) teams.push({ playerIds: [ids[i]!, ids[i + 1]!] });
    const saved = await organizer.client.call('POST', `/api/teams/tournament/${t.id}`, { teams });
    if (saved.status !== 200)
      throw new Error(`teams of ${t.plan.name}: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  const started = await organizer.client.call(
    'POST',
    `/api/tournaments/${rootId}/events/start`,
    {},
  );
  if (started.status !== 200)
    throw new Error(`start: ${started.status} ${JSON.stringify(started.body)}`);
  const root = dataOf(await organizer.client.call('GET', `/api/tournaments/${rootId}`));
  const shared = (root.courts as { id: string }[]).map((c) => c.id);
  courtsInOrder.push(...shared);
  // One score keeper per court for the day (decision 026), named by the organizer on the
  // tournament: the court's keeper keeps every event's matches there.
  for (const court of shared) {
    const named = await organizer.client.call('POST', `/api/tournaments/${rootId}/score-keepers`, {
      userId: keeperOf(court).id,
      courtId: court,
    });
    if (named.status !== 200)
      throw new Error(`keeper of a court: ${named.status} ${JSON.stringify(named.body)}`);
  }
  for (const t of tournaments) {
    t.status = 'ongoing';
    t.courts = shared;
    const detail =
      t.id === rootId
        ? root
        : dataOf(await organizer.client.call('GET', `/api/tournaments/${t.id}`));
    const ratingOf = new Map(
      (
        detail.participants as { userId: string; user: { name: string; rating?: number | null } }[]
      ).map((p) => [p.userId, p.user]),
    );
    if (t.plan.type === 'doubles') {
      for (const team of detail.teams as { id: string; name: string; playerIds: string[] }[]) {
        t.entrants.set(team.id, {
          id: team.id,
          name: team.name,
          players: team.playerIds,
          rating: null,
        });
      }
    } else {
      for (const [id, user] of ratingOf) {
        t.entrants.set(id, { id, name: user.name, players: [id], rating: user.rating ?? null });
      }
    }
  }
}

/** Every court of the day in order; the keeper of court i is keepers[i]. */
const courtsInOrder: string[] = [];
const keeperOf = (court: string) => keepers[courtsInOrder.indexOf(court) % keepers.length]!;

/** Phase: spectators on the public page's topics and signed-in players on their own. */
async function phaseAudience() {
  const ids = tournaments.map((t) => t.id);
  for (let i = 0; i < PLAN.spectators; i += 1) {
    // The public page of one event; some open a second event's; a few (and one reference
    // spectator) keep every event of the tournament open.
    const everyEvent = ids.length > 1 && (i === ids.length || random() < 0.1);
    const mine = everyEvent ? [...ids] : [ids[i % ids.length]!];
    if (!everyEvent && ids.length > 1 && random() < 0.2) mine.push(ids[(i + 1) % ids.length]!);
    const w = new Watcher(
      `spectator ${i + 1}`,
      newClient(),
      null,
      mine.map((id) => `tournament:${id}`),
      mine,
    );
    if (i <= ids.length) w.seen = new Set();
    watchers.push(w);
  }
  const signedIn = [...players, ...fans].slice(0, 200);
  for (const account of signedIn) {
    const theirs = tournaments
      .filter((t) => model.get(t.id)!.joined.includes(account.id))
      .map((t) => t.id);
    const topics = [
      `user:${account.id}`,
      ...(theirs.length ? theirs : [pick(ids)]).map((id) => `tournament:${id}`),
    ];
    watchers.push(new Watcher(account.name, account.client, account.client.token, topics, []));
  }
  const batch = 50;
  for (let i = 0; i < watchers.length; i += batch) {
    const results = await Promise.all(watchers.slice(i, i + batch).map((w) => w.start()));
    const failed = results.filter((ok) => !ok).length;
    if (failed) notes.push(`${failed} live sockets did not open`);
  }
  await sleep(500);
}

// ------------------------------------------------------------------ the day

const sidesPlayers = (t: TournamentState, m: SimMatch) =>
  [m.side1!, m.side2!].flatMap((id) => t.entrants.get(id)?.players ?? [id]);
const skillOf = (t: TournamentState, side: string) => {
  const ps = t.entrants.get(side)?.players ?? [side];
  const all = [...players];
  return ps.reduce((s, id) => s + (all.find((p) => p.id === id)?.skill ?? 0), 0) / ps.length;
};

let matchesStarted = 0;
/** Games in which the 21-point cap of decision 018 decided a rally (see playMatch). */
let capShaped = 0;
const retireAt = new Set<number>();

async function refresh(t: TournamentState) {
  t.dirty = false;
  t.lastFetch = performance.now();
  const answer = await organizer.client.call('GET', `/api/matches/tournament/${t.id}`);
  if (answer.status !== 200) return;
  const list = (answer.body as { data: Record<string, unknown>[] }).data.map(toSimMatch);
  t.matches = new Map(list.map((m) => [m.id, m]));
}

/** Every call the desk made that the server acknowledged, and when its court freed (ours). */
const calls: {
  tournament: string;
  court: string;
  match: string;
  key: string;
  at: number;
  end: number | null;
}[] = [];
const callRefusalNotes = new Set<string>();
/** The server's own guard, probed once per tournament: a call to a taken court is a 409. */
const takenCourtProbes: string[] = [];
/** A keeper of one court starting a match on another: refused (403), probed once per tournament. */
const keeperScopeProbes: string[] = [];
const keeperProbed = new Set<string>();
/** Confirmations refused with no correction or withdrawal to explain it. */
const confirmRefusals: string[] = [];
/** Scores a player entered for their own match and who confirmed them (decision 027). */
const confirmations: {
  t: TournamentState;
  id: string;
  key: string;
  games: string;
  by: 'opponent' | 'desk';
  awaited: boolean;
  at: number;
  /** The version the confirmation's answer carried. */
  version: number;
}[] = [];

const accountOfPlayer = (id: string) => players.find((p) => p.id === id)!;
const sideMembers = (t: TournamentState, side: string) => t.entrants.get(side)?.players ?? [side];

/** One match on its court, from the court keeper's own client: start, every rally, the result. */
async function playMatch(
  t: TournamentState,
  m: SimMatch,
  court: string,
  keeper: Account,
  call: (typeof calls)[number],
) {
  const version = { value: 0 };
  const people = sidesPlayers(t, m);
  const index = matchesStarted++;
  const release = () => {
    busyCourt.delete(court);
    call.end = performance.now();
    for (const p of people) {
      busyPlayer.delete(p);
      lastEnd.set(p, performance.now());
    }
    t.dirty = true;
  };
  try {
    // The keeper of another court, not the one also at the desk (the desk settles any match).
    const otherCourt = t.courts.find((c) => c !== court && keeperOf(c) !== deskPersonOf());
    if (!keeperProbed.has(t.id) && otherCourt) {
      keeperProbed.add(t.id);
      const other = keeperOf(otherCourt);
      const refused = await other.client.call(
        'PUT',
        `/api/matches/${m.id}/status`,
        { status: 'in-progress' },
        [403],
      );
      keeperScopeProbes.push(`${t.plan.format} ${refused.status}`);
      if (refused.status === 403)
        expectedRefusals.push("403 status: the keeper of another court (the keeper's scope)");
    }
    const started = await keeper.client.call(
      'PUT',
      `/api/matches/${m.id}/status`,
      { status: 'in-progress' },
      [404, 409],
    );
    if (started.status !== 200) {
      expectedRefusals.push(`${started.status} status: the match changed under the desk`);
      // Still called on the server (not settled): the desk sends it back to the queue.
      const back = await organizer.client.call(
        'POST',
        `/api/matches/${m.id}/uncall`,
        undefined,
        [404, 409],
      );
      if (back.status !== 200) expectedRefusals.push(`${back.status} uncall: not called any more`);
      return;
    }
    const onCourt = toSimMatch(dataOf(started));
    if (onCourt.side1 !== m.side1 || onCourt.side2 !== m.side2) {
      // A correction's cascade reset it between the call and the start: other sides now.
      expectedRefusals.push('status: reset between the call and the start (back to the queue)');
      await keeper.client.call('PUT', `/api/matches/${m.id}/status`, { status: 'scheduled' });
      return;
    }
    // Every score carries the version it was built on, as the web app's dialog sends it.
    version.value = onCourt.version;
    const startedAt = started.at;
    const bestOf = t.plan.scoring === 'best-of-3-to-11' ? 3 : 1;
    const p1 = 1 / (1 + Math.exp(-(skillOf(t, m.side1!) - skillOf(t, m.side2!)) * 0.6));
    const games: [number, number][] = [];
    let current: [number, number] = [0, 0];
    const willRetire = retireAt.has(index);
    const retireAfter = 5 + Math.floor(random() * 10);
    // Decision 027: in an event with confirmation, a player of the match enters the deciding
    // score for some matches; the other side or the desk confirms it.
    const playerEntry = t.plan.scoreConfirmation && random() < PLAYER_ENTRY_SHARE;
    const entrySide = random() < 0.5 ? 0 : 1;
    const opponentConfirms = random() < OPPONENT_CONFIRMS_SHARE;
    let rallies = 0;
    for (;;) {
      await sleep(simMs(RALLY_SECONDS / 60) * (0.6 + random() * 0.8));
      rallies += 1;
      const [x, y] = current;
      if (x + y === 39 && Math.max(x, y) === 20) {
        // Decision 018 caps a game to 11 at 21 points: from 20-20 no legal final score exists
        // (22-20 is refused, 21-21 is accepted and then stuck), so the leader takes this rally.
        capShaped += 1;
        current[x > y ? 0 : 1] += 1;
      } else if (random() < p1) current[0] += 1;
      else current[1] += 1;
      const [a, b] = current;
      const gameOver = (a >= 11 || b >= 11) && Math.abs(a - b) >= 2;
      if (gameOver) {
        games.push(current);
        current = [0, 0];
      }
      const won1 = games.filter(([x, y]) => x > y).length;
      const won2 = games.length - won1;
      const decided = won1 > bestOf / 2 || won2 > bestOf / 2;
      const shown = decided || current.every((x) => x === 0) ? games : [...games, current];
      if (willRetire && rallies >= retireAfter && !decided) {
        // A player cannot go on (rule 12.F): the keeper records the retirement.
        const retiring = random() < 0.5 ? m.side1! : m.side2!;
        const winner = retiring === m.side1 ? m.side2! : m.side1!;
        const answer = await keeper.client.call(
          'POST',
          `/api/matches/${m.id}/special-result`,
          {
            kind: 'retirement',
            winner,
            games: { player1: shown.map((g) => g[0]), player2: shown.map((g) => g[1]) },
          },
          [404, 409],
        );
        if (answer.status === 200) {
          recordAck(t, answer);
          finish(t, m, people, startedAt, answer.at);
        } else
          expectedRefusals.push(`${answer.status} retirement: the match changed under the keeper`);
        return;
      }
      if (!gameOver && rallies % RALLIES_PER_UPDATE !== 0) continue;
      const score = { player1: shown.map((g) => g[0]), player2: shown.map((g) => g[1]) };
      if (decided && playerEntry) {
        await playerEnteredResult(
          t,
          m,
          people,
          startedAt,
          score,
          entrySide,
          opponentConfirms,
          version,
        );
        return;
      }
      const sentAt = performance.now();
      const answer = await sendScore(t, m, keeper, score, version);
      if (answer.status !== 200) {
        // Reset by a correction's cascade, or completed by a withdrawal: the keeper stops.
        expectedRefusals.push(`${answer.status} score: the match was reset or settled meanwhile`);
        return;
      }
      writeLatencies.push(answer.at - sentAt);
      const after = recordAck(t, answer, sentAt);
      if (after.status === 'completed') {
        finish(t, m, people, startedAt, answer.at);
        return;
      }
      if (rallies > 200) throw new Error(`match ${m.key} never ended`);
    }
  } finally {
    release();
  }
}

/**
 * A score from the keeper's (or a player's) client with the version it was built on. A 409
 * (stale: the match changed meanwhile) is reloaded as the web app would: the same sides still
 * in play, the score is sent again on the fresh version; reset (other sides) or settled, the
 * refusal stands and the writer stops.
 */
async function sendScore(
  t: TournamentState,
  m: SimMatch,
  writer: Account,
  score: { player1: number[]; player2: number[] },
  version: { value: number },
) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await writer.client.call(
      'PUT',
      `/api/matches/${m.id}/score`,
      { score, version: version.value },
      [403, 404, 409],
    );
    if (answer.status === 200) {
      version.value = (dataOf(answer).version as number) ?? version.value;
      return answer;
    }
    if (answer.status !== 409 || attempt >= 3) return answer;
    const fresh = await writer.client.call('GET', `/api/matches/${m.id}`, undefined, [404]);
    if (fresh.status !== 200) return answer;
    const now = toSimMatch(dataOf(fresh));
    if (now.status !== 'in-progress' || now.side1 !== m.side1 || now.side2 !== m.side2)
      return answer;
    expectedRefusals.push('409 score: stale version (reloaded, sent again)');
    version.value = now.version;
  }
}

/**
 * Decision 027: a player of the match enters the deciding score from their own client; it
 * awaits the other side or the desk, then one of them confirms it and the match completes.
 */
async function playerEnteredResult(
  t: TournamentState,
  m: SimMatch,
  people: string[],
  startedAt: number,
  score: { player1: number[]; player2: number[] },
  entrySide: 0 | 1,
  opponentConfirms: boolean,
  version: { value: number },
) {
  const sides = [m.side1!, m.side2!];
  const enterer = accountOfPlayer(pick(sideMembers(t, sides[entrySide]!)));
  const sentAt = performance.now();
  const entered = await sendScore(t, m, enterer, score, version);
  if (entered.status !== 200) {
    expectedRefusals.push(`${entered.status} score: the match was reset or settled meanwhile`);
    return;
  }
  writeLatencies.push(entered.at - sentAt);
  const awaiting = recordAck(t, entered, sentAt);
  const awaited = (dataOf(entered).awaitingConfirmation as boolean) === true;
  if (!awaited) {
    // Not awaiting: the server completed a player's own score without a confirmation.
    confirmations.push({
      t,
      id: m.id,
      key: m.key,
      games: gamesText(awaiting.games),
      by: 'desk',
      awaited,
      at: entered.at,
      version: awaiting.version,
    });
    if (awaiting.status === 'completed') finish(t, m, people, startedAt, entered.at);
    return;
  }
  await sleep(simMs(1) * (0.5 + random()));
  const confirmer = opponentConfirms
    ? accountOfPlayer(pick(sideMembers(t, sides[1 - entrySide]!)))
    : organizer;
  const confirmed = await confirmer.client.call(
    'POST',
    `/api/matches/${m.id}/confirm`,
    undefined,
    [403, 404, 409],
  );
  if (confirmed.status !== 200) {
    // A correction's cascade reset the match meanwhile (its sides changed: the player is not
    // in it any more, 403) or settled it (409). Anything else is a problem of the check.
    if (t.serverChangesAt.some((at) => at >= entered.at))
      expectedRefusals.push(`${confirmed.status} confirm: the match was reset meanwhile`);
    else confirmRefusals.push(`${m.key}: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    return;
  }
  const done = recordAck(t, confirmed);
  confirmations.push({
    t,
    id: m.id,
    key: m.key,
    games: gamesText(awaiting.games),
    by: opponentConfirms ? 'opponent' : 'desk',
    awaited,
    at: confirmed.at,
    version: done.version,
  });
  if (done.status === 'completed') finish(t, m, people, startedAt, confirmed.at);
}

function finish(t: TournamentState, m: SimMatch, people: string[], start: number, end: number) {
  completionOrder.push(m.id);
  played.push({
    matchId: m.id,
    tournament: t.id,
    court: m.courtId!,
    players: people,
    start: performance.timeOrigin + start,
    end: performance.timeOrigin + end,
  });
}

/**
 * The desk of the tournament (decision 030 and its addendum: one desk for the venue across
 * events): calls each ready match of any event (both sides known, its players free and rested,
 * whichever event they also play in) to a free shared court, the planner's court first, in the
 * order of the tournament's one schedule, as courts free up; the court's keeper then starts and
 * scores it.
 */
async function desk(running: Set<Promise<void>>) {
  const ready: { t: TournamentState; m: ServedMatch }[] = [];
  const lists: [TournamentState, ServedMatch[]][] = [];
  for (const t of tournaments) {
    if (t.status === 'completed') continue;
    if (t.dirty || performance.now() - t.lastFetch > 2000) await refresh(t);
    const list = [...t.matches.values()];
    const open = list.filter((m) => m.status !== 'completed' && m.status !== 'cancelled');
    if (open.length === 0) {
      if (await nextRound(t, list)) continue;
      const detail = await organizer.client.call('GET', `/api/tournaments/${t.id}`);
      t.status = dataOf(detail).status as string;
      if (t.status === 'completed' && t.plan.reopen && !t.reopened) await reopenEvent(t);
      continue;
    }
    lists.push([t, list]);
    for (const m of open) if (m.status === 'scheduled' && m.side1 && m.side2) ready.push({ t, m });
  }
  ready.sort(
    (a, b) =>
      (a.m.startTime ?? '').localeCompare(b.m.startTime ?? '') ||
      a.m.round - b.m.round ||
      a.m.position - b.m.position,
  );
  // What the server holds that nobody of ours plays: a score awaiting confirmation whose
  // writer lost its answer (an instance killed mid-request). Its court stays taken on the
  // server; the desk confirms it, as its "Awaiting confirmation" row offers.
  const ours = new Set(busyCourt.values());
  const heldCourts = new Set<string>();
  for (const [t, list] of lists) {
    for (const m of list) {
      if (m.status !== 'in-progress' || ours.has(m.id)) continue;
      if (m.courtId) heldCourts.add(m.courtId);
      if (m.awaiting && !deskConfirmed.has(m.id)) {
        deskConfirmed.add(m.id);
        const confirmed = await organizer.client.call(
          'POST',
          `/api/matches/${m.id}/confirm`,
          undefined,
          [404, 409],
        );
        if (confirmed.status === 200) {
          const done = recordAck(t, confirmed);
          notes.push(`${m.key}: awaiting with no writer of ours, confirmed by the desk`);
          if (done.status === 'completed') {
            const at = performance.now();
            finish(t, m, sidesPlayers(t, m), at, confirmed.at);
            for (const p of sidesPlayers(t, m)) lastEnd.set(p, at);
          }
        }
        t.dirty = true;
      }
    }
  }
  const rest = simMs(REST_MINUTES);
  const now = performance.now();
  const free = () => courtsInOrder.filter((c) => !busyCourt.has(c) && !heldCourts.has(c));
  for (const { t, m } of ready) {
    if (free().length === 0) break;
    if ([...busyCourt.values()].includes(m.id)) continue;
    // A refused call waits a little before the desk tries it again (never a tight loop).
    if ((refusedUntil.get(m.id) ?? 0) > now) continue;
    const people = sidesPlayers(t, m);
    if (people.some((p) => busyPlayer.has(p) || now - (lastEnd.get(p) ?? -Infinity) < rest))
      continue;
    if (!takenCourtProbes.some((p) => p.startsWith(`${t.id}:`))) {
      const taken = courtsInOrder.find((c) => busyCourt.has(c));
      if (taken) {
        const refused = await organizer.client.call(
          'POST',
          `/api/matches/${m.id}/call`,
          { courtId: taken },
          [409],
        );
        const field = (refused.body as { field?: string; details?: { field?: string } } | null)
          ?.details?.field;
        takenCourtProbes.push(`${t.id}:${refused.status}:${field ?? ''}`);
        if (refused.status === 409) expectedRefusals.push('409 call: the court is taken (probe)');
      }
    }
    // The probe awaited: the players may have been called meanwhile.
    if (people.some((p) => busyPlayer.has(p)) || [...busyCourt.values()].includes(m.id)) continue;
    if (free().length === 0) break;
    const court = m.courtId && free().includes(m.courtId) ? m.courtId : free()[0]!;
    busyCourt.set(court, m.id);
    for (const p of people) busyPlayer.set(p, m.id);
    const called = await organizer.client.call(
      'POST',
      `/api/matches/${m.id}/call`,
      { courtId: court },
      [409],
    );
    if (called.status !== 200) {
      expectedRefusals.push(`${called.status} call: the match changed under the desk`);
      if (callRefusalNotes.size < 5)
        callRefusalNotes.add(`${m.key}: ${JSON.stringify(called.body)}`);
      busyCourt.delete(court);
      for (const p of people) busyPlayer.delete(p);
      refusedUntil.set(m.id, performance.now() + 2000);
      t.dirty = true;
      continue;
    }
    recordAck(t, called);
    const call = { tournament: t.id, court, match: m.id, key: m.key, at: called.at, end: null };
    calls.push(call);
    const task = playMatch(t, { ...m, courtId: court }, court, keeperOf(court), call).catch(
      (error: Error) => {
        notes.push(`match ${m.key}: ${error.message}`);
      },
    );
    running.add(task);
    void task.finally(() => running.delete(task));
  }
  for (const [t, list] of lists) await faults(t, list);
}

/** Matches the desk confirmed itself (awaiting with no writer of ours). */
const deskConfirmed = new Set<string>();
/** A match whose call was refused: not tried again before this time. */
const refusedUntil = new Map<string, number>();

/** The reopening of one event (decision 027), for the checks. */
const reopenings: {
  t: TournamentState;
  before: string | null;
  corrected: string;
  correctedId: string;
  finalId: string;
  status: number;
}[] = [];

/**
 * Decision 027: the completed event is reopened to fix its final. The organizer corrects a
 * semi-final (its winner changes, so the cascade resets the final played from it); the desk
 * then calls the final again and its court's keeper plays it, and the event completes again
 * with the champion its matches decide.
 */
async function reopenEvent(t: TournamentState) {
  t.reopened = true;
  const before = dataOf(await organizer.client.call('GET', `/api/public/tournaments/${t.id}`)) as {
    tournament: { winner: { id: string } | null };
  };
  const reopened = await organizer.client.call('POST', `/api/tournaments/${t.id}/reopen`);
  if (reopened.status !== 200) {
    notes.push(`reopen of ${t.plan.name}: ${reopened.status} ${JSON.stringify(reopened.body)}`);
    return;
  }
  t.serverChangesAt.push(reopened.at);
  await refresh(t);
  const knockout = [...t.matches.values()].filter((m) => m.stage === 'knockout');
  const lastRound = Math.max(...knockout.map((m) => m.round));
  const final = knockout.find((m) => m.round === lastRound)!;
  const semi = knockout
    .filter(
      (m) =>
        m.round === lastRound - 1 &&
        m.status === 'completed' &&
        !m.resultKind &&
        (m.winner === final.side1 || m.winner === final.side2),
    )
    .sort((a, b) => a.position - b.position)[0];
  const target = semi ?? final;
  correctedIds.add(target.id);
  const swapped = {
    player1: target.games.map((g) => g[1]),
    player2: target.games.map((g) => g[0]),
  };
  const path = `/api/matches/${target.id}/score`;
  const first = await organizer.client.call(
    'PUT',
    path,
    { score: swapped, isCorrection: true },
    [409],
  );
  if (first.status === 409) expectedRefusals.push('409 correction: confirm the cascade first');
  const answer =
    first.status === 200
      ? first
      : await organizer.client.call('PUT', path, {
          score: swapped,
          isCorrection: true,
          confirmCascade: true,
        });
  if (answer.status === 200) {
    recordAck(t, answer);
    t.serverChangesAt.push(answer.at);
  } else notes.push(`reopen correction of ${target.key}: ${answer.status}`);
  reopenings.push({
    t,
    before: before.tournament.winner?.id ?? null,
    corrected: target.key,
    correctedId: target.id,
    finalId: final.id,
    status: answer.status,
  });
  t.status = 'ongoing';
  t.dirty = true;
}

/** A swiss round or a round robin's knockout stage, once everything before it is played. */
async function nextRound(t: TournamentState, list: SimMatch[]) {
  const isSwiss = t.plan.format === 'swiss';
  const rounds = Math.ceil(Math.log2(t.entrants.size));
  const due = isSwiss
    ? Math.max(...list.map((m) => m.round)) < rounds
    : t.plan.format === 'round-robin' && !list.some((m) => m.stage === 'knockout');
  if (!due) return false;
  const answer = await organizer.client.call('POST', `/api/matches/tournament/${t.id}/next-round`);
  if (answer.status !== 200) notes.push(`next round of ${t.plan.name}: ${answer.status}`);
  t.dirty = true;
  return true;
}

/**
 * Faults of the day: the organizer corrects a first-round result after the match it fed was
 * played (the winner changes, so the cascade resets what followed), and an entrant withdraws.
 */
async function faults(t: TournamentState, list: SimMatch[]) {
  const done = (m: SimMatch) => m.status === 'completed';
  if (t.corrected < t.plan.corrections) {
    const main = list.filter((m) => (m.stage === 'knockout' || m.stage === 'winners') && done(m));
    const target = main.find(
      (m) =>
        m.round === 1 &&
        !m.resultKind &&
        !correctedIds.has(m.id) &&
        main.some((n) => n.round === 2 && (n.side1 === m.winner || n.side2 === m.winner)),
    );
    if (target) {
      correctedIds.add(target.id);
      t.corrected += 1;
      const swapped = {
        player1: target.games.map((g) => g[1]),
        player2: target.games.map((g) => g[0]),
      };
      const first = await organizer.client.call(
        'PUT',
        `/api/matches/${target.id}/score`,
        { score: swapped, isCorrection: true },
        [409],
      );
      if (first.status === 409) expectedRefusals.push('409 correction: confirm the cascade first');
      const answer =
        first.status === 200
          ? first
          : await organizer.client.call('PUT', `/api/matches/${target.id}/score`, {
              score: swapped,
              isCorrection: true,
              confirmCascade: true,
            });
      if (answer.status === 200) {
        recordAck(t, answer);
        t.serverChangesAt.push(answer.at);
        corrections.push({
          tournament: t.plan.name,
          match: target.key,
          id: target.id,
          at: answer.at,
        });
      } else
        notes.push(`correction of ${target.key}: ${answer.status} ${JSON.stringify(answer.body)}`);
      t.dirty = true;
    }
  }
  if (t.withdrawn < t.plan.withdrawals) {
    const round2Done = list.filter((m) => m.round >= (SHORT ? 1 : 2) && done(m)).length >= 2;
    const candidates = [...t.entrants.keys()].filter((id) =>
      list.some(
        (m) => m.status === 'scheduled' && (m.side1 === id || m.side2 === id) && m.side1 && m.side2,
      ),
    );
    if (round2Done && candidates.length) {
      const entrant = candidates.sort()[0]!;
      t.withdrawn += 1;
      const answer = await organizer.client.call(
        'POST',
        `/api/tournaments/${t.id}/participants/${entrant}/withdraw`,
      );
      if (answer.status === 200) {
        t.serverChangesAt.push(answer.at);
        withdrawals.push({ tournament: t, entrant, at: performance.timeOrigin + answer.at });
      } else notes.push(`withdrawal: ${answer.status} ${JSON.stringify(answer.body)}`);
      t.dirty = true;
    }
  }
}
const correctedIds = new Set<string>();
const corrections: { tournament: string; match: string; id: string; at: number }[] = [];
const withdrawals: { tournament: TournamentState; entrant: string; at: number }[] = [];

// ------------------------------------------------------------------ servers and resources

const servers: ServerProcess[] = [];
let proxy: ReturnType<typeof startProxy> | null = null;
let dataDir = '';
let dbName = '';
const adminUrl = 'postgresql://postgres@127.0.0.1:5432/postgres';
const rssSamples: number[] = [];
let cpuTotal = 0;

function serverEnvironment(): NodeJS.ProcessEnv {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // An operator setting (README): accounts sign in without opening a mailed link.
    REQUIRE_EMAIL_VERIFICATION: 'false',
    PUBLIC_URL: `http://localhost:${PORT}`,
    ...(PG ? { DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/${dbName}` } : {}),
    ...(INSTANCES > 1 ? { TRUST_PROXY: '1' } : {}),
  };
}

async function phaseServers() {
  requireBuild();
  dataDir = mkdtempSync(join(tmpdir(), 'courtside-simulate-'));
  if (PG) {
    dbName = `courtside_sim_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
  }
  for (let i = 0; i < INSTANCES; i += 1) {
    const server = spawnServer(serverEnvironment(), PORT + 1 + i, serverArgs);
    servers.push(server);
    await waitReady(server.port, undefined, server.child);
  }
  if (INSTANCES > 1) {
    proxy = startProxy(() => servers.map((s) => s.port));
    await new Promise<void>((r) => proxy!.listen(PORT, '127.0.0.1', r));
  } else currentPort = servers[0]!.port;
  if (INSTANCES > 1) currentPort = PORT;
}

function sampleResources() {
  for (const s of servers)
    if (s.child.pid && s.child.exitCode === null) rssSamples.push(rssMiB(s.child.pid));
}

/** `--instances 2`: one instance killed with SIGKILL mid-day, then started again. */
async function killOne() {
  const victim = servers[servers.length - 1]!;
  cpuTotal += cpuSeconds(victim.child.pid!);
  killing = true;
  victim.child.kill('SIGKILL');
  await new Promise((r) => victim.child.once('exit', r));
  notes.push(
    `instance on port ${victim.port} killed with SIGKILL at ${completionOrder.length} completed matches`,
  );
  await sleep(3000);
  killing = false;
  const again = spawnServer(serverEnvironment(), victim.port, serverArgs);
  servers[servers.length - 1] = again;
  await waitReady(again.port, undefined, again.child);
  notes.push(`instance on port ${victim.port} restarted`);
}

async function databaseSize() {
  if (PG) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const r = await admin.query('SELECT pg_database_size($1) AS size', [dbName]);
    await admin.end();
    return Number(r.rows[0].size) / 1024 / 1024;
  }
  let total = 0;
  const walk = (p: string) => {
    const s = statSync(p);
    if (s.isDirectory()) readdirSync(p).forEach((e) => walk(join(p, e)));
    else total += s.size;
  };
  walk(dataDir);
  return total / 1024 / 1024;
}

// ------------------------------------------------------------------ the run

async function phaseDay() {
  // About how many matches the day plays (retirements and reconnections spread over them).
  const expectedMatches = SHORT ? 40 : 220;
  const retirements = Math.max(1, Math.round(expectedMatches * RETIREMENT_SHARE));
  while (retireAt.size < retirements) retireAt.add(Math.floor(random() * expectedMatches * 0.7));
  const reconnecting = shuffle([...watchers]).slice(
    0,
    Math.round(watchers.length * RECONNECT_SHARE),
  );
  const reconnectAt = reconnecting.map(() => random());
  const running = new Set<Promise<void>>();
  const began = performance.now();
  let killed = INSTANCES < 2;
  let nextSample = 0;
  let nextProgress = 30_000;
  while (tournaments.some((t) => t.status !== 'completed')) {
    const elapsed = performance.now() - began;
    if (elapsed > DAY_LIMIT_MS) {
      notes.push(`the day did not finish within ${Math.round(DAY_LIMIT_MS / 1000)} s`);
      // What the desk was left with: every open match as the server has it.
      for (const t of tournaments.filter((x) => x.status !== 'completed')) {
        const answer = await organizer.client.call('GET', `/api/matches/tournament/${t.id}`);
        if (answer.status !== 200) {
          notes.push(`${t.plan.name}: its matches not read (${answer.status})`);
          continue;
        }
        for (const m of (answer.body as { data: Record<string, unknown>[] }).data) {
          if (m.status === 'completed' || m.status === 'cancelled') continue;
          notes.push(
            `open ${String(m.key)}: ${String(m.status)}, called ${String(m.calledAt)}, awaiting ${String(m.awaitingConfirmation)}, sides ${String(m.player1Id).slice(0, 8)} ${String(m.player2Id).slice(0, 8)}, court ${busyCourt.get(String(m.courtId)) ? 'busy (ours)' : 'free (ours)'}`,
          );
        }
      }
      break;
    }
    await desk(running);
    // Reconnections spread over the expected length of the day.
    const share = completionOrder.length / expectedMatches;
    reconnecting.forEach((w, i) => {
      if (reconnectAt[i]! >= 0 && share >= reconnectAt[i]!) {
        reconnectAt[i] = -1;
        testDisconnects.reconnects += 1;
        w.socket.drop();
        void w.reconnect(200 + random() * 2000);
      }
    });
    if (!killed && share >= 0.5) {
      killed = true;
      await killOne();
    }
    if (performance.now() > nextProgress) {
      nextProgress = performance.now() + 30_000;
      console.log(
        `  ${Math.round(elapsed / 1000)} s: ${completionOrder.length} matches completed, ${busyCourt.size} courts in play`,
      );
    }
    if (performance.now() > nextSample) {
      sampleResources();
      nextSample = performance.now() + 1000;
    }
    await sleep(Math.min(200, simMs(0.5)));
  }
  await Promise.all(running);
  await sleep(1000); // the last frames
  return performance.now() - began;
}

interface Check {
  check: string;
  result: string;
  ok: boolean;
}

async function phaseChecks(dayMs: number): Promise<Check[]> {
  const checks: Check[] = [];
  const add = (check: string, ok: boolean, result: string) => checks.push({ check, result, ok });
  add(
    'registration (events route, several in one step): places and waitlists per event follow the model',
    registrationProblems.length === 0,
    [...registrationProblems.slice(0, 5), ...registrationSummary].join('; '),
  );
  add(
    'the day finished (every tournament completed)',
    tournaments.every((t) => t.status === 'completed'),
    tournaments.map((t) => `${t.plan.format}: ${t.status}`).join(', '),
  );

  // Everything read back through the API; with --instances 2 after the restart of the killed one.
  // The players' ratings now: the last tie-break of the standings reads them (as the server
  // does when it computes a table), and the replay below checks them.
  const everyone = [...players];
  const points: { matchId: string; at: string }[] = [];
  const current = new Map<string, number>();
  for (const p of everyone) {
    const stats = dataOf(await organizer.client.call('GET', `/api/players/${p.id}/stats`)) as {
      currentRating: number | null;
      ratingHistory: { matchId: string; at: string }[];
    };
    points.push(...stats.ratingHistory);
    if (stats.currentRating !== null) current.set(p.id, stats.currentRating);
  }
  const finalMatches = new Map<string, SimMatch>();
  const servedMedals = new Map<string, { medal: string; entrantId: string }[]>();
  const nameOfPlayer = (id: string) => players.find((p) => p.id === id)?.name ?? id.slice(0, 8);
  const ratingCheck: string[] = [];
  for (const t of tournaments) {
    await refresh(t);
    for (const m of t.matches.values()) finalMatches.set(m.id, m);
    const list = [...t.matches.values()];
    // A team's rating is its players' mean (ARCHITECTURE.md section 6, "doubles by team average").
    for (const e of t.entrants.values()) {
      const ratings = e.players.map((p) => current.get(p) ?? 3.5);
      e.rating = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    }
    const entrants = [...t.entrants.values()];
    const medals = medalsOf(t.plan.format, entrants, list);
    const pub = dataOf(await organizer.client.call('GET', `/api/public/tournaments/${t.id}`)) as {
      tournament: {
        winner: { id: string } | null;
        winnerName: string | null;
        winnerPartner: string | null;
      };
      bracket: {
        standings: {
          entrantId: string;
          group: string | null;
          won: number;
          lost: number;
          pointDiff: number;
          reason: string;
          rank: number;
        }[];
      };
      medals?: { medal: string; entrantId: string }[];
    };
    servedMedals.set(t.id, pub.medals ?? []);
    const nameOf = (id: string | null) =>
      id ? (t.entrants.get(id)?.name ?? id.slice(0, 8)) : 'none';
    const apiChampion =
      t.plan.type === 'doubles'
        ? ([...t.entrants.values()].find((e) => {
            const names = e.players.map((p) => players.find((x) => x.id === p)?.name);
            return (
              names[0] === pub.tournament.winnerName && names[1] === pub.tournament.winnerPartner
            );
          })?.id ?? null)
        : (pub.tournament.winner?.id ?? null);
    let bronzeOk = true;
    if (t.plan.format === 'consolation') {
      const last = list
        .filter((m) => m.stage === 'consolation' && m.status === 'completed')
        .sort((a, b) => b.round - a.round)[0];
      bronzeOk = last?.winner === medals.bronze;
    }
    // The served medals (decision 023's addendum) against the recomputation's, where it names them.
    const servedOf = (medal: string) =>
      (pub.medals ?? []).filter((x) => x.medal === medal).map((x) => x.entrantId);
    const medalsOk =
      servedOf('gold')[0] === medals.champion &&
      (medals.silver === null || servedOf('silver')[0] === medals.silver) &&
      (medals.bronze === null || servedOf('bronze').includes(medals.bronze));
    add(
      `${t.plan.name}: champion${t.plan.format === 'consolation' ? ' and bronze' : ''}, served medals = recomputation`,
      medals.champion !== null &&
        medals.champion === apiChampion &&
        bronzeOk &&
        medalsOk &&
        medals.problems.length === 0,
      `champion ${nameOf(medals.champion)} (server: ${nameOf(apiChampion)})` +
        (medalsOk ? '' : ` (served medals: ${JSON.stringify(pub.medals)})`) +
        (medals.silver ? `, silver ${nameOf(medals.silver)}` : '') +
        (medals.bronze
          ? `, bronze ${nameOf(medals.bronze)}${bronzeOk ? '' : ' (server differs)'}`
          : '') +
        (medals.problems.length ? `; ${medals.problems.slice(0, 3).join('; ')}` : ''),
    );
    if (t.plan.format === 'round-robin' || t.plan.format === 'swiss') {
      const stage = t.plan.format === 'swiss' ? 'swiss' : 'group';
      const results = list.filter(
        (m) => m.stage === stage && m.status === 'completed' && m.side1 && m.side2 && m.winner,
      );
      const groups = [...new Set(pub.bracket.standings.map((s) => s.group ?? ''))];
      const mismatches: string[] = [];
      for (const g of groups) {
        const rows = pub.bracket.standings
          .filter((s) => (s.group ?? '') === g)
          .sort((a, b) => a.rank - b.rank);
        const members = rows.map((r) => t.entrants.get(r.entrantId)!).filter(Boolean);
        const ids = new Set(members.map((e) => e.id));
        const mine =
          t.plan.format === 'swiss'
            ? swissTable(members, results)
            : roundRobinTable(
                members,
                results.filter((m) => ids.has(m.side1!) && ids.has(m.side2!)),
              );
        mine.forEach((row, i) => {
          const theirs = rows[i]!;
          const same =
            theirs.entrantId === row.entrantId &&
            theirs.won === row.won &&
            theirs.lost === row.lost &&
            theirs.pointDiff === row.pointDiff &&
            criterionOfReason(theirs.reason) === row.criterion;
          if (!same)
            mismatches.push(
              `${g || 'table'} #${i + 1}: ${nameOf(row.entrantId)} ${row.criterion} v server ${nameOf(theirs.entrantId)} "${theirs.reason}"`,
            );
        });
      }
      add(
        `${t.plan.name}: standings and tie-breaks = recomputation`,
        mismatches.length === 0 && groups.length > 0,
        mismatches.slice(0, 3).join('; ') ||
          `${pub.bracket.standings.length} places in ${groups.length} table(s)`,
      );
    }
  }

  // Ratings: every rated match, in the server's rating order, replayed by the rule.
  const firstAt = new Map<string, string>();
  for (const p of points)
    if (!firstAt.has(p.matchId) || p.at < firstAt.get(p.matchId)!) firstAt.set(p.matchId, p.at);
  const ratedInOrder = [...firstAt]
    .sort((a, b) => a[1].localeCompare(b[1]) || (a[0] < b[0] ? -1 : 1))
    .map(([id]) => id);
  const shouldBeRated = [...finalMatches.values()].filter(
    (m) =>
      m.status === 'completed' &&
      m.side1 &&
      m.side2 &&
      (m.resultKind === null || m.resultKind === 'retirement'),
  );
  const entrantPlayers = (id: string) =>
    tournaments.map((t) => t.entrants.get(id)?.players).find(Boolean) ?? [id];
  const replay = replayRatings(
    ratedInOrder
      .map((id) => finalMatches.get(id))
      .filter((m): m is SimMatch => Boolean(m && m.status === 'completed'))
      .map((m) => ({
        side1: entrantPlayers(m.side1!),
        side2: entrantPlayers(m.side2!),
        games: m.games,
        side1Won: m.winner === m.side1,
      })),
  );
  let ratingsWrong = 0;
  for (const p of everyone) {
    const expected = replay.get(p.id)?.rating ?? 3.5;
    if (Math.abs((current.get(p.id) ?? 3.5) - expected) > 0.0005) {
      ratingsWrong += 1;
      if (ratingCheck.length < 3)
        ratingCheck.push(`${p.name}: ${current.get(p.id)} v replay ${expected}`);
    }
  }
  const unrated = shouldBeRated.filter((m) => !firstAt.has(m.id)).length;
  add(
    'every rating = replay of every rated match in order',
    ratingsWrong === 0 && unrated === 0,
    `${everyone.length} players, ${ratedInOrder.length} rated matches${unrated ? `, ${unrated} completed matches without a rating` : ''}${ratingCheck.length ? `; ${ratingCheck.join('; ')}` : ''}`,
  );

  // Corrections: each recorded with its cascade; special results as recorded.
  const correctionRows: string[] = [];
  let correctionsOk = corrections.length === PLAN.events.reduce((n, e) => n + e.corrections, 0);
  for (const c of corrections) {
    const detail = dataOf(await organizer.client.call('GET', `/api/matches/${c.id}`)) as {
      corrections: { winnerChanged: boolean; resetMatches: string[] }[];
    };
    const last = detail.corrections.at(-1);
    if (!last?.winnerChanged || last.resetMatches.length === 0) correctionsOk = false;
    correctionRows.push(
      `${c.match}: winner changed ${String(last?.winnerChanged)}, reset ${last?.resetMatches.join(' ') || 'nothing'}`,
    );
  }
  add(
    'corrections after later matches were played, with the cascade',
    correctionsOk,
    correctionRows.join('; ') || 'none',
  );
  const kinds = new Map<string, number>();
  for (const m of finalMatches.values())
    if (m.resultKind) kinds.set(m.resultKind, (kinds.get(m.resultKind) ?? 0) + 1);
  add(
    'special results recorded (retirement by the keeper, walkovers of the withdrawal)',
    (kinds.get('retirement') ?? 0) >= 1 &&
      (withdrawals.length === 0 ||
        (kinds.get('walkover') ?? 0) + (kinds.get('retirement') ?? 0) >= 2),
    [...kinds].map(([k, n]) => `${k} x${n}`).join(', ') +
      `; ${finalMatches.size} matches, ${[...finalMatches.values()].filter((m) => m.status === 'cancelled').length} cancelled`,
  );

  // Check-in: every acknowledged check-in in the database at the end, with its first time.
  let checkInsFound = 0;
  let checkInsExcused = 0;
  const checkInMissing: string[] = [];
  for (const t of tournaments) {
    const list = dataOf(
      await organizer.client.call('GET', `/api/tournaments/${t.id}/check-in`),
    ) as {
      entrants: { players: { userId: string; checkedInAt: string | null }[] }[];
      waitlist: { userId: string; checkedInAt: string | null }[];
    };
    const stored = new Map<string, string | null>();
    for (const e of list.entrants) for (const p of e.players) stored.set(p.userId, p.checkedInAt);
    for (const w of list.waitlist) stored.set(w.userId, w.checkedInAt);
    for (const ack of checkInAcks.filter((a) => a.t === t)) {
      let at = stored.get(ack.playerId);
      if (at === undefined) {
        // Not on the desk's list (an entrant withdrawn during the day): their registration as
        // the player's own data export has it.
        const exported = await accountOfPlayer(ack.playerId).client.call(
          'GET',
          `/api/users/${ack.playerId}/export`,
        );
        at = findCheckIn(exported.body, t.id);
      }
      if (at === undefined && removedAfterCheckIn.has(`${t.id}:${ack.playerId}`)) {
        checkInsExcused += 1;
      } else if (at && Date.parse(at) === Date.parse(ack.checkedInAt)) checkInsFound += 1;
      else if (checkInMissing.length < 3)
        checkInMissing.push(`${nameOfPlayer(ack.playerId)} (${ack.how}): ${String(at)}`);
      else checkInMissing.push('...');
    }
  }
  add(
    'check-in: every acknowledged check-in in the database; the desk list and no-shows = model',
    checkInMissing.length === 0 && checkInProblems.length === 0 && checkInAcks.length > 0,
    `${checkInsFound} of ${checkInAcks.length} acknowledged check-ins stored with their time` +
      (checkInsExcused ? ` (${checkInsExcused} removed later as a doubles odd one out)` : '') +
      `; ${checkInSummary.join('; ')}` +
      (checkInMissing.length ? `; MISSING ${checkInMissing.join('; ')}` : '') +
      (checkInProblems.length ? `; ${checkInProblems.slice(0, 3).join('; ')}` : ''),
  );

  // The desk's calls: no court ever held two called or on-court matches (our timeline of every
  // 2xx call to the court's release), and the server refused a call to a taken court.
  const overlaps: string[] = [];
  const byCourt = new Map<string, typeof calls>();
  for (const c of calls) byCourt.set(c.court, [...(byCourt.get(c.court) ?? []), c]);
  for (const list of byCourt.values()) {
    list.sort((a, b) => a.at - b.at);
    for (let i = 1; i < list.length; i += 1) {
      const before = list[i - 1]!;
      if (before.end === null || before.end > list[i]!.at)
        overlaps.push(`${list[i]!.key} called while ${before.key} held the court`);
    }
  }
  const probesOk = takenCourtProbes.every((p) => p.split(':')[1] === '409');
  add(
    'desk calls: no court ever had two called/on-court matches',
    overlaps.length === 0 && calls.length > 0 && probesOk,
    `${calls.length} calls on ${byCourt.size} courts, ${overlaps.length} overlaps` +
      (overlaps.length ? ` (${overlaps.slice(0, 3).join('; ')})` : '') +
      `; a call to a taken court: ${takenCourtProbes.map((p) => p.split(':').slice(1).join(' ')).join(', ') || 'not probed'}`,
  );
  add(
    "score keepers per court: each keeps its court's matches, another court's is refused",
    keeperScopeProbes.length > 0 && keeperScopeProbes.every((p) => p.endsWith(' 403')),
    `${courtsInOrder.length} keepers, one per court; another court's keeper starting a match: ${keeperScopeProbes.join(', ')}`,
  );

  // Each keeper's own list of the matches they keep (the dashboard's, `keeping=true`): every
  // match of every event on their court, named on the tournament.
  const keptProblems: string[] = [];
  for (const court of courtsInOrder) {
    const keeper = keeperOf(court);
    if (keeper === deskPersonOf()) continue;
    const answer = await keeper.client.call('GET', '/api/matches?keeping=true&limit=1');
    const listed = (answer.body as { meta?: { total: number } } | null)?.meta?.total ?? -1;
    const expected = [...finalMatches.values()].filter((m) => m.courtId === court).length;
    if (answer.status !== 200 || listed !== expected)
      keptProblems.push(`${keeper.name}: ${listed} listed of ${expected} on the court`);
  }
  add(
    "each keeper's list of kept matches: every event's matches on their court",
    keptProblems.length === 0,
    keptProblems.slice(0, 3).join('; ') || `${courtsInOrder.length - 1} keepers' lists complete`,
  );

  // Score confirmation: every confirmed score is the one the player entered, confirmed as sent.
  const confirmProblems: string[] = [];
  let confirmedSuperseded = 0;
  const byWhom = { opponent: 0, desk: 0 };
  for (const c of confirmations) {
    if (!c.awaited) {
      confirmProblems.push(`${c.key}: a player's own score did not await confirmation`);
      continue;
    }
    byWhom[c.by] += 1;
    const m = finalMatches.get(c.id);
    // Changed since (a later version): only a correction's cascade or a reopening may have.
    if (m && m.version !== c.version) {
      if (c.t.serverChangesAt.some((at) => at >= c.at)) confirmedSuperseded += 1;
      else confirmProblems.push(`${c.key}: changed after its confirmation (v${m.version})`);
      continue;
    }
    const detail = dataOf(await organizer.client.call('GET', `/api/matches/${c.id}`)) as {
      scoreEntry: { confirmation: string | null; confirmedBy: unknown };
    };
    if (!m || gamesText(m.games) !== c.games || m.status !== 'completed')
      confirmProblems.push(`${c.key}: stored ${m ? gamesText(m.games) : 'nothing'} v ${c.games}`);
    else if (detail.scoreEntry.confirmation !== c.by)
      confirmProblems.push(`${c.key}: confirmation ${detail.scoreEntry.confirmation} v ${c.by}`);
  }
  confirmProblems.push(...confirmRefusals.map((r) => `refused: ${r}`));
  add(
    'score confirmation: every confirmed score is the one recorded',
    confirmProblems.length === 0 &&
      (confirmations.length > 0 || !tournaments.some((t) => t.plan.scoreConfirmation)),
    `${confirmations.length} player-entered results awaited confirmation: ${byWhom.opponent} confirmed by the other side, ${byWhom.desk} by the desk` +
      (confirmedSuperseded
        ? `, ${confirmedSuperseded} changed later by a correction's cascade`
        : '') +
      (confirmProblems.length ? `; ${confirmProblems.slice(0, 3).join('; ')}` : ''),
  );

  // The reopened event: the correction's cascade reset the final, the final was played again,
  // the event completed again and the served champion and medals equal the recomputation.
  for (const r of reopenings) {
    const t = r.t;
    const list = [...t.matches.values()];
    const medals = medalsOf(t.plan.format, [...t.entrants.values()], list);
    const served = servedMedals.get(t.id) ?? [];
    const nameOf = (id: string | null) =>
      id ? (t.entrants.get(id)?.name ?? id.slice(0, 8)) : 'none';
    const detail = dataOf(await organizer.client.call('GET', `/api/matches/${r.correctedId}`)) as {
      corrections: { resetMatches: string[] }[];
    };
    const reset = detail.corrections.at(-1)?.resetMatches ?? [];
    const final = t.matches.get(r.finalId);
    const replayed = completionOrder.filter((id) => id === r.finalId).length;
    const gold = served.find((x) => x.medal === 'gold')?.entrantId ?? null;
    const silver = served.find((x) => x.medal === 'silver')?.entrantId ?? null;
    const ok =
      r.status === 200 &&
      t.status === 'completed' &&
      (r.correctedId === r.finalId || (final !== undefined && reset.includes(final.key))) &&
      (r.correctedId === r.finalId || replayed >= 2) &&
      medals.champion !== null &&
      medals.champion === gold &&
      medals.silver === silver;
    add(
      `${t.plan.name}: reopened, corrected, champion and medals = recomputation`,
      ok,
      `corrected ${r.corrected} (cascade reset ${reset.join(' ') || 'nothing'}), final played ${replayed} time(s); champion before ${nameOf(r.before)}, after ${nameOf(medals.champion)} (served gold ${nameOf(gold)}, silver ${nameOf(silver)}; recomputed silver ${nameOf(medals.silver)}); ${t.status}`,
    );
  }

  // The tournament's one schedule (decision 036): every match of every event on the shared courts.
  const served = dataOf(
    await organizer.client.call('GET', `/api/tournaments/${rootId}/schedule`),
  ) as unknown as {
    courts: { id: string }[];
    events: { id: string }[];
    matches: { id: string; eventId: string; courtId: string | null }[];
  };
  const scheduleMissing = [...finalMatches.values()].filter(
    (m) => m.status !== 'cancelled' && !served.matches.some((x) => x.id === m.id),
  ).length;
  const foreignCourts = served.matches.filter(
    (x) => x.courtId !== null && !courtsInOrder.includes(x.courtId),
  ).length;
  add(
    "the tournament's schedule: every event's matches on its shared courts",
    served.events.length === tournaments.length &&
      scheduleMissing === 0 &&
      foreignCourts === 0 &&
      served.courts.length === PLAN.courts,
    `${served.matches.length} matches of ${served.events.length} event(s) on ${served.courts.length} courts` +
      (scheduleMissing ? `; ${scheduleMissing} played matches missing` : '') +
      (foreignCourts ? `; ${foreignCourts} on a court not the tournament's` : ''),
  );

  // The final schedule across events: courts, players, rest (the server's start, our ends).
  const finalPlayed = played.filter((p) => {
    const m = finalMatches.get(p.matchId);
    return m && m.status === 'completed' && m.actualStartTime;
  });
  for (const p of finalPlayed) {
    const m = finalMatches.get(p.matchId)!;
    p.start = Date.parse(m.actualStartTime!);
    p.court = m.courtId!;
  }
  // The last play of a match counts (a reset match was played again).
  const lastPlay = new Map(finalPlayed.map((p) => [p.matchId, p]));
  const schedule = scheduleProblems([...lastPlay.values()], () => simMs(REST_MINUTES) - 50);
  add(
    'no court double-booked',
    schedule.court.length === 0,
    `${lastPlay.size} matches played on ${new Set([...lastPlay.values()].map((p) => p.court)).size} courts${schedule.court.length ? `; ${schedule.court.length} overlaps` : ''}`,
  );
  // Players who played in two events: their matches of both are in the same check.
  const eventsOf = new Map<string, Set<string>>();
  for (const p of lastPlay.values())
    for (const id of p.players) eventsOf.set(id, (eventsOf.get(id) ?? new Set()).add(p.tournament));
  const inTwo = [...eventsOf.values()].filter((e) => e.size > 1).length;
  add(
    'no player in two places (across events)',
    schedule.twoPlaces.length === 0,
    `${inTwo} players played in two events; ` +
      (schedule.twoPlaces.length ? `${schedule.twoPlaces.length} overlaps` : 'no overlap'),
  );
  add(
    `rest respected across events (${REST_MINUTES} simulated minutes)`,
    schedule.rest.length === 0,
    schedule.rest.length ? `${schedule.rest.length} short rests` : 'ok',
  );

  // No acknowledged write lost.
  let lost = 0;
  let superseded = 0;
  const lostExamples: string[] = [];
  for (const [id, ack] of acks) {
    const m = finalMatches.get(id);
    const t = tournaments.find((x) => x.id === ack.tournament)!;
    const laterServerChange = t.serverChangesAt.some((at) => at >= ack.at);
    if (!m) {
      if (!laterServerChange) {
        lost += 1;
        lostExamples.push(`${id.slice(0, 8)} gone`);
      } else superseded += 1;
      continue;
    }
    const same =
      m.version === ack.version &&
      gamesText(m.games) === ack.games &&
      m.winner === ack.winner &&
      m.resultKind === ack.kind;
    if (same) continue;
    if (m.version > ack.version && laterServerChange) superseded += 1;
    else {
      lost += 1;
      if (lostExamples.length < 3)
        lostExamples.push(
          `${m.key} v${m.version} ${gamesText(m.games)} (acknowledged v${ack.version} ${ack.games})`,
        );
    }
  }
  let withdrawalBroken = 0;
  for (const w of withdrawals) {
    for (const m of w.tournament.matches.values()) {
      if ((m.side1 === w.entrant || m.side2 === w.entrant) && m.status === 'completed') {
        const p = lastPlay.get(m.id);
        if (p && p.start > w.at) withdrawalBroken += 1;
      }
    }
  }
  add(
    `no acknowledged write lost${INSTANCES > 1 ? ' (across the killed instance)' : RESTART_BEFORE_CHECKS ? ' (read back after a restart)' : ''}`,
    lost === 0 && withdrawalBroken === 0,
    `${acks.size} matches' last acknowledged writes; ${superseded} changed later by a correction's cascade or a withdrawal${lost ? `; LOST ${lost}: ${lostExamples.join('; ')}` : ''}${withdrawalBroken ? `; ${withdrawalBroken} matches played after a withdrawal` : ''}`,
  );

  // Live: gaps, order, completeness, latency.
  let gaps = 0;
  let duplicates = 0;
  let resyncs = 0;
  let events = 0;
  for (const w of watchers) {
    for (const s of w.topics.values()) {
      gaps += s.gaps;
      duplicates += s.duplicates;
      resyncs += s.resyncs;
      events += s.events;
    }
  }
  let missed = 0;
  for (const w of watchers.filter((x) => x.seen)) {
    const tids = new Set(w.topicNames.map((n) => n.split(':')[1]!));
    for (const [id, ack] of acks) {
      if (!tids.has(ack.tournament) || w.seen!.has(`${id}:${ack.version}`)) continue;
      if (w.refetched.some(([from, to]) => ack.at >= from - 50 && ack.at <= to)) continue;
      missed += 1;
    }
  }
  add(
    'every live subscriber saw every change of its topics in order, no gap after reconnect',
    gaps === 0 && duplicates === 0 && missed === 0,
    `${watchers.length} sockets, ${events} events, ${gaps} gaps, ${duplicates} out of order, ${resyncs} full refetches signalled (resync), reference spectators missed ${missed}`,
  );
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) =>
    sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1)
      : 'n/a';
  const sends = [...fromSend].sort((a, b) => a - b);
  const sendP = (p: number) =>
    sends.length
      ? sends[Math.min(sends.length - 1, Math.floor((p / 100) * sends.length))]!.toFixed(1)
      : 'n/a';
  const writes = [...writeLatencies].sort((a, b) => a - b);
  const writeP = (p: number) =>
    writes.length
      ? writes[Math.min(writes.length - 1, Math.floor((p / 100) * writes.length))]!.toFixed(1)
      : 'n/a';
  add(
    'latency keeper 2xx -> spectator frame (ms)',
    sorted.length > 0,
    `p50 ${pct(50)}, p99 ${pct(99)}, max ${sorted.length ? sorted.at(-1)!.toFixed(1) : 'n/a'} over ${sorted.length} frames (negative: the frame came before the keeper's 2xx, ${sorted.filter((x) => x < 0).length} of them); from the keeper's send: p50 ${sendP(50)}, p99 ${sendP(99)}, max ${sends.at(-1)?.toFixed(1)}; keeper writes p50 ${writeP(50)}, p99 ${writeP(99)} ms`,
  );

  // Errors.
  const fourXX = [...traffic.byStatus].filter(([k]) => k.startsWith('4'));
  add(
    '5xx answers',
    traffic.fiveHundreds() === 0,
    `${traffic.fiveHundreds()}${
      traffic.fiveHundreds()
        ? `: ${[...traffic.byStatus]
            .filter(([k]) => k.startsWith('5'))
            .map(([k, n]) => `${k} x${n}`)
            .join('; ')}`
        : ''
    }`,
  );
  add(
    'unexpected 4xx answers',
    fourXX.length === 0,
    fourXX.map(([k, n]) => `${k} x${n}`).join('; ') || 'none',
  );
  const refusals = new Map<string, number>();
  for (const r of expectedRefusals) refusals.set(r, (refusals.get(r) ?? 0) + 1);
  add(
    'expected refusals (listed apart)',
    true,
    [...refusals].map(([k, n]) => `${k} x${n}`).join('; ') || 'none',
  );
  add(
    'websocket disconnects not caused by the test',
    unexpectedDisconnects === 0,
    `${unexpectedDisconnects} (caused by the test: ${testDisconnects.reconnects} reconnections, ${testDisconnects.killed} by the killed instance; proxy 502 retried: ${traffic.proxyErrors})`,
  );

  // Resources.
  const serverCpu = serverCpuNow();
  const rss = [...rssSamples].sort((a, b) => a - b);
  add(
    'resources',
    true,
    `server RSS median ${rss[Math.floor(rss.length / 2)]?.toFixed(0)} MiB, max ${rss.at(-1)?.toFixed(0)} MiB; CPU ${serverCpu.toFixed(1)} s; database ${(await databaseSize()).toFixed(1)} MiB; peak ${traffic.peakRps()} requests/s; day ${(dayMs / 1000).toFixed(0)} s real`,
  );
  return checks;
}

/** The check-in time of the registration in `tournamentId`, wherever an export keeps it. */
function findCheckIn(value: unknown, tournamentId: string): string | null | undefined {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = findCheckIn(v, tournamentId);
      if (found !== undefined) return found;
    }
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (o.tournamentId === tournamentId && 'checkedInAt' in o)
      return o.checkedInAt as string | null;
    for (const v of Object.values(o)) {
      const found = findCheckIn(v, tournamentId);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

const phaseTimes: string[] = [];
/** CPU seconds of every server process so far (the stopped ones' counted when they stopped). */
const serverCpuNow = () =>
  cpuTotal +
  servers.reduce(
    (s, x) => s + (x.child.pid && x.child.exitCode === null ? cpuSeconds(x.child.pid) : 0),
    0,
  );
/** The simulation's own CPU seconds (this process: clients, sockets, checks). */
const ownCpuNow = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
/** Per phase: wall-clock seconds, the server's CPU seconds and the simulation's own. */
async function timed<T>(name: string, phase: () => Promise<T>): Promise<T> {
  const began = performance.now();
  const server0 = serverCpuNow();
  const own0 = ownCpuNow();
  const result = await phase();
  phaseTimes.push(
    `${name} ${((performance.now() - began) / 1000).toFixed(1)} s (CPU: server ${(serverCpuNow() - server0).toFixed(1)} s, simulation ${(ownCpuNow() - own0).toFixed(1)} s)`,
  );
  console.log(`  ${phaseTimes.at(-1)}`);
  return result;
}

async function main() {
  const begun = performance.now();
  console.log(
    `Courtside simulation: seed ${SEED}, speed x${SPEED}, ${SHORT ? 'short' : 'full'}, ${PG ? 'PostgreSQL' : 'PGlite'}, ${INSTANCES} instance(s)`,
  );
  console.log(
    `One tournament, ${PLAN.events.length} event(s) on ${PLAN.courts} shared courts: ${PLAN.events.map((e) => e.name).join(', ')}.`,
  );
  let checks: Check[] = [];
  try {
    await timed('servers', phaseServers);
    await timed('accounts', phaseAccounts);
    await timed('tournaments', phaseTournaments);
    await timed('registration week', phaseRegistration);
    await timed('check-in and no-shows', phaseCheckIn);
    await timed('teams, start and keepers', phaseStart);
    await timed('live audience', phaseAudience);
    const dayMs = await timed('the day', phaseDay);
    stopping = true;
    for (const w of watchers) w.socket.drop();
    if (INSTANCES < 2 && RESTART_BEFORE_CHECKS) {
      // Read back after a restart: what the checks read comes from the database.
      await timed('restart', async () => {
        cpuTotal += cpuSeconds(servers[0]!.child.pid!);
        await stopProcess(servers[0]!.child);
        servers[0] = spawnServer(serverEnvironment(), servers[0]!.port, serverArgs);
        await waitReady(servers[0].port, undefined, servers[0].child);
      });
    }
    checks = await timed('checks', () => phaseChecks(dayMs));
  } catch (error) {
    checks.push({
      check: 'the simulation ran',
      ok: false,
      result: (error as Error).stack ?? String(error),
    });
  } finally {
    stopping = true;
    for (const w of watchers) w.socket.drop();
    for (const c of [
      organizer?.client,
      ...players.map((p) => p.client),
      ...keepers.map((k) => k.client),
      ...fans.map((f) => f.client),
    ])
      c?.close();
    proxy?.close();
    await Promise.all(servers.map((s) => stopProcess(s.child)));
    if (PG && dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
  if (NOT_SIMULATED_YET.length)
    console.log(`\nNot simulated yet: ${NOT_SIMULATED_YET.join('; ')}.`);
  console.log(
    `Games whose 20-19 rally the 21-point cap decided (decision 018; 20-20 has no legal end): ${capShaped}.`,
  );
  console.log(
    `Corrections: ${corrections.map((c) => `${c.tournament} ${c.match}`).join(', ') || 'none'}; withdrawals: ${withdrawals.length}; retirements planned: ${retireAt.size}.`,
  );
  for (const n of [...notes.slice(0, 20), ...callRefusalNotes]) console.log(`note: ${n}`);
  console.table(
    checks.map((c) => ({ check: c.check, ok: c.ok ? 'PASS' : 'FAIL', result: c.result })),
  );
  console.log(`Phases: ${phaseTimes.join(', ')}`);
  console.log(`Whole run: ${((performance.now() - begun) / 1000).toFixed(0)} s`);
  const failed = checks.filter((c) => !c.ok).length;
  process.exit(failed ? 1 : 0);
}

await main();
