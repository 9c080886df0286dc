import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Match } from '@courtside/shared/api/match';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import { AppError } from '../../lib/app-error';
import type { loadBracket } from '../matches/bracket';
import type { MatchFacts } from '../matches/match-view';
import type { TournamentDetailFacts } from '../tournaments/load-tournament-detail';
import type { Db } from '../../db/client';
import { toMatchFor } from './matches';
import { canSeeResults } from './results-access';
import { profileImageUrl, toParticipantUser, type Audience } from './people';

type BracketFacts = Awaited<ReturnType<typeof loadBracket>>;

/** The audience of a request: its signed-in caller (or nobody) and the server's address. */
export const audienceOf = (app: FastifyInstance, request: FastifyRequest): Audience => ({
  viewerId: request.user?.id ?? null,
  publicUrl: app.config.PUBLIC_URL,
});

/**
 * A tournament's detail as `a` may read it: its people through the participant serializer (the
 * organizer sees ratings to seed), pictures absolute, and whether the results are theirs to see.
 */
export function toTournamentDetailFor(
  detail: TournamentDetailFacts,
  a: Audience,
  canSeeResults: boolean,
): TournamentDetail {
  const audience = { ...a, organizerId: detail.organizerId };
  const person = (p: Parameters<typeof toParticipantUser>[0]) => toParticipantUser(p, audience);
  return {
    ...detail,
    organizer: {
      ...detail.organizer,
      profileImage: profileImageUrl(detail.organizer.profileImage, a.publicUrl),
    },
    winner: detail.winner
      ? { ...detail.winner, profileImage: profileImageUrl(detail.winner.profileImage, a.publicUrl) }
      : null,
    participants: detail.participants.map((p) => ({ ...p, user: person(p.user) })),
    waitlist: detail.waitlist.map((w) => ({ ...w, user: person(w.user) })),
    teams: detail.teams.map((t) => ({ ...t, players: t.players.map(person) })),
    canSeeResults,
  };
}

/** Whether `a` may see the tournament's results, from the detail when it tells. */
async function resultsVisible(db: Db, detail: TournamentDetailFacts, a: Audience) {
  const id = a.viewerId;
  const known =
    detail.isPublic ||
    (id !== null &&
      (id === detail.organizerId || detail.participants.some((p) => p.userId === id)));
  return known || canSeeResults(db, id === null ? null : { id }, detail.id);
}

/** 403 in the error shape unless `a` may see the tournament's results (issue 22.5). */
export async function assertResultsVisible(db: Db, detail: TournamentDetailFacts, a: Audience) {
  if (!(await resultsVisible(db, detail, a))) {
    throw new AppError('FORBIDDEN', TOURNAMENT_MESSAGES.resultsPrivate);
  }
}

/**
 * The detail answer for a request: whether the caller may see the results is known from the
 * detail itself (public, organizer, participant), else asked of the database (a score keeper).
 */
export async function tournamentDetailFor(
  db: Db,
  detail: TournamentDetailFacts,
  a: Audience,
): Promise<TournamentDetail> {
  if (isBystanderOf(detail, a)) {
    return sharedAnswer(bystanderDetails, detail, () => toTournamentDetailFor(detail, a, true));
  }
  return toTournamentDetailFor(detail, a, await resultsVisible(db, detail, a));
}

/**
 * Most readers of a public tournament are bystanders: not its organizer, hiding nothing in it.
 * They all get one answer object per cached facts object, which the routes serialize once
 * (SerializedAnswers, decision 014).
 */
const bystanderDetails = new WeakMap<object, TournamentDetail>();
const bystanderBrackets = new WeakMap<object, ReturnType<typeof toBracketFor>>();

function sharedAnswer<T>(memo: WeakMap<object, T>, source: object, make: () => T): T {
  let answer = memo.get(source);
  if (!answer) memo.set(source, (answer = make()));
  return answer;
}

function isBystanderOf(detail: TournamentDetailFacts, a: Audience): boolean {
  const id = a.viewerId;
  if (!detail.isPublic || id === detail.organizerId) return false;
  if (id === null) return true;
  const people = [
    ...detail.participants.map((p) => p.user),
    ...detail.waitlist.map((w) => w.user),
    ...detail.teams.flatMap((t) => t.players),
  ];
  return !people.some((p) => p.id === id && (p.hidesRating || p.hidesStats || p.isPrivate));
}

/** Not the organizer, a player or a keeper of any of these matches. */
function isBystanderOfMatches(matches: readonly MatchFacts[], a: Audience): boolean {
  const id = a.viewerId;
  if (id === null) return true;
  return !matches.some(
    (m) => m.organizerId === id || m.playerIds.includes(id) || m.keeperIds.includes(id),
  );
}

/** The bracket (spec "Returns bracket, stats") with each match through `toMatchFor`. */
export function toBracketFor(bracket: BracketFacts, a: Audience) {
  const rounds: Record<string, Match[]> = Object.create(null) as Record<string, Match[]>;
  for (const [round, list] of Object.entries(bracket.bracket)) {
    rounds[round] = list.map((m) => toMatchFor(m, a));
  }
  return { bracket: { ...rounds }, stats: bracket.stats, standings: bracket.standings };
}

/**
 * Both bracket routes: 403 unless the caller may see the results, then the cached bracket
 * through the match serializer.
 */
export async function bracketFor(app: FastifyInstance, request: FastifyRequest, id: string) {
  const a = audienceOf(app, request);
  const detail = await app.live.cache.detail(id, a.viewerId ?? '', request);
  await assertResultsVisible(app.db, detail, a);
  const bracket = await app.live.cache.bracket(id, request);
  if (isBystanderOfMatches(Object.values(bracket.bracket).flat(), a)) {
    return sharedAnswer(bystanderBrackets, bracket, () => toBracketFor(bracket, a));
  }
  return toBracketFor(bracket, a);
}

/**
 * The medals decided so far (decision 023's addendum) for a tournament detail: for a caller who
 * may see its results, once it has started (an upcoming one has none, and its answer stays the
 * one join, leave and edit give). Null when the detail goes without them.
 */
export async function medalsFor(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  data: Pick<TournamentDetail, 'canSeeResults' | 'status'>,
) {
  if (!data.canSeeResults || data.status === 'upcoming') return null;
  return app.live.cache.bracket(id, request);
}
