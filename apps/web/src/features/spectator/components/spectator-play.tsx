import type { PublicTournament } from '@courtside/shared/api/live';
import { CourtsBoard } from './courts-board';
import { SpectatorBracket } from './spectator-bracket';
import { SpectatorSchedule } from './spectator-schedule';

/**
 * The public page once play has started: the courts board, the bracket and the schedule, in a
 * chunk of its own. An upcoming tournament's page (most visits) works without it, within its
 * budget (decision 013); a started one fetches it beside the tournament's data.
 */
export default function SpectatorPlay({ data, isTv }: { data: PublicTournament; isTv: boolean }) {
  return (
    <div className="space-y-8">
      <CourtsBoard data={data} isTv={isTv} />
      <SpectatorBracket data={data} isTv={isTv} />
      {!isTv && <SpectatorSchedule data={data} />}
    </div>
  );
}
