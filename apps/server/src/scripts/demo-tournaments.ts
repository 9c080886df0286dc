import { and, eq, inArray } from 'drizzle-orm';
import { createTournamentInputSchema } from '@courtside/shared/validation/tournament';
import { DEFAULT_RULES_HTML } from '@courtside/shared/constants';
import { pairTeamsByRating } from '@courtside/shared/domain/teams';
import type { Db } from '../db/client';
import { teamMembers, teams, tournamentParticipants, tournaments, users } from '../db/schema';
import { createTournament } from '../services/tournaments/create-tournament';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Upcoming demo tournaments; the players listed by email join each one. */
const DEMO_TOURNAMENTS = [
  {
    input: {
      name: 'Austin Spring Open',
      description: 'A friendly singles knockout for every level. Bring water and a smile.',
      category: 'men',
      type: 'singles',
      format: 'knockout',
      startDate: inDays(14),
      endDate: inDays(15),
      timeZone: 'America/Chicago',
      location: 'Zilker Park Courts, Austin, TX',
      maxParticipants: 16,
      entryFee: 25,
      prizePool: 400,
      rules: DEFAULT_RULES_HTML,
    },
    players: ['paul@courtside.demo', 'priya@courtside.demo', 'marco@courtside.demo'],
  },
  {
    input: {
      name: 'Doubles Dash',
      description: 'Round-robin doubles in two groups, then the top two of each to a knockout.',
      category: 'women',
      type: 'doubles',
      format: 'round-robin',
      startDate: inDays(21),
      timeZone: 'America/Denver',
      location: 'Riverside Rec Center, Denver, CO',
      maxParticipants: 8,
      numGroups: 2,
      knockoutEnabled: true,
      advanceCount: 2,
    },
    players: [
      'paul@courtside.demo',
      'priya@courtside.demo',
      'marco@courtside.demo',
      'grace@courtside.demo',
    ],
    pairTeams: true,
  },
  {
    input: {
      name: 'Kids Dink Day',
      category: 'kids',
      type: 'mixed',
      format: 'swiss',
      startDate: inDays(35),
      location: 'Sunnyvale Community Center, CA',
      maxParticipants: 4,
    },
    players: ['grace@courtside.demo'],
  },
] as const;

/**
 * Creates the demo tournaments that do not exist yet (by name, for this
 * organizer), with their players and, for doubles, balanced teams.
 */
export async function seedDemoTournaments(db: Db, organizerEmail: string): Promise<number> {
  const [organizer] = await db.select().from(users).where(eq(users.email, organizerEmail));
  if (!organizer) throw new Error(`no demo organizer ${organizerEmail}`);
  let created = 0;
  for (const demo of DEMO_TOURNAMENTS) {
    const [existing] = await db
      .select({ id: tournaments.id })
      .from(tournaments)
      .where(and(eq(tournaments.organizerId, organizer.id), eq(tournaments.name, demo.input.name)));
    if (existing) continue;
    const id = await createTournament(db, organizer, createTournamentInputSchema.parse(demo.input));
    const players = await db
      .select()
      .from(users)
      .where(inArray(users.email, [...demo.players]));
    await db.transaction(async (tx) => {
      await tx
        .insert(tournamentParticipants)
        .values(players.map((p) => ({ tournamentId: id, userId: p.id })));
      await tx
        .update(tournaments)
        .set({ currentParticipants: players.length })
        .where(eq(tournaments.id, id));
      if (!('pairTeams' in demo)) return;
      const { teams: proposed } = pairTeamsByRating(players);
      for (const [position, team] of proposed.entries()) {
        const [row] = await tx
          .insert(teams)
          .values({ tournamentId: id, name: team.name, position })
          .returning({ id: teams.id });
        await tx.insert(teamMembers).values(
          team.playerIds.map((userId, index) => ({
            teamId: row!.id,
            tournamentId: id,
            userId,
            position: index,
          })),
        );
      }
    });
    created += 1;
  }
  return created;
}
