/**
 * Every query key of the app, in one factory: features, the invalidations after a write and
 * the live client all take their keys from here, so a key renamed here is renamed everywhere.
 * Keys nest: invalidating a prefix (`tournaments.lists`) refreshes every key under it.
 */
export const queryKeys = {
  profile: ['auth', 'profile'] as const,
  devOutbox: ['dev', 'outbox'] as const,
  players: {
    all: ['players'] as const,
    rankings: (query: unknown) => ['players', 'rankings', query] as const,
    detail: (id: string) => ['players', 'detail', id] as const,
    /** One key for a player's statistics, whichever screen asks (Players, Profile, dashboard). */
    stats: (id: string) => ['players', 'stats', id] as const,
  },
  tournaments: {
    /** Every list of tournaments, the dashboard's included. */
    lists: ['tournaments', 'list'] as const,
    list: (query: unknown) => ['tournaments', 'list', query] as const,
    schedulable: (organizerId: string) =>
      ['tournaments', 'list', 'schedulable', organizerId] as const,
    dashboard: ['tournaments', 'list', 'dashboard'] as const,
    dashboardMine: ['tournaments', 'list', 'dashboard', 'mine'] as const,
    detail: (id: string) => ['tournaments', 'detail', id] as const,
    /** A tournament's events (decision 034): under its detail, so a write to it refreshes them. */
    events: (id: string) => ['tournaments', 'detail', id, 'events'] as const,
    /** A doubles event's players looking for a partner (decision 038), refreshed with it. */
    lookingForPartner: (id: string) =>
      ['tournaments', 'detail', id, 'looking-for-partner'] as const,
    /** Every tournament's matches, bracket and match details. */
    competitionAll: ['tournaments', 'competition'] as const,
    /** A tournament's matches, bracket and match details. */
    competition: (id: string) => ['tournaments', 'competition', id] as const,
    matches: (id: string) => ['tournaments', 'competition', id, 'matches'] as const,
    bracket: (id: string) => ['tournaments', 'competition', id, 'bracket'] as const,
    /** The desk's courts and queue (issue 27): refetched on every match event of the tournament. */
    desk: (id: string) => ['tournaments', 'competition', id, 'desk'] as const,
    match: (id: string, matchId: string) =>
      ['tournaments', 'competition', id, 'match', matchId] as const,
    scoreKeepersAll: ['tournaments', 'score-keepers'] as const,
    scoreKeepers: (id: string, matchId: string) =>
      ['tournaments', 'score-keepers', id, matchId] as const,
    /** The keepers named for the whole tournament or a court (decision 026). */
    scopedKeepers: (id: string) => ['tournaments', 'score-keepers', id, 'scopes'] as const,
  },
  partnerRequests: {
    all: ['partner-requests'] as const,
    /** The caller's open partner requests, sent and received (decision 040). */
    mine: ['partner-requests', 'mine'] as const,
    /** What a mailed link's token tells its holder. */
    byToken: (token: string) => ['partner-requests', 'by-token', token] as const,
  },
  users: {
    /** The suggestions of the score keeper combobox, per typed term. */
    suggestions: (term: string) => ['users', 'suggestions', term] as const,
  },
  checkIn: {
    all: ['check-in'] as const,
    /** The caller's own check-ins and the tournaments whose desk they are on. */
    mine: ['check-in', 'mine'] as const,
    /** The desk's list of one tournament (every search under it). */
    tournament: (id: string) => ['check-in', 'tournament', id] as const,
    list: (id: string, q: string) => ['check-in', 'tournament', id, 'list', q] as const,
    deskStaff: (id: string) => ['check-in', 'tournament', id, 'desk-staff'] as const,
    ticket: (id: string) => ['check-in', 'ticket', id] as const,
  },
  matches: {
    /** Every query of the Matches page and the dashboard's matches. */
    all: ['matches'] as const,
    lists: ['matches', 'list'] as const,
    list: (query: unknown) => ['matches', 'list', query] as const,
    dashboard: ['matches', 'list', 'dashboard'] as const,
    dashboardMine: ['matches', 'list', 'dashboard', 'mine'] as const,
    /** The dashboard's matches the user keeps (decision 026). */
    dashboardKept: ['matches', 'list', 'dashboard', 'kept'] as const,
    /** Scores awaiting the viewer's confirmation (decision 027). */
    dashboardToConfirm: ['matches', 'list', 'dashboard', 'to-confirm'] as const,
    /** The organizer's dashboard figures: refreshed with every match change. */
    organizerFigures: ['matches', 'dashboard', 'organizer'] as const,
    detail: (matchId: string) => ['matches', 'detail', matchId] as const,
  },
};
