import { useId } from 'react';
import { MAX_PARTICIPANTS } from '@courtside/shared/constants';
import { dealIntoGroups, groupLabel } from '@courtside/shared/domain/groups';
import { i18n } from '@/lib/i18n';

interface GroupPreviewProps {
  maxParticipants: number;
  numGroups: number;
  minParticipants: number;
  /** Doubles and mixed: the places are players, paired into teams that play in the groups. */
  isTeams?: boolean;
}

const isWhole = (n: number, min: number, max: number) =>
  Number.isInteger(n) && n >= min && n <= max;

/**
 * How the places will be split: 'Player 1'..'Player N' (or, in doubles, 'Team 1'..'Team N/2',
 * since pairs play in the groups) dealt into groups A, B, C in round-robin fashion (spec
 * section 9). Hidden while the numbers do not make sense; the fields show why.
 */
export function GroupPreview({
  maxParticipants,
  numGroups,
  minParticipants,
  isTeams = false,
}: GroupPreviewProps) {
  const titleId = useId();
  const entrants = isTeams ? Math.floor(maxParticipants / 2) : maxParticipants;
  if (
    !isWhole(maxParticipants, minParticipants, MAX_PARTICIPANTS) ||
    !isWhole(numGroups, 1, entrants)
  ) {
    return null;
  }
  const slots = Array.from({ length: entrants }, (_, i) =>
    isTeams
      ? i18n.t('Team {number}', { number: i + 1 })
      : i18n.t('Player {number}', { number: i + 1 }),
  );
  const groups = dealIntoGroups(slots, numGroups);
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-semibold text-slate-800">
        {i18n.t('Group Preview')}
      </h3>
      <p className="text-xs text-slate-600">
        {isTeams
          ? i18n.t(
              '{players} players make {teams} teams of two, dealt into groups in turn; at the start they are seeded by rating.',
              { players: maxParticipants, teams: entrants },
            )
          : i18n.t(
              'Players are dealt into groups in turn; at the start they are seeded by rating.',
            )}
      </p>
      <ul className="mt-2 grid max-h-64 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
        {groups.map((players, index) => {
          const label = i18n.t('Group {letter}', { letter: groupLabel(index) });
          return (
            <li key={label} className="rounded-lg bg-slate-50 p-2">
              <h4 className="text-sm font-semibold text-slate-900">
                {label}{' '}
                <span className="font-normal text-slate-600">
                  {isTeams
                    ? i18n.t('{count, plural, one {(# team)} other {(# teams)}}', {
                        count: players.length,
                      })
                    : i18n.t('{count, plural, one {(# player)} other {(# players)}}', {
                        count: players.length,
                      })}
                </span>
              </h4>
              <ul aria-label={label} className="mt-1 text-xs text-slate-700">
                {players.map((player) => (
                  <li key={player}>{player}</li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
