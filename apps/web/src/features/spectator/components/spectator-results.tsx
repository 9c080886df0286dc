import type { PublicTournament } from '@courtside/shared/api/live';
import SpectatorMedals from './spectator-medals';
import SpectatorStandings from './spectator-standings';

/**
 * What the matches decided so far, loaded only when there is some (the public page's budget,
 * decision 013): the medals once one is decided, and the standings of groups or a Swiss field.
 */
export default function SpectatorResults({
  medals,
  standings,
  isTv,
}: {
  medals: PublicTournament['medals'];
  standings: PublicTournament['bracket']['standings'];
  isTv: boolean;
}) {
  return (
    <>
      {medals.length > 0 && <SpectatorMedals medals={medals} isTv={isTv} />}
      {standings.length > 0 && <SpectatorStandings rows={standings} isTv={isTv} />}
    </>
  );
}
