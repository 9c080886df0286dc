import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { i18n } from '@/lib/i18n';
import { isTeamType } from '@/lib/tournaments/labels';

/**
 * What starting a tournament generates, as the confirmation says it: "A knockout bracket for 8
 * players will be generated and registration will close. This cannot be undone.", "Round-robin
 * matches in 2 groups for 8 players …", "The first Swiss round for 6 teams …". Doubles entrants
 * are teams. One sentence per format, so each language words it whole.
 */
export function startSummary(t: TournamentDetail): string {
  const entrants = isTeamType(t.type)
    ? i18n.t('{count, plural, one {# team} other {# teams}}', { count: t.teams.length })
    : i18n.t('{count, plural, one {# player} other {# players}}', {
        count: t.participants.length,
      });
  switch (t.format) {
    case 'knockout':
      return i18n.t(
        'A knockout bracket for {entrants} will be generated and registration will close. This cannot be undone.',
        { entrants },
      );
    case 'round-robin':
      return t.numGroups > 1
        ? i18n.t(
            'Round-robin matches in {groups} groups for {entrants} will be generated and registration will close. This cannot be undone.',
            { groups: t.numGroups, entrants },
          )
        : i18n.t(
            'Round-robin matches for {entrants} will be generated and registration will close. This cannot be undone.',
            { entrants },
          );
    case 'swiss':
      return i18n.t(
        'The first Swiss round for {entrants} will be generated and registration will close. This cannot be undone.',
        { entrants },
      );
    case 'double-elimination':
      return i18n.t(
        'A double elimination bracket for {entrants} will be generated and registration will close. This cannot be undone.',
        { entrants },
      );
    case 'consolation':
      return i18n.t(
        'A knockout bracket with a consolation bracket for {entrants} will be generated and registration will close. This cannot be undone.',
        { entrants },
      );
  }
}
