import type { MatchStatus } from './statuses';

/**
 * The desk's rules for calling a match to a court (issue 27, decision 030): which matches are
 * ready, in what order, and which court is free. Pure: the server hands in the tournament's
 * matches and the moment, and stores what the desk then does.
 */

/** A match as the desk rules need it; times are epoch milliseconds. */
export interface DeskMatch {
  id: string;
  status: MatchStatus;
  /** The two sides' entrant ids, null while a side waits for an earlier result. */
  sideIds: [string | null, string | null];
  /** The players of both sides (team members in doubles): a player is never in two places. */
  playerIds: readonly string[];
  courtId: string | null;
  /** The planner's start. */
  startTime: number | null;
  calledAt: number | null;
  completedAt: number | null;
  /** Queue order among equal start times (the planner's stage rank, round, group, position). */
  order: number;
}

/** What the desk knows besides the match: the moment, the rest rule and the other matches. */
export interface ReadinessContext {
  now: number;
  /** The tournament's minimum rest between a player's matches. */
  restMs: number;
  /** Every match of the tournament (the match itself among them). */
  matches: readonly DeskMatch[];
  /**
   * The players checked in (decision 025), when the tournament uses check-in; absent or null
   * when it does not, and then nobody waits for it.
   */
  checkedIn?: ReadonlySet<string> | null;
}

/** Why a match cannot be called now. */
export type CallBlocker =
  | { code: 'SIDES_UNKNOWN' }
  | { code: 'NOT_OPEN'; status: MatchStatus }
  | { code: 'ALREADY_CALLED' }
  | { code: 'PLAYER_BUSY'; playerId: string; matchId: string }
  /**
   * Players whose rest is not over, each with the end of their rest, latest first: the first
   * is the one the match waits for; the desk names them all and may call early (decision 031).
   */
  | { code: 'RESTING'; playerId: string; until: number; resting: RestingPlayer[] }
  | { code: 'NOT_CHECKED_IN'; playerId: string };

/** A player of the match still resting after an earlier match, until `until`. */
export interface RestingPlayer {
  playerId: string;
  until: number;
}

/** A match holds its court from the call until it is completed or cancelled. */
export const isCalled = (m: DeskMatch) => m.status === 'scheduled' && m.calledAt !== null;
export const isOnCourt = (m: DeskMatch) => m.status === 'in-progress';
/** Called or on court: its players are taken and so is its court. */
export const isOccupying = (m: DeskMatch) => isCalled(m) || isOnCourt(m);

type Condition = (match: DeskMatch, context: ReadinessContext) => CallBlocker | null;

/**
 * The conditions a match meets before the desk may call it, in the order the desk names what
 * is missing.
 */
export const CALL_CONDITIONS: readonly Condition[] = [
  // Both sides known.
  (m) => (m.sideIds[0] && m.sideIds[1] ? null : { code: 'SIDES_UNKNOWN' }),
  // Not started, finished or cancelled.
  (m) => (m.status === 'scheduled' ? null : { code: 'NOT_OPEN', status: m.status }),
  // Not called already.
  (m) => (m.calledAt === null ? null : { code: 'ALREADY_CALLED' }),
  // Every player checked in, when the tournament uses check-in (decision 025).
  (m, { checkedIn }) => {
    const playerId = checkedIn ? m.playerIds.find((p) => !checkedIn.has(p)) : undefined;
    return playerId ? { code: 'NOT_CHECKED_IN', playerId } : null;
  },
  // No player of it on another court or called elsewhere.
  (m, { matches }) => {
    for (const other of matches) {
      if (other.id === m.id || !isOccupying(other)) continue;
      const playerId = m.playerIds.find((p) => other.playerIds.includes(p));
      if (playerId) return { code: 'PLAYER_BUSY', playerId, matchId: other.id };
    }
    return null;
  },
  // Every player rested since their last match (the tournament's rest setting).
  (m, { matches, now, restMs }) => {
    if (restMs <= 0) return null;
    const rests = new Map<string, number>();
    for (const other of matches) {
      if (other.id === m.id || other.status !== 'completed' || other.completedAt === null) continue;
      const until = other.completedAt + restMs;
      if (until <= now) continue;
      for (const playerId of m.playerIds) {
        if (other.playerIds.includes(playerId) && until > (rests.get(playerId) ?? 0)) {
          rests.set(playerId, until);
        }
      }
    }
    // Latest first; players in the match's order among equal times.
    const resting = m.playerIds
      .filter((playerId) => rests.has(playerId))
      .map((playerId) => ({ playerId, until: rests.get(playerId)! }))
      .sort((a, b) => b.until - a.until);
    const [latest] = resting;
    return latest ? { code: 'RESTING', ...latest, resting } : null;
  },
];

/**
 * Whether the desk may call the match before its players' rest is over (decision 031): the rest
 * is the only thing it waits for. Never past a player on court or called elsewhere, nor one not
 * checked in.
 */
export const isOnlyResting = (blockers: readonly CallBlocker[]): boolean =>
  blockers.length > 0 && blockers.every((b) => b.code === 'RESTING');

/** Every condition the match fails now; empty when the desk may call it. */
export function callBlockers(match: DeskMatch, context: ReadinessContext): CallBlocker[] {
  return CALL_CONDITIONS.map((condition) => condition(match, context)).filter(
    (blocker): blocker is CallBlocker => blocker !== null,
  );
}

/** The match that holds the court (called there or on court), or null when it is free. */
export function courtOccupant(courtId: string, matches: readonly DeskMatch[]): DeskMatch | null {
  // A match a keeper started there without a call is what the court holds, before any match
  // called to it meanwhile (issue 27's walkthrough).
  const here = matches.filter((m) => m.courtId === courtId);
  return here.find(isOnCourt) ?? here.find(isCalled) ?? null;
}

/**
 * The matches called or in play that no court shows: a keeper started them without a court, or
 * on a court that shows another match. The desk lists them apart, so that no match in play is
 * out of its sight.
 */
export function occupyingElsewhere(
  occupants: readonly (DeskMatch | null)[],
  matches: readonly DeskMatch[],
): DeskMatch[] {
  const shown = new Set(occupants.flatMap((m) => (m ? [m.id] : [])));
  return matches.filter((m) => isOccupying(m) && !shown.has(m.id)).sort(queueOrder);
}

/** The planner's queue order: planned start, then stage, round, group and position. */
export function queueOrder(a: DeskMatch, b: DeskMatch): number {
  const at = (m: DeskMatch) => m.startTime ?? Number.POSITIVE_INFINITY;
  return at(a) - at(b) || a.order - b.order;
}

/** A planned start passed more than `lateMs` ago and the match not on court (nor over). */
export function isLate(match: DeskMatch, now: number, lateMs: number): boolean {
  return match.status === 'scheduled' && match.startTime !== null && now - match.startTime > lateMs;
}

/** One entry of the desk's queue. */
export interface QueueEntry {
  match: DeskMatch;
  blockers: CallBlocker[];
  /** The planner's court when free, else the first free court; null when every court is taken. */
  suggestedCourtId: string | null;
  isLate: boolean;
}

/**
 * The desk's queue: the scheduled, not yet called matches with both sides known, in the
 * planner's order, each with what keeps it from being called and the court to call it to.
 */
export function deskQueue(
  context: ReadinessContext & { courtIds: readonly string[]; lateMs: number; limit: number },
): QueueEntry[] {
  const free = context.courtIds.filter((id) => courtOccupant(id, context.matches) === null);
  return context.matches
    .filter((m) => m.status === 'scheduled' && m.calledAt === null && m.sideIds[0] && m.sideIds[1])
    .sort(queueOrder)
    .slice(0, context.limit)
    .map((match) => ({
      match,
      blockers: callBlockers(match, context),
      suggestedCourtId:
        match.courtId && free.includes(match.courtId) ? match.courtId : (free[0] ?? null),
      isLate: isLate(match, context.now, context.lateMs),
    }));
}
