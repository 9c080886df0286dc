import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_IN_MESSAGES } from '@courtside/shared/api/check-in';
import { DASHBOARD_MESSAGES } from '@courtside/shared/api/dashboard';
import { DESK_MESSAGES } from '@courtside/shared/api/desk';
import { MATCH_MESSAGES } from '@courtside/shared/api/match';
import { PARTNER_MESSAGES } from '@courtside/shared/api/partners';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { PROFILE_MESSAGES } from '@courtside/shared/api/user';
import { eq } from 'drizzle-orm';
import { partnerRequests } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { totpCode } from '../lib/totp';
import { createSession } from '../services/auth/sessions';
import {
  STRONG_PASSWORD,
  createSessionUsers,
  createSignedInUser,
  mailedToken,
  uniqueEmail,
} from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { listOperations } from './fuzz-cases';
import {
  createAccount,
  enableTwoFactorFor,
  multipartFile,
  pngOf,
  uploadAs,
  type Account as FreshAccount,
} from './profiles';
import { callAs, createTournamentAs, tournamentInput } from './tournaments';

/**
 * Security audit: who may call what. Every route of the OpenAPI document, for
 * four callers, each request valid so that authorization (spec section 6,
 * docs/decisions/004) decides the answer. A new route fails the first test
 * until it has a row here.
 */
const CALLERS = ['anonymous', 'player', 'otherOrganizer', 'owner'] as const;
type Caller = (typeof CALLERS)[number];
type Row = Record<Caller, number>;

const PUBLIC = { anonymous: 200, player: 200, otherOrganizer: 200, owner: 200 };
const SIGNED_IN = { anonymous: 401, player: 200, otherOrganizer: 200, owner: 200 };
const OWNER_ONLY = { anonymous: 401, player: 403, otherOrganizer: 403, owner: 200 };
/** An account's own resources: 'owner' is the account itself, the others are someone else. */
const SELF_ONLY = OWNER_ONLY;
/** The desk (decision 025): the organizer and desk staff; `deskStaffMayToo` checks the staff. */
const DESK_ONLY = { anonymous: 401, player: 403, otherOrganizer: 403, owner: 200 };
/** The caller's own registration: only 'player' is registered. */
const REGISTERED_ONLY = { anonymous: 401, player: 200, otherOrganizer: 403, owner: 403 };

// prettier-ignore
const MATRIX: Record<string, Row> = {
  'GET /api/health':                                         PUBLIC,
  'GET /api/ready':                                          PUBLIC,
  'POST /api/auth/register':                                 { anonymous: 201, player: 201, otherOrganizer: 201, owner: 201 },
  'GET /api/auth/verify-email':                              PUBLIC,
  'POST /api/auth/resend-verification':                      PUBLIC,
  'POST /api/auth/login':                                    PUBLIC,
  'POST /api/auth/logout':                                   SIGNED_IN,
  'GET /api/auth/profile':                                   SIGNED_IN,
  'POST /api/auth/forgot-password':                          PUBLIC,
  'POST /api/auth/reset-password':                           PUBLIC,
  'POST /api/contact':                                       { anonymous: 201, player: 201, otherOrganizer: 201, owner: 201 },
  'GET /api/tournaments':                                    SIGNED_IN,
  'POST /api/tournaments':                                   { anonymous: 401, player: 403, otherOrganizer: 201, owner: 201 },
  'GET /api/tournaments/:id':                                SIGNED_IN,
  'PUT /api/tournaments/:id':                                OWNER_ONLY,
  'DELETE /api/tournaments/:id':                             OWNER_ONLY,
  'POST /api/tournaments/:id/join':                          { anonymous: 401, player: 200, otherOrganizer: 403, owner: 403 },
  'POST /api/tournaments/:id/waitlist':                      { anonymous: 401, player: 200, otherOrganizer: 403, owner: 403 },
  'POST /api/tournaments/:id/leave':                         { anonymous: 401, player: 200, otherOrganizer: 409, owner: 409 },
  'POST /api/tournaments/:id/participants/add-by-organizer': { anonymous: 401, player: 403, otherOrganizer: 403, owner: 201 },
  'DELETE /api/tournaments/:id/participants/:userId':        OWNER_ONLY,
  'POST /api/tournaments/:id/contact':                       { anonymous: 401, player: 200, otherOrganizer: 200, owner: 409 },
  'GET /api/teams/tournament/:id':                           SIGNED_IN,
  'POST /api/teams/tournament/:id':                          OWNER_ONLY,
  'POST /api/tournaments/:id/start':                         OWNER_ONLY,
  'GET /api/tournaments/:id/bracket':                        SIGNED_IN,
  'GET /api/matches/tournament/:id':                         SIGNED_IN,
  'GET /api/matches/tournament/:id/bracket':                 SIGNED_IN,
  'POST /api/matches/tournament/:id/next-round':             OWNER_ONLY,
  'GET /api/matches/:id':                                    SIGNED_IN,
  'PUT /api/matches/:id/score':                              OWNER_ONLY,
  'POST /api/matches/:id/special-result':                    OWNER_ONLY,
  'POST /api/tournaments/:id/participants/:entrantId/withdraw': OWNER_ONLY,
  'POST /api/tournaments/:id/winner':                        OWNER_ONLY,
  'GET /api/matches/:id/score-keepers':                      OWNER_ONLY,
  'POST /api/matches/:id/score-keepers':                     OWNER_ONLY,
  'DELETE /api/matches/:id/score-keepers':                   OWNER_ONLY,
  'GET /api/tournaments/:id/score-keepers':                  OWNER_ONLY,
  'POST /api/tournaments/:id/score-keepers':                 OWNER_ONLY,
  'DELETE /api/tournaments/:id/score-keepers':               OWNER_ONLY,
  'GET /api/users/search':                                   SIGNED_IN,
  'PUT /api/matches/:id/status':                             OWNER_ONLY,
  'POST /api/matches/:id/start-early':                       OWNER_ONLY,
  'GET /api/matches/tournament/:id/desk':                    OWNER_ONLY,
  'POST /api/matches/:id/call':                              OWNER_ONLY,
  'POST /api/matches/:id/uncall':                            OWNER_ONLY,
  'POST /api/matches/:id/confirm':                           OWNER_ONLY,
  'POST /api/matches/:id/dispute':                           OWNER_ONLY,
  'POST /api/tournaments/:id/reopen':                        OWNER_ONLY,
  'GET /api/matches':                                        SIGNED_IN,
  'POST /api/matches':                                       { anonymous: 401, player: 403, otherOrganizer: 403, owner: 201 },
  'PUT /api/matches/:id/details':                            OWNER_ONLY,
  'PUT /api/tournaments/:id/match-schedule':                 OWNER_ONLY,
  'POST /api/auth/login/2fa':                                PUBLIC,
  'POST /api/auth/2fa/setup':                                SIGNED_IN,
  'POST /api/auth/2fa/enable':                               SIGNED_IN,
  'POST /api/auth/2fa/recovery-codes':                       SIGNED_IN,
  'POST /api/auth/2fa/disable':                              SIGNED_IN,
  'GET /api/users':                                          SIGNED_IN,
  'GET /api/users/:id':                                      PUBLIC,
  'PUT /api/users/:id':                                      SELF_ONLY,
  'PUT /api/users/:id/settings':                             SELF_ONLY,
  'PUT /api/users/:id/password':                             SELF_ONLY,
  'GET /api/users/:id/export':                               SELF_ONLY,
  'DELETE /api/users/:id':                                   SELF_ONLY,
  'POST /api/users/:id/profile-picture':                     SELF_ONLY,
  'DELETE /api/users/:id/profile-picture':                   SELF_ONLY,
  'GET /api/users/:id/profile-picture/:file':                PUBLIC,
  'GET /api/players/rankings':                               PUBLIC,
  'GET /api/players/with-stats':                             PUBLIC,
  'GET /api/players/:id':                                    PUBLIC,
  'GET /api/players/:id/stats':                              PUBLIC,
  'PUT /api/players/:id':                                    SELF_ONLY,
  'GET /api/dashboard/organizer':                            { anonymous: 401, player: 403, otherOrganizer: 200, owner: 200 },
  'GET /api/public/tournaments/:id':                         PUBLIC,
  'GET /api/tournaments/:id/desk-staff':                     OWNER_ONLY,
  'POST /api/tournaments/:id/desk-staff':                    OWNER_ONLY,
  'DELETE /api/tournaments/:id/desk-staff':                  OWNER_ONLY,
  'GET /api/tournaments/:id/check-in':                       DESK_ONLY,
  'POST /api/tournaments/:id/check-in':                      REGISTERED_ONLY,
  'POST /api/tournaments/:id/participants/:userId/check-in': DESK_ONLY,
  'DELETE /api/tournaments/:id/participants/:userId/check-in': DESK_ONLY,
  'GET /api/tournaments/:id/ticket':                         REGISTERED_ONLY,
  'POST /api/tournaments/:id/withdraw-no-shows':             OWNER_ONLY,
  'GET /api/check-in/mine':                                  SIGNED_IN,
  'POST /api/check-in/:token':                               DESK_ONLY,
  'POST /api/calendar-feeds':                                { anonymous: 401, player: 201, otherOrganizer: 201, owner: 201 },
  'DELETE /api/calendar-feeds':                              SIGNED_IN,
  // The feed's own token decides, never the caller's session (each cell its own live feed).
  'GET /api/calendar/:token.ics':                            PUBLIC,
  // A public tournament's schedule, as public as its page.
  'GET /api/tournaments/:id/calendar.ics':                   PUBLIC,
  'GET /api/tournaments/:id/export/entrants.csv':            OWNER_ONLY,
  'GET /api/tournaments/:id/export/results.csv':             OWNER_ONLY,
  'GET /api/tournaments/:id/events':                         SIGNED_IN,
  'GET /api/tournaments/:id/schedule':                       SIGNED_IN,
  'POST /api/tournaments/:id/events':                        { anonymous: 401, player: 403, otherOrganizer: 403, owner: 201 },
  'PATCH /api/tournaments/:id/events/:eventId':              OWNER_ONLY,
  'DELETE /api/tournaments/:id/events/:eventId':             OWNER_ONLY,
  'POST /api/tournaments/:id/events/start':                  OWNER_ONLY,
  'POST /api/tournaments/:id/events/:eventId/start':         OWNER_ONLY,
  'POST /api/tournaments/:id/registrations':                 { anonymous: 401, player: 200, otherOrganizer: 403, owner: 403 },
  'GET /api/tournaments/:id/events/:eventId/eligibility-overrides':    OWNER_ONLY,
  'POST /api/tournaments/:id/events/:eventId/eligibility-overrides':   { anonymous: 401, player: 403, otherOrganizer: 403, owner: 201 },
  'DELETE /api/tournaments/:id/events/:eventId/eligibility-overrides': OWNER_ONLY,
  'GET /api/tournaments/:id/looking-for-partner':            SIGNED_IN,
  // Decision 038: a player holding a place asks; the one asked (here 'player') answers.
  'POST /api/tournaments/:id/partner-requests':              { anonymous: 401, player: 201, otherOrganizer: 403, owner: 403 },
  'POST /api/tournaments/partner-requests/accept':           { anonymous: 401, player: 200, otherOrganizer: 403, owner: 403 },
  'POST /api/tournaments/partner-requests/decline':          { anonymous: 401, player: 200, otherOrganizer: 403, owner: 403 },
  // Decision 040: one's own requests; the mailed link's holder reads what the mail told them.
  'GET /api/tournaments/partner-requests':                   SIGNED_IN,
  'GET /api/tournaments/partner-requests/by-token':          SIGNED_IN,
  // 'player' sent it (withdraw) or was asked (accept, decline); the others are someone else.
  'POST /api/tournaments/partner-requests/:id/withdraw':     { anonymous: 401, player: 200, otherOrganizer: 403, owner: 403 },
  'POST /api/tournaments/partner-requests/:id/accept':       { anonymous: 401, player: 200, otherOrganizer: 403, owner: 403 },
  'POST /api/tournaments/partner-requests/:id/decline':      { anonymous: 401, player: 200, otherOrganizer: 403, owner: 403 },
};

/** The message of each 403: the owner's message unless listed here. */
const FORBIDDEN_MESSAGES: Record<string, string> = {
  'PUT /api/matches/:id/score': MATCH_MESSAGES.onlyScorers,
  'POST /api/tournaments/:id/registrations': TOURNAMENT_MESSAGES.onlyPlayersJoin,
  'POST /api/tournaments/:id/partner-requests': PARTNER_MESSAGES.onlyPlayers,
  'POST /api/tournaments/partner-requests/accept': PARTNER_MESSAGES.notForYou,
  'POST /api/tournaments/partner-requests/decline': PARTNER_MESSAGES.notForYou,
  'POST /api/tournaments/partner-requests/:id/withdraw': PARTNER_MESSAGES.onlySenderWithdraws,
  'POST /api/tournaments/partner-requests/:id/accept': PARTNER_MESSAGES.notForYou,
  'POST /api/tournaments/partner-requests/:id/decline': PARTNER_MESSAGES.notForYou,
  'POST /api/matches/:id/special-result': MATCH_MESSAGES.onlyOrganizerSpecial,
  'GET /api/dashboard/organizer': DASHBOARD_MESSAGES.onlyOrganizers,
  'PUT /api/matches/:id/status': MATCH_MESSAGES.onlyScorers,
  'POST /api/matches/:id/start-early': MATCH_MESSAGES.onlyScorers,
  'GET /api/matches/tournament/:id/desk': DESK_MESSAGES.onlyDesk,
  'POST /api/matches/:id/call': DESK_MESSAGES.onlyDesk,
  'POST /api/matches/:id/uncall': DESK_MESSAGES.onlyDesk,
  'POST /api/matches/:id/confirm': MATCH_MESSAGES.onlyOtherSideConfirms,
  'POST /api/matches/:id/dispute': MATCH_MESSAGES.onlyOtherSideDisputes,
  'POST /api/tournaments': TOURNAMENT_MESSAGES.onlyOrganizersCreate,
  'POST /api/tournaments/:id/join': TOURNAMENT_MESSAGES.onlyPlayersJoin,
  'POST /api/tournaments/:id/waitlist': TOURNAMENT_MESSAGES.onlyPlayersJoin,
  'GET /api/tournaments/:id/check-in': CHECK_IN_MESSAGES.onlyDesk,
  'POST /api/tournaments/:id/check-in': CHECK_IN_MESSAGES.notRegistered,
  'POST /api/tournaments/:id/participants/:userId/check-in': CHECK_IN_MESSAGES.onlyDesk,
  'DELETE /api/tournaments/:id/participants/:userId/check-in': CHECK_IN_MESSAGES.onlyDesk,
  'GET /api/tournaments/:id/ticket': CHECK_IN_MESSAGES.notRegistered,
  'POST /api/check-in/:token': CHECK_IN_MESSAGES.ticketNotDesk,
  ...Object.fromEntries(
    Object.entries(MATRIX)
      .filter(([, row]) => row === SELF_ONLY)
      .filter(([route]) => route.includes('/api/users/') || route.includes('/api/players/'))
      .map(([route]) => [route, PROFILE_MESSAGES.onlySelf]),
  ),
};

interface InvalidInput {
  id?: string;
  query?: string;
  payload?: string | object;
  headers?: Record<string, string>;
}
const LONG_ID = 'x'.repeat(65);

/** Protected routes called anonymously with invalid input: 401 comes first, never 400 or 422. */
// prettier-ignore
const ANONYMOUS_INVALID: Record<string, InvalidInput> = {
  'POST /api/auth/logout':                                   { payload: '{"x":', headers: { 'content-type': 'application/json' } },
  'GET /api/auth/profile':                                   { query: 'x=%00' },
  'GET /api/dashboard/organizer':                            { query: 'from=never' },
  'GET /api/tournaments':                                    { query: 'limit=0&status=nope' },
  'POST /api/tournaments':                                   { payload: { name: 42 } },
  'GET /api/tournaments/:id':                                { id: LONG_ID },
  'PUT /api/tournaments/:id':                                { payload: { maxParticipants: 'many' } },
  'DELETE /api/tournaments/:id':                             { id: LONG_ID },
  'POST /api/tournaments/:id/join':                          { id: LONG_ID },
  'GET /api/tournaments/:id/events':                         { id: LONG_ID },
  'GET /api/tournaments/:id/schedule':                       { id: LONG_ID },
  'POST /api/tournaments/:id/events':                        { payload: { name: 42 } },
  'PATCH /api/tournaments/:id/events/:eventId':              { payload: { minRating: 'high' } },
  'DELETE /api/tournaments/:id/events/:eventId':             { id: LONG_ID },
  'POST /api/tournaments/:id/events/start':                  { payload: { eventIds: 'all' } },
  'POST /api/tournaments/:id/events/:eventId/start':         { id: LONG_ID },
  'POST /api/tournaments/:id/registrations':                 { payload: { events: [] } },
  'GET /api/tournaments/:id/events/:eventId/eligibility-overrides':    { id: LONG_ID },
  'POST /api/tournaments/:id/events/:eventId/eligibility-overrides':   { payload: { userId: 'nobody' } },
  'DELETE /api/tournaments/:id/events/:eventId/eligibility-overrides': { payload: { userId: 42 } },
  'GET /api/tournaments/:id/looking-for-partner':            { id: LONG_ID },
  'POST /api/tournaments/:id/partner-requests':              { payload: { userId: 'x', email: 'nope' } },
  'POST /api/tournaments/partner-requests/accept':           { payload: { token: '' } },
  'POST /api/tournaments/partner-requests/decline':          { payload: { __proto__: 1 } },
  'GET /api/tournaments/partner-requests':                   { query: 'x=%00' },
  'GET /api/tournaments/partner-requests/by-token':          { query: 'token=%00' },
  'POST /api/tournaments/partner-requests/:id/withdraw':     { id: LONG_ID },
  'POST /api/tournaments/partner-requests/:id/accept':       { id: LONG_ID },
  'POST /api/tournaments/partner-requests/:id/decline':      { id: LONG_ID },
  'POST /api/tournaments/:id/waitlist':                      { id: LONG_ID },
  'POST /api/tournaments/:id/leave':                         { id: LONG_ID },
  'POST /api/tournaments/:id/participants/add-by-organizer': { payload: { email: 'not-an-email' } },
  'DELETE /api/tournaments/:id/participants/:userId':        { id: LONG_ID },
  'POST /api/tournaments/:id/contact':                       { payload: {} },
  'GET /api/teams/tournament/:id':                           { id: LONG_ID },
  'POST /api/teams/tournament/:id':                          { payload: { teams: 'none' } },
  'POST /api/tournaments/:id/start':                         { id: LONG_ID },
  'GET /api/tournaments/:id/bracket':                        { id: LONG_ID },
  'GET /api/matches/tournament/:id':                         { id: LONG_ID },
  'GET /api/matches/tournament/:id/bracket':                 { id: LONG_ID },
  'POST /api/matches/tournament/:id/next-round':             { id: LONG_ID },
  'GET /api/matches/:id':                                    { id: LONG_ID },
  'PUT /api/matches/:id/score':                              { payload: { score: 'eleven' } },
  'POST /api/matches/:id/special-result':                    { payload: { kind: 'nope' } },
  'POST /api/tournaments/:id/participants/:entrantId/withdraw': { id: LONG_ID },
  'POST /api/tournaments/:id/winner':                        { payload: { winnerId: 7 } },
  'GET /api/matches/:id/score-keepers':                      { id: LONG_ID },
  'POST /api/matches/:id/score-keepers':                     { payload: {} },
  'DELETE /api/matches/:id/score-keepers':                   { payload: {} },
  'GET /api/tournaments/:id/score-keepers':                  { id: LONG_ID },
  'POST /api/tournaments/:id/score-keepers':                 { payload: { userId: 7 } },
  'DELETE /api/tournaments/:id/score-keepers':               { payload: {} },
  'GET /api/users/search':                                   { query: 'q=' },
  'PUT /api/matches/:id/status':                             { payload: { status: 'done' } },
  'POST /api/matches/:id/start-early':                       { id: LONG_ID },
  'GET /api/matches/tournament/:id/desk':                    { id: LONG_ID },
  'POST /api/matches/:id/call':                              { payload: { courtId: 7 } },
  'POST /api/matches/:id/uncall':                            { id: LONG_ID },
  'POST /api/matches/:id/confirm':                           { id: LONG_ID },
  'POST /api/matches/:id/dispute':                           { payload: { note: 7 } },
  'POST /api/tournaments/:id/reopen':                        { id: LONG_ID },
  'GET /api/matches':                                        { query: 'status=nope' },
  'POST /api/matches':                                       { payload: { tournamentId: 'x' } },
  'PUT /api/matches/:id/details':                            { payload: { startTime: '2026-02-31T10:00' } },
  'PUT /api/tournaments/:id/match-schedule':                 { payload: { matchId: 'm' } },
  'POST /api/auth/2fa/setup':                                { payload: '{"x":', headers: { 'content-type': 'application/json' } },
  'POST /api/auth/2fa/enable':                               { payload: { code: 12 } },
  'POST /api/auth/2fa/recovery-codes':                       { payload: {} },
  'POST /api/auth/2fa/disable':                              { payload: { password: '' } },
  'GET /api/users':                                          { query: 'page=0&limit=9999' },
  'PUT /api/users/:id':                                      { payload: { role: 'organizer' } },
  'PUT /api/users/:id/settings':                             { payload: { preferences: { theme: 'neon' } } },
  'PUT /api/users/:id/password':                             { payload: {} },
  'GET /api/users/:id/export':                               { id: LONG_ID },
  'DELETE /api/users/:id':                                   { payload: {} },
  'POST /api/users/:id/profile-picture':                     { payload: 'not an image', headers: { 'content-type': 'text/plain' } },
  'DELETE /api/users/:id/profile-picture':                   { id: LONG_ID },
  'PUT /api/players/:id':                                    { payload: { wins: 99 } },
  'GET /api/tournaments/:id/desk-staff':                     { id: LONG_ID },
  'POST /api/tournaments/:id/desk-staff':                    { payload: {} },
  'DELETE /api/tournaments/:id/desk-staff':                  { payload: {} },
  'GET /api/tournaments/:id/check-in':                       { query: 'q=%00' },
  'POST /api/tournaments/:id/check-in':                      { id: LONG_ID },
  'POST /api/tournaments/:id/participants/:userId/check-in': { id: LONG_ID },
  'DELETE /api/tournaments/:id/participants/:userId/check-in': { id: LONG_ID },
  'GET /api/tournaments/:id/ticket':                         { id: LONG_ID },
  'POST /api/tournaments/:id/withdraw-no-shows':             { id: LONG_ID },
  'GET /api/check-in/mine':                                  { query: 'x=%00' },
  'POST /api/check-in/:token':                               { id: 'y'.repeat(200) },
  'POST /api/calendar-feeds':                                { payload: '{"x":', headers: { 'content-type': 'application/json' } },
  'DELETE /api/calendar-feeds':                              { payload: '{"x":', headers: { 'content-type': 'application/json' } },
  'GET /api/tournaments/:id/export/entrants.csv':            { id: LONG_ID },
  'GET /api/tournaments/:id/export/results.csv':             { id: LONG_ID },
};

type Account = Awaited<ReturnType<typeof createSignedInUser>>;
let t: TestApp;
let accounts: Record<Exclude<Caller, 'anonymous'>, Account>;
let sharedId: string;

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: '1000000', AUTH_RATE_LIMIT: '1000000' });
  accounts = {
    player: await createSignedInUser(t.app, { name: 'Matrix Player' }),
    otherOrganizer: await createSignedInUser(t.app, { role: 'organizer', name: 'Other Organizer' }),
    owner: await createSignedInUser(t.app, { role: 'organizer', name: 'Owning Organizer' }),
  };
  sharedId = (await createTournamentAs(t.app, accounts.owner.token)).id;
}, 60_000);
afterAll(() => t?.close());

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? null : accounts[caller].token);

/** A tournament of the owner's of its own, for cells that change one. */
const freshTournament = async (overrides: Record<string, unknown> = {}) =>
  (await createTournamentAs(t.app, accounts.owner.token, overrides)).id;

/** A fresh tournament that `count` new players have joined, and their ids. */
async function tournamentWithPlayers(count: number, overrides: Record<string, unknown> = {}) {
  const id = await freshTournament(overrides);
  const players = await createSessionUsers(t.app.db, count);
  for (const p of players) {
    const joined = await callAs(t.app, p.token)('POST', `/api/tournaments/${id}/join`);
    if (joined.statusCode !== 200) throw new Error(`join failed: ${joined.body}`);
  }
  return { id, playerIds: players.map((p) => p.id), players };
}

/** A started tournament of `count` new players, and its matches. */
async function startedTournament(count: number, overrides: Record<string, unknown> = {}) {
  const { id, players } = await tournamentWithPlayers(count, overrides);
  const owner = callAs(t.app, accounts.owner.token);
  const started = await owner('POST', `/api/tournaments/${id}/start`);
  if (started.statusCode !== 200) throw new Error(`start failed: ${started.body}`);
  const matches = (await owner('GET', `/api/matches/tournament/${id}`)).json<{
    data: { id: string; player1Id: string; player2Id: string; courtId: string }[];
  }>().data;
  return { id, matches, players };
}

/** Decision 027: a match whose player entered the deciding score, awaiting confirmation. */
async function awaitingMatch() {
  const { matches, players } = await startedTournament(2, { scoreConfirmation: true });
  const [match] = matches;
  const entrant = players.find((p) => p.id === match!.player1Id)!;
  const sent = await callAs(t.app, entrant.token)('PUT', `/api/matches/${match!.id}/score`, {
    score: { player1: [11, 11], player2: [3, 3] },
  });
  if (sent.json().data?.awaitingConfirmation !== true) throw new Error(`score: ${sent.body}`);
  return match!;
}

/** A second event's body (decision 034). */
const EVENT_INPUT = {
  name: 'Mixed Doubles 3.5',
  category: 'mixed',
  type: 'doubles',
  format: 'knockout',
  maxParticipants: 8,
};

/** A fresh tournament of the owner's with a second event. */
async function tournamentWithEvent() {
  const id = await freshTournament();
  const added = await callAs(t.app, accounts.owner.token)(
    'POST',
    `/api/tournaments/${id}/events`,
    EVENT_INPUT,
  );
  if (added.statusCode !== 201) throw new Error(`event: ${added.body}`);
  return { id, eventId: added.json<{ data: { id: string } }>().data.id };
}

/** A fresh doubles tournament of the owner's that the players of `tokens` joined. */
async function doublesWith(tokens: string[] = []) {
  const id = await freshTournament({ type: 'doubles' });
  for (const token of tokens) {
    const joined = await callAs(t.app, token)('POST', `/api/tournaments/${id}/join`);
    if (joined.statusCode !== 200) throw new Error(`join: ${joined.body}`);
  }
  return id;
}

/**
 * The mailed token of a partner request (decision 038) from a new player of a doubles event: to
 * `accounts.player` when they call, else to a new player (so the caller is not the one asked).
 */
async function partnerTokenFor(caller: Caller) {
  const [sender, stranger] = await createSessionUsers(t.app.db, 2);
  const id = await doublesWith([sender!.token]);
  const to = caller === 'player' ? accounts.player.email : stranger!.email;
  const sent = await callAs(t.app, sender!.token)(
    'POST',
    `/api/tournaments/${id}/partner-requests`,
    {
      email: to,
    },
  );
  if (sent.statusCode !== 201) throw new Error(`partner request: ${sent.body}`);
  return mailedToken(t.app.db, to, '/partner-request');
}

/**
 * The id of an open partner request from a new player of a doubles event to `accounts.player`
 * when they call, else to a new player. Written directly: the mailed path's per-recipient limit
 * (3 a day) is spent on `accounts.player` by the token routes' rows.
 */
async function partnerRequestIdFor(caller: Caller) {
  const [sender, stranger] = await createSessionUsers(t.app.db, 2);
  const eventId = await doublesWith([sender!.token]);
  const to =
    caller === 'player' ? { id: accounts.player.user.id, email: accounts.player.email } : stranger!;
  const [row] = await t.app.db
    .insert(partnerRequests)
    .values({
      eventId,
      senderId: sender!.id,
      recipientId: to.id,
      email: to.email.toLowerCase(),
      tokenHash: hashToken(`matrix-${eventId}`),
      askedBy: 'name',
      expiresAt: new Date(Date.now() + 3_600_000),
    })
    .returning({ id: partnerRequests.id });
  return row!.id;
}

/** The id of an open request sent by `accounts.player` when they call, else by a new player. */
async function sentPartnerRequestIdFor(caller: Caller) {
  const [fresh] = await createSessionUsers(t.app.db, 1);
  const sender = caller === 'player' ? accounts.player : fresh!;
  const id = await doublesWith([sender.token]);
  const sent = await callAs(t.app, sender.token)(
    'POST',
    `/api/tournaments/${id}/partner-requests`,
    {
      email: uniqueEmail('partner'),
    },
  );
  if (sent.statusCode !== 201) throw new Error(`partner request: ${sent.body}`);
  const [row] = await t.app.db
    .select({ id: partnerRequests.id })
    .from(partnerRequests)
    .where(eq(partnerRequests.eventId, id));
  return row!.id;
}

/** Check-in opened an hour ago (decision 025). */
const CHECK_IN_OPEN = { checkInOpensAt: new Date(Date.now() - 3_600_000).toISOString() };

/** A tournament with check-in open that `accounts.player` joined when `caller` is 'player'. */
async function checkInTournamentFor(caller: Caller) {
  const id = await freshTournament(CHECK_IN_OPEN);
  if (caller === 'player') {
    await callAs(t.app, accounts.player.token)('POST', `/api/tournaments/${id}/join`);
  }
  return id;
}

/** The tournament of the last ticket `ticketToken` opened. */
let lastTicketTournament = '';

/** A player's ticket token (they open their ticket page) in a check-in tournament. */
async function ticketToken() {
  const id = await freshTournament(CHECK_IN_OPEN);
  lastTicketTournament = id;
  const [player] = await createSessionUsers(t.app.db, 1);
  await callAs(t.app, player!.token)('POST', `/api/tournaments/${id}/join`);
  const ticket = await callAs(t.app, player!.token)('GET', `/api/tournaments/${id}/ticket`);
  return { id, token: ticket.json<{ data: { token: string } }>().data.token };
}

/** A mailed token for a new account: `/verify-email` or `/reset-password`. */
async function mailedTokenFor(path: '/verify-email' | '/reset-password') {
  const email = uniqueEmail('matrix');
  const register = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Token Holder', email, password: STRONG_PASSWORD, role: 'player' },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  if (path === '/reset-password') {
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  }
  return mailedToken(t.app.db, email, path);
}

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** Overrides the caller's usual session (logout revokes the one it is given). */
  token?: string | null;
}

/**
 * A self-only cell on a fresh account: the owner caller acts as that account (its own
 * resource), the others act on it with their own sessions.
 */
async function onFreshAccount(
  caller: Caller,
  build: (target: FreshAccount) => Promise<Omit<Call, 'token'>> | Omit<Call, 'token'>,
): Promise<Call> {
  const target = await createAccount(t.app);
  const call = await build(target);
  return caller === 'owner' ? { ...call, token: target.token } : call;
}

/** A signed-in cell that changes the caller's own account: a fresh one per signed-in caller. */
async function asFreshAccount(
  caller: Caller,
  build: (account: FreshAccount) => Promise<Omit<Call, 'token'>> | Omit<Call, 'token'>,
): Promise<Call> {
  const account = await createAccount(t.app, {
    role: caller === 'player' || caller === 'anonymous' ? 'player' : 'organizer',
  });
  const call = await build(account);
  return { ...call, token: caller === 'anonymous' ? null : account.token };
}

/** A valid request per route, built per cell so that cells do not disturb each other. */
const REQUESTS: Record<string, (caller: Caller) => Promise<Call>> = {
  'GET /api/health': async () => ({ method: 'GET', url: '/api/health' }),
  'GET /api/ready': async () => ({ method: 'GET', url: '/api/ready' }),
  'POST /api/auth/register': async () => ({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'New Person', email: uniqueEmail('new'), password: STRONG_PASSWORD },
  }),
  'GET /api/auth/verify-email': async () => ({
    method: 'GET',
    url: `/api/auth/verify-email?token=${await mailedTokenFor('/verify-email')}`,
  }),
  'POST /api/auth/resend-verification': async () => ({
    method: 'POST',
    url: '/api/auth/resend-verification',
    payload: { email: accounts.player.email },
  }),
  'POST /api/auth/login': async () => ({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: accounts.player.email, password: STRONG_PASSWORD },
  }),
  'POST /api/auth/logout': async (caller) => ({
    method: 'POST',
    url: '/api/auth/logout',
    token:
      caller === 'anonymous'
        ? null
        : await createSession(t.app.db, accounts[caller].user.id, false),
  }),
  'GET /api/auth/profile': async () => ({ method: 'GET', url: '/api/auth/profile' }),
  'POST /api/auth/forgot-password': async () => ({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: accounts.player.email },
  }),
  'POST /api/auth/reset-password': async () => ({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token: await mailedTokenFor('/reset-password'), password: 'Fresh$Court2027' },
  }),
  'POST /api/contact': async () => ({
    method: 'POST',
    url: '/api/contact',
    payload: {
      name: 'Curious Visitor',
      email: 'visitor@example.com',
      subject: 'Club pricing',
      message: 'Do you offer club plans?',
      type: 'general',
    },
  }),
  'GET /api/tournaments': async () => ({ method: 'GET', url: '/api/tournaments' }),
  'POST /api/tournaments': async () => ({
    method: 'POST',
    url: '/api/tournaments',
    payload: tournamentInput(),
  }),
  'GET /api/tournaments/:id': async () => ({ method: 'GET', url: `/api/tournaments/${sharedId}` }),
  'PUT /api/tournaments/:id': async () => ({
    method: 'PUT',
    url: `/api/tournaments/${await freshTournament()}`,
    payload: { name: 'Renamed Smash', maxParticipants: 8 },
  }),
  'DELETE /api/tournaments/:id': async () => ({
    method: 'DELETE',
    url: `/api/tournaments/${await freshTournament()}`,
  }),
  'GET /api/tournaments/:id/events': async () => ({
    method: 'GET',
    url: `/api/tournaments/${sharedId}/events`,
  }),
  'GET /api/tournaments/:id/schedule': async () => ({
    method: 'GET',
    url: `/api/tournaments/${sharedId}/schedule`,
  }),
  'POST /api/tournaments/:id/events': async () => ({
    method: 'POST',
    url: `/api/tournaments/${await freshTournament()}/events`,
    payload: EVENT_INPUT,
  }),
  'PATCH /api/tournaments/:id/events/:eventId': async () => {
    const { id, eventId } = await tournamentWithEvent();
    return {
      method: 'PATCH',
      url: `/api/tournaments/${id}/events/${eventId}`,
      payload: { minRating: 3 },
    };
  },
  'DELETE /api/tournaments/:id/events/:eventId': async () => {
    const { id, eventId } = await tournamentWithEvent();
    return { method: 'DELETE', url: `/api/tournaments/${id}/events/${eventId}` };
  },
  'POST /api/tournaments/:id/events/start': async () => ({
    method: 'POST',
    url: `/api/tournaments/${(await tournamentWithPlayers(2)).id}/events/start`,
    payload: {},
  }),
  'POST /api/tournaments/:id/events/:eventId/start': async () => {
    const { id } = await tournamentWithPlayers(2);
    return { method: 'POST', url: `/api/tournaments/${id}/events/${id}/start` };
  },
  'POST /api/tournaments/:id/registrations': async () => {
    const { id, eventId } = await tournamentWithEvent();
    return {
      method: 'POST',
      url: `/api/tournaments/${id}/registrations`,
      payload: { events: [{ eventId: id }, { eventId }] },
    };
  },
  'GET /api/tournaments/:id/events/:eventId/eligibility-overrides': async () => {
    const { id, eventId } = await tournamentWithEvent();
    return { method: 'GET', url: `/api/tournaments/${id}/events/${eventId}/eligibility-overrides` };
  },
  'POST /api/tournaments/:id/events/:eventId/eligibility-overrides': async () => {
    const { id, eventId } = await tournamentWithEvent();
    return {
      method: 'POST',
      url: `/api/tournaments/${id}/events/${eventId}/eligibility-overrides`,
      payload: { userId: accounts.player.user.id },
    };
  },
  'DELETE /api/tournaments/:id/events/:eventId/eligibility-overrides': async () => {
    const { id, eventId } = await tournamentWithEvent();
    const url = `/api/tournaments/${id}/events/${eventId}/eligibility-overrides`;
    const payload = { userId: accounts.player.user.id };
    const granted = await callAs(t.app, accounts.owner.token)('POST', url, payload);
    if (granted.statusCode !== 201) throw new Error(`override: ${granted.body}`);
    return { method: 'DELETE', url, payload };
  },
  'GET /api/tournaments/:id/looking-for-partner': async () => ({
    method: 'GET',
    url: `/api/tournaments/${await doublesWith()}/looking-for-partner`,
  }),
  'POST /api/tournaments/:id/partner-requests': async (caller) => ({
    method: 'POST',
    url: `/api/tournaments/${await doublesWith(caller === 'player' ? [accounts.player.token] : [])}/partner-requests`,
    payload: { email: uniqueEmail('partner') },
  }),
  'POST /api/tournaments/partner-requests/accept': async (caller) => ({
    method: 'POST',
    url: '/api/tournaments/partner-requests/accept',
    payload: { token: await partnerTokenFor(caller) },
  }),
  'POST /api/tournaments/partner-requests/decline': async (caller) => ({
    method: 'POST',
    url: '/api/tournaments/partner-requests/decline',
    payload: { token: await partnerTokenFor(caller) },
  }),
  'GET /api/tournaments/partner-requests': async () => ({
    method: 'GET',
    url: '/api/tournaments/partner-requests',
  }),
  'GET /api/tournaments/partner-requests/by-token': async () => ({
    method: 'GET',
    // Any signed-in holder of a link reads it: a link mailed to someone else (the limits).
    url: `/api/tournaments/partner-requests/by-token?token=${await partnerTokenFor('otherOrganizer')}`,
  }),
  'POST /api/tournaments/partner-requests/:id/withdraw': async (caller) => ({
    method: 'POST',
    url: `/api/tournaments/partner-requests/${await sentPartnerRequestIdFor(caller)}/withdraw`,
  }),
  'POST /api/tournaments/partner-requests/:id/accept': async (caller) => ({
    method: 'POST',
    url: `/api/tournaments/partner-requests/${await partnerRequestIdFor(caller)}/accept`,
  }),
  'POST /api/tournaments/partner-requests/:id/decline': async (caller) => ({
    method: 'POST',
    url: `/api/tournaments/partner-requests/${await partnerRequestIdFor(caller)}/decline`,
  }),
  'POST /api/tournaments/:id/join': async () => ({
    method: 'POST',
    url: `/api/tournaments/${await freshTournament()}/join`,
  }),
  'POST /api/tournaments/:id/waitlist': async () => ({
    method: 'POST',
    url: `/api/tournaments/${(await tournamentWithPlayers(4, { maxParticipants: 4 })).id}/waitlist`,
  }),
  'POST /api/tournaments/:id/leave': async (caller) => {
    const id = await freshTournament();
    if (caller === 'player')
      await callAs(t.app, tokenOf(caller))('POST', `/api/tournaments/${id}/join`);
    return { method: 'POST', url: `/api/tournaments/${id}/leave` };
  },
  'POST /api/tournaments/:id/participants/add-by-organizer': async () => ({
    method: 'POST',
    url: `/api/tournaments/${await freshTournament()}/participants/add-by-organizer`,
    payload: { name: 'Invited Player', email: uniqueEmail('invited') },
  }),
  'DELETE /api/tournaments/:id/participants/:userId': async () => {
    const { id, playerIds } = await tournamentWithPlayers(1);
    return { method: 'DELETE', url: `/api/tournaments/${id}/participants/${playerIds[0]}` };
  },
  'POST /api/tournaments/:id/contact': async () => ({
    method: 'POST',
    url: `/api/tournaments/${sharedId}/contact`,
    payload: { subject: 'Parking', message: 'Is there parking at the venue?' },
  }),
  'GET /api/teams/tournament/:id': async () => ({
    method: 'GET',
    url: `/api/teams/tournament/${sharedId}`,
  }),
  'POST /api/tournaments/:id/start': async () => ({
    method: 'POST',
    url: `/api/tournaments/${(await tournamentWithPlayers(2)).id}/start`,
  }),
  'GET /api/tournaments/:id/bracket': async () => ({
    method: 'GET',
    url: `/api/tournaments/${sharedId}/bracket`,
  }),
  'GET /api/matches/tournament/:id': async () => ({
    method: 'GET',
    url: `/api/matches/tournament/${sharedId}`,
  }),
  'GET /api/matches/tournament/:id/bracket': async () => ({
    method: 'GET',
    url: `/api/matches/tournament/${sharedId}/bracket`,
  }),
  'POST /api/matches/tournament/:id/next-round': async () => {
    // A round robin whose only group is complete: next comes its knockout stage.
    const { id, matches } = await startedTournament(3, {
      format: 'round-robin',
      knockoutEnabled: true,
      advanceCount: 2,
    });
    for (const match of matches) {
      await callAs(t.app, accounts.owner.token)('PUT', `/api/matches/${match.id}/score`, {
        score: { player1: [11, 11], player2: [3, 3] },
      });
    }
    return { method: 'POST', url: `/api/matches/tournament/${id}/next-round` };
  },
  'GET /api/matches/:id': async () => {
    const { matches } = await startedTournament(2);
    return { method: 'GET', url: `/api/matches/${matches[0]!.id}` };
  },
  'PUT /api/matches/:id/score': async () => {
    const { matches } = await startedTournament(2);
    return {
      method: 'PUT',
      url: `/api/matches/${matches[0]!.id}/score`,
      payload: { score: { player1: [5], player2: [3] } },
    };
  },
  'POST /api/matches/:id/special-result': async () => {
    const { matches } = await startedTournament(2);
    return {
      method: 'POST',
      url: `/api/matches/${matches[0]!.id}/special-result`,
      payload: { kind: 'walkover', winner: matches[0]!.player1Id },
    };
  },
  'POST /api/tournaments/:id/participants/:entrantId/withdraw': async () => {
    const { id, matches } = await startedTournament(2);
    return {
      method: 'POST',
      url: `/api/tournaments/${id}/participants/${matches[0]!.player1Id}/withdraw`,
    };
  },
  'POST /api/tournaments/:id/winner': async () => {
    const { id } = await startedTournament(4, { format: 'round-robin', numGroups: 2 });
    return {
      method: 'POST',
      url: `/api/tournaments/${id}/winner`,
      payload: { winnerName: 'Cham Pion' },
    };
  },
  'GET /api/matches/:id/score-keepers': async () => {
    const { matches } = await startedTournament(2);
    return { method: 'GET', url: `/api/matches/${matches[0]!.id}/score-keepers` };
  },
  'POST /api/matches/:id/score-keepers': async () => {
    const { matches } = await startedTournament(2);
    return {
      method: 'POST',
      url: `/api/matches/${matches[0]!.id}/score-keepers`,
      payload: { userId: accounts.player.user.id },
    };
  },
  'DELETE /api/matches/:id/score-keepers': async () => {
    const { matches } = await startedTournament(2);
    return {
      method: 'DELETE',
      url: `/api/matches/${matches[0]!.id}/score-keepers`,
      payload: { userId: accounts.player.user.id },
    };
  },
  'GET /api/tournaments/:id/score-keepers': async () => ({
    method: 'GET',
    url: `/api/tournaments/${sharedId}/score-keepers`,
  }),
  'POST /api/tournaments/:id/score-keepers': async () => {
    const { id } = await startedTournament(2);
    return {
      method: 'POST',
      url: `/api/tournaments/${id}/score-keepers`,
      payload: { userId: accounts.player.user.id },
    };
  },
  'DELETE /api/tournaments/:id/score-keepers': async () => {
    const { id } = await startedTournament(2);
    return {
      method: 'DELETE',
      url: `/api/tournaments/${id}/score-keepers`,
      payload: { userId: accounts.player.user.id, courtId: null },
    };
  },
  'POST /api/matches/:id/confirm': async () => ({
    method: 'POST',
    url: `/api/matches/${(await awaitingMatch()).id}/confirm`,
  }),
  'POST /api/matches/:id/dispute': async () => ({
    method: 'POST',
    url: `/api/matches/${(await awaitingMatch()).id}/dispute`,
    payload: { note: 'The second game was closer' },
  }),
  'POST /api/tournaments/:id/reopen': async () => {
    const { id, matches } = await startedTournament(2);
    const scored = await callAs(t.app, accounts.owner.token)(
      'PUT',
      `/api/matches/${matches[0]!.id}/score`,
      { score: { player1: [11, 11], player2: [3, 3] } },
    );
    if (scored.statusCode !== 200) throw new Error(`score: ${scored.body}`);
    return { method: 'POST', url: `/api/tournaments/${id}/reopen` };
  },
  'GET /api/users/search': async () => ({ method: 'GET', url: '/api/users/search?q=matrix' }),
  'GET /api/matches': async () => ({ method: 'GET', url: '/api/matches?mine=true' }),
  'POST /api/matches': async () => {
    const { id, matches } = await startedTournament(2);
    const [first] = matches;
    return {
      method: 'POST',
      url: '/api/matches',
      payload: {
        tournamentId: id,
        player1Id: first!.player1Id,
        player2Id: first!.player2Id,
        startTime: '2099-06-01T10:00:00Z',
        courtName: 'Show Court',
      },
    };
  },
  'PUT /api/matches/:id/details': async () => {
    const { matches } = await startedTournament(2);
    return {
      method: 'PUT',
      url: `/api/matches/${matches[0]!.id}/details`,
      payload: { startTime: '2099-06-01T10:00:00Z' },
    };
  },
  'PUT /api/tournaments/:id/match-schedule': async () => {
    const { id, matches } = await startedTournament(2);
    return {
      method: 'PUT',
      url: `/api/tournaments/${id}/match-schedule`,
      payload: { matchId: matches[0]!.id, startTime: '2099-06-01T10:00:00Z' },
    };
  },
  'PUT /api/matches/:id/status': async () => {
    const { matches } = await startedTournament(2);
    return {
      method: 'PUT',
      url: `/api/matches/${matches[0]!.id}/status`,
      payload: { status: 'in-progress' },
    };
  },
  'POST /api/matches/:id/start-early': async () => {
    const { matches } = await startedTournament(2);
    return { method: 'POST', url: `/api/matches/${matches[0]!.id}/start-early` };
  },
  'GET /api/matches/tournament/:id/desk': async () => {
    const { id } = await startedTournament(2);
    return { method: 'GET', url: `/api/matches/tournament/${id}/desk` };
  },
  'POST /api/matches/:id/call': async () => {
    const { matches } = await startedTournament(2);
    return {
      method: 'POST',
      url: `/api/matches/${matches[0]!.id}/call`,
      payload: { courtId: matches[0]!.courtId },
    };
  },
  'POST /api/matches/:id/uncall': async () => {
    const { matches } = await startedTournament(2);
    const call = await callAs(t.app, accounts.owner.token)(
      'POST',
      `/api/matches/${matches[0]!.id}/call`,
      { courtId: matches[0]!.courtId },
    );
    if (call.statusCode !== 200) throw new Error(call.body);
    return { method: 'POST', url: `/api/matches/${matches[0]!.id}/uncall` };
  },
  'POST /api/auth/login/2fa': async () => {
    const account = await createAccount(t.app);
    const { recoveryCodes } = await enableTwoFactorFor(t.app, account.token);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: STRONG_PASSWORD },
    });
    const { challenge } = login.json<{ data: { challenge: string } }>().data;
    return {
      method: 'POST',
      url: '/api/auth/login/2fa',
      payload: { challenge, code: recoveryCodes[0] },
    };
  },
  'POST /api/auth/2fa/setup': (caller) =>
    asFreshAccount(caller, () => ({ method: 'POST', url: '/api/auth/2fa/setup' })),
  'POST /api/auth/2fa/enable': (caller) =>
    asFreshAccount(caller, async (account) => {
      const setup = await callAs(t.app, account.token)('POST', '/api/auth/2fa/setup');
      const { secret } = setup.json<{ data: { secret: string } }>().data;
      return { method: 'POST', url: '/api/auth/2fa/enable', payload: { code: totpCode(secret) } };
    }),
  'POST /api/auth/2fa/recovery-codes': (caller) =>
    asFreshAccount(caller, async (account) => {
      const { recoveryCodes } = await enableTwoFactorFor(t.app, account.token);
      return {
        method: 'POST',
        url: '/api/auth/2fa/recovery-codes',
        payload: { password: STRONG_PASSWORD, code: recoveryCodes[0] },
      };
    }),
  'POST /api/auth/2fa/disable': (caller) =>
    asFreshAccount(caller, async (account) => {
      const { recoveryCodes } = await enableTwoFactorFor(t.app, account.token);
      return {
        method: 'POST',
        url: '/api/auth/2fa/disable',
        payload: { password: STRONG_PASSWORD, code: recoveryCodes[0] },
      };
    }),
  'GET /api/users': async () => ({ method: 'GET', url: '/api/users?q=matrix' }),
  'GET /api/users/:id': async () => ({
    method: 'GET',
    url: `/api/users/${accounts.owner.user.id}`,
  }),
  'PUT /api/users/:id': (caller) =>
    onFreshAccount(caller, (target) => ({
      method: 'PUT',
      url: `/api/users/${target.id}`,
      payload: { name: 'Renamed Person', location: 'Tulsa, OK' },
    })),
  'PUT /api/users/:id/settings': (caller) =>
    onFreshAccount(caller, (target) => ({
      method: 'PUT',
      url: `/api/users/${target.id}/settings`,
      payload: { preferences: { theme: 'dark' } },
    })),
  'PUT /api/users/:id/password': (caller) =>
    onFreshAccount(caller, (target) => ({
      method: 'PUT',
      url: `/api/users/${target.id}/password`,
      payload: { currentPassword: STRONG_PASSWORD, newPassword: 'Zq8!mVt#2027pl' },
    })),
  'GET /api/users/:id/export': (caller) =>
    onFreshAccount(caller, (target) => ({ method: 'GET', url: `/api/users/${target.id}/export` })),
  'DELETE /api/users/:id': (caller) =>
    onFreshAccount(caller, (target) => ({
      method: 'DELETE',
      url: `/api/users/${target.id}`,
      payload: { password: STRONG_PASSWORD },
    })),
  'POST /api/users/:id/profile-picture': (caller) =>
    onFreshAccount(caller, async (target) => {
      const body = multipartFile(await pngOf());
      return {
        method: 'POST',
        url: `/api/users/${target.id}/profile-picture`,
        payload: body.payload,
        headers: body.headers,
      };
    }),
  'DELETE /api/users/:id/profile-picture': (caller) =>
    onFreshAccount(caller, async (target) => {
      await uploadAs(t.app, target.token, target.id, multipartFile(await pngOf()));
      return { method: 'DELETE', url: `/api/users/${target.id}/profile-picture` };
    }),
  'GET /api/users/:id/profile-picture/:file': async () => {
    const target = await createAccount(t.app);
    const uploaded = await uploadAs(t.app, target.token, target.id, multipartFile(await pngOf()));
    return {
      method: 'GET',
      url: uploaded.json<{ data: { profileImage: string } }>().data.profileImage,
    };
  },
  'GET /api/players/rankings': async () => ({
    method: 'GET',
    url: '/api/players/rankings?sort=wins&level=intermediate',
  }),
  'GET /api/players/with-stats': async () => ({ method: 'GET', url: '/api/players/with-stats' }),
  'GET /api/dashboard/organizer': async () => ({ method: 'GET', url: '/api/dashboard/organizer' }),
  'GET /api/players/:id': async () => ({
    method: 'GET',
    url: `/api/players/${accounts.player.user.id}`,
  }),
  'GET /api/players/:id/stats': async () => ({
    method: 'GET',
    url: `/api/players/${accounts.player.user.id}/stats`,
  }),
  'PUT /api/players/:id': (caller) =>
    onFreshAccount(caller, (target) => ({
      method: 'PUT',
      url: `/api/players/${target.id}`,
      payload: { favoriteShot: 'lob', preferredHand: 'left' },
    })),
  'GET /api/public/tournaments/:id': async () => ({
    method: 'GET',
    url: `/api/public/tournaments/${sharedId}`,
  }),
  'GET /api/tournaments/:id/desk-staff': async () => ({
    method: 'GET',
    url: `/api/tournaments/${sharedId}/desk-staff`,
  }),
  'POST /api/tournaments/:id/desk-staff': async () => ({
    method: 'POST',
    url: `/api/tournaments/${await freshTournament()}/desk-staff`,
    payload: { userId: accounts.player.user.id },
  }),
  'DELETE /api/tournaments/:id/desk-staff': async () => ({
    method: 'DELETE',
    url: `/api/tournaments/${await freshTournament()}/desk-staff`,
    payload: { userId: accounts.player.user.id },
  }),
  'GET /api/tournaments/:id/check-in': async () => ({
    method: 'GET',
    url: `/api/tournaments/${(await tournamentWithPlayers(2, CHECK_IN_OPEN)).id}/check-in?q=a`,
  }),
  'POST /api/tournaments/:id/check-in': async (caller) => ({
    method: 'POST',
    url: `/api/tournaments/${await checkInTournamentFor(caller)}/check-in`,
  }),
  'POST /api/tournaments/:id/participants/:userId/check-in': async () => {
    const { id, playerIds } = await tournamentWithPlayers(1, CHECK_IN_OPEN);
    return { method: 'POST', url: `/api/tournaments/${id}/participants/${playerIds[0]}/check-in` };
  },
  'DELETE /api/tournaments/:id/participants/:userId/check-in': async () => {
    const { id, playerIds } = await tournamentWithPlayers(1, CHECK_IN_OPEN);
    return {
      method: 'DELETE',
      url: `/api/tournaments/${id}/participants/${playerIds[0]}/check-in`,
    };
  },
  'GET /api/tournaments/:id/ticket': async (caller) => ({
    method: 'GET',
    url: `/api/tournaments/${await checkInTournamentFor(caller)}/ticket`,
  }),
  'POST /api/tournaments/:id/withdraw-no-shows': async () => ({
    method: 'POST',
    url: `/api/tournaments/${(await tournamentWithPlayers(2, CHECK_IN_OPEN)).id}/withdraw-no-shows`,
  }),
  'GET /api/check-in/mine': async () => ({ method: 'GET', url: '/api/check-in/mine' }),
  'POST /api/check-in/:token': async () => ({
    method: 'POST',
    url: `/api/check-in/${(await ticketToken()).token}`,
  }),
  'POST /api/calendar-feeds': async () => ({ method: 'POST', url: '/api/calendar-feeds' }),
  'DELETE /api/calendar-feeds': async () => ({ method: 'DELETE', url: '/api/calendar-feeds' }),
  'GET /api/calendar/:token.ics': async () => {
    const account = await createAccount(t.app);
    const created = await callAs(t.app, account.token)('POST', '/api/calendar-feeds');
    const { url } = created.json<{ data: { url: string } }>().data;
    return { method: 'GET', url: new URL(url).pathname };
  },
  'GET /api/tournaments/:id/calendar.ics': async () => ({
    method: 'GET',
    url: `/api/tournaments/${sharedId}/calendar.ics`,
  }),
  'GET /api/tournaments/:id/export/entrants.csv': async () => ({
    method: 'GET',
    url: `/api/tournaments/${sharedId}/export/entrants.csv`,
  }),
  'GET /api/tournaments/:id/export/results.csv': async () => ({
    method: 'GET',
    url: `/api/tournaments/${(await startedTournament(2)).id}/export/results.csv`,
  }),
  'POST /api/teams/tournament/:id': async () => {
    const { id, playerIds } = await tournamentWithPlayers(2, { type: 'doubles' });
    return {
      method: 'POST',
      url: `/api/teams/tournament/${id}`,
      payload: { teams: [{ playerIds }] },
    };
  },
};

async function send(call: Call, caller: Caller) {
  const token = call.token === undefined ? tokenOf(caller) : call.token;
  return t.app.inject({
    method: call.method,
    url: call.url,
    payload: call.payload,
    headers: { ...call.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const documentedRoutes = () =>
  listOperations(t.app.swagger() as { paths?: Record<string, unknown> });

describe('authorization matrix (security audit)', () => {
  it('lists every route of the OpenAPI document, and only those', () => {
    const routes = documentedRoutes().map((op) => op.route);
    expect(Object.keys(MATRIX).sort()).toEqual([...routes].sort());
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(MATRIX).sort());
    const isProtected = documentedRoutes()
      .filter((op) => op.isProtected)
      .map((op) => op.route);
    expect(Object.keys(ANONYMOUS_INVALID).sort()).toEqual(isProtected.sort());
    for (const route of isProtected) expect(MATRIX[route]?.anonymous, route).toBe(401);
  });

  it.each(Object.keys(MATRIX))('%s', async (route) => {
    const actual = {} as Row;
    const wrong: string[] = [];
    for (const caller of CALLERS) {
      const response = await send(await REQUESTS[route]!(caller), caller);
      actual[caller] = response.statusCode;
      const forbidden = FORBIDDEN_MESSAGES[route] ?? TOURNAMENT_MESSAGES.onlyOwner;
      const isWrong =
        response.statusCode !== MATRIX[route]![caller] ||
        (response.statusCode === 403 && response.json<{ message: string }>().message !== forbidden);
      if (isWrong) wrong.push(`${caller}: ${response.statusCode} ${response.body}`);
    }
    expect(actual, wrong.join('\n')).toEqual(MATRIX[route]);
    expect(wrong, 'a 403 without its message').toEqual([]);
  });
});

/**
 * The desk's rows with a fifth caller: a user the owner named desk staff of the tournament
 * may do what the organizer does at the desk (200); a signed-in user who is not may not (403),
 * as the matrix's player and other organizer show.
 */
describe('desk staff (decision 025)', () => {
  const DESK_ROUTES = Object.keys(MATRIX).filter((route) => MATRIX[route] === DESK_ONLY);

  it('covers every desk route', () => {
    expect(DESK_ROUTES.sort()).toEqual(
      [
        'GET /api/tournaments/:id/check-in',
        'POST /api/tournaments/:id/participants/:userId/check-in',
        'DELETE /api/tournaments/:id/participants/:userId/check-in',
        'POST /api/check-in/:token',
      ].sort(),
    );
  });

  it.each(DESK_ROUTES)('%s: desk staff 200, a staff of another tournament 403', async (route) => {
    const call = await REQUESTS[route]!('owner');
    const id = /\/tournaments\/([0-9a-f-]{36})/.exec(call.url)?.[1];
    const tournamentId = id ?? lastTicketTournament;
    const [staff, strangerStaff] = await createSessionUsers(t.app.db, 2);
    const owner = callAs(t.app, accounts.owner.token);
    const named = await owner('POST', `/api/tournaments/${tournamentId}/desk-staff`, {
      userId: staff!.id,
    });
    expect(named.statusCode, named.body).toBe(200);
    await owner('POST', `/api/tournaments/${sharedId}/desk-staff`, { userId: strangerStaff!.id });

    const stranger = await send({ ...call, token: strangerStaff!.token }, 'player');
    expect(stranger.statusCode, stranger.body).toBe(403);
    const answer = await send({ ...call, token: staff!.token }, 'player');
    expect(answer.statusCode, answer.body).toBe(200);
  });
});

describe('anonymous with invalid input (authentication before validation)', () => {
  it.each(Object.keys(ANONYMOUS_INVALID))('%s -> 401', async (route) => {
    const { id, query, payload, headers } = ANONYMOUS_INVALID[route]!;
    const [method, path] = route.split(' ') as [Call['method'], string];
    const url = path.replace(':id', id ?? sharedId) + (query ? `?${query}` : '');
    const response = await t.app.inject({ method, url, payload, headers });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json<{ code: string }>().code).toBe('UNAUTHORIZED');
  });
});
