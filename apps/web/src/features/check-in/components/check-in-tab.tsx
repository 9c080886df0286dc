import { CheckCircle2, Circle, UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import {
  CHECK_IN_MESSAGES,
  type CheckInEntrant,
  type CheckInList,
  type CheckInPlayer,
} from '@courtside/shared/api/check-in';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { SearchBox } from '@/components/ui/search-box';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { useDebounced } from '@/lib/use-debounced';
import { formatMatchDateTime } from '@/lib/format';
import { useCheckInList } from '@/features/check-in/api/check-in-list';
import { useSetCheckedIn } from '@/features/check-in/api/check-in-player';
import { useWithdrawNoShows } from '@/features/check-in/api/withdraw-no-shows';
import { CheckInWindowForm } from './check-in-window-form';
import { DeskStaffPanel } from './desk-staff-panel';

/** An instant at the venue with its zone's name, as every match time reads. */
const venueTime = (iso: string, zone: string) => formatMatchDateTime(iso, zone) ?? '';

function PlayerToggle({
  player,
  isOpen,
  onToggle,
  isBusy,
}: {
  player: CheckInPlayer;
  isOpen: boolean;
  onToggle: (player: CheckInPlayer) => void;
  isBusy: boolean;
}) {
  const isIn = player.checkedInAt !== null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <span className="flex min-w-0 items-center gap-2">
        {isIn ? (
          <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0 text-green-700" />
        ) : (
          <Circle aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-400" />
        )}
        <span className="break-words text-slate-900">{player.name}</span>
        <span className="sr-only">{isIn ? i18n.t('checked in') : i18n.t('missing')}</span>
      </span>
      {/* One button that changes its words, found again by its player after the list moves. */}
      <Button
        size="sm"
        variant={isIn ? 'ghost' : 'primary'}
        disabled={isBusy || (!isIn && !isOpen)}
        aria-label={
          isIn
            ? i18n.t('Undo check-in of {name}', { name: player.name })
            : i18n.t('Check in {name}', { name: player.name })
        }
        data-check-in-user={player.userId}
        onClick={() => onToggle(player)}
      >
        {isIn ? i18n.t('Undo') : i18n.t('Check in')}
      </Button>
    </div>
  );
}

function EntrantRow(props: {
  entrant: CheckInEntrant;
  isOpen: boolean;
  onToggle: (player: CheckInPlayer) => void;
  isBusy: boolean;
}) {
  const { entrant } = props;
  return (
    <li className="space-y-1 px-3 py-2" data-checked-in={entrant.checkedIn}>
      {entrant.isTeam && (
        <p className="text-sm font-semibold text-slate-700">
          {entrant.name}
          {entrant.checkedIn ? i18n.t(' · checked in') : ''}
        </p>
      )}
      {entrant.players.map((p) => (
        <PlayerToggle key={p.userId} player={p} {...props} />
      ))}
    </li>
  );
}

function NextMatches({ list, timeZone }: { list: CheckInList; timeZone: string }) {
  if (list.nextMatches.length === 0) return null;
  return (
    <section aria-labelledby="next-missing" className="space-y-2">
      <h2 id="next-missing" className="text-base font-semibold text-slate-900">
        {i18n.t('Next matches with players missing')}
      </h2>
      <ul className="divide-y divide-slate-100 rounded-lg border border-amber-200 bg-amber-50">
        {list.nextMatches.map((m) => (
          <li key={m.matchId} className="px-3 py-2 text-sm">
            <p className="font-medium text-slate-900">
              {i18n.t('{side1} v {side2}', { side1: m.sides[0] ?? '', side2: m.sides[1] ?? '' })}{' '}
              <span className="font-normal text-slate-600">
                · {i18n.t('Round {round}', { round: m.round })}
                {m.courtName ? ` · ${m.courtName}` : ''}
                {m.startTime ? ` · ${venueTime(m.startTime, timeZone)}` : ''}
              </span>
            </p>
            <p className="text-amber-900">
              {i18n.t('Missing: {names}', { names: m.missing.map((p) => p.name).join(', ') })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The Check-in tab, for the desk (decision 025): the check-in time, "12 of 16 checked in", a
 * searchable list with the missing first, the waitlist, the next matches' missing players, and
 * for the organizer withdrawing the no-shows and naming desk staff.
 */
export function CheckInTab({
  tournament,
  isOwner,
}: {
  tournament: TournamentDetail;
  isOwner: boolean;
}) {
  const [q, setQ] = useState('');
  const term = useDebounced(q.trim(), 250);
  const list = useCheckInList(tournament.id, term);
  const toggle = useSetCheckedIn(tournament.id);
  const withdraw = useWithdrawNoShows(tournament.id);
  const [isConfirming, setIsConfirming] = useState(false);

  // The toggled player's button keeps the focus: it is disabled while the request runs and its
  // row moves once the list has the answer (WCAG 2.4.3; issue 27's walkthrough). Tried when the
  // answer comes and again when the list does, whichever is last.
  const listRef = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ userId: string; isIn: boolean } | null>(null);
  const tryRefocus = (data: CheckInList | undefined) => {
    const wanted = refocus.current;
    if (!wanted || !data) return;
    const player = [...data.entrants.flatMap((entrant) => entrant.players), ...data.unteamed].find(
      (p) => p.userId === wanted.userId,
    );
    if (player && (player.checkedInAt !== null) !== wanted.isIn) return;
    refocus.current = null;
    listRef.current
      ?.querySelector<HTMLButtonElement>(`[data-check-in-user="${CSS.escape(wanted.userId)}"]`)
      ?.focus();
  };
  useEffect(() => tryRefocus(list.data));

  const onToggle = (player: CheckInPlayer) =>
    toggle.mutate(
      { userId: player.userId, isIn: player.checkedInAt === null },
      {
        onSuccess: ({ message }) => {
          toast.success(`${i18n.t(message)}: ${player.name}`);
          refocus.current = { userId: player.userId, isIn: player.checkedInAt === null };
          tryRefocus(list.data);
        },
        onError: (e) =>
          toast.error(
            failureReason(
              e,
              player.checkedInAt === null
                ? i18n.t(CHECK_IN_MESSAGES.checkInFailed)
                : i18n.t(CHECK_IN_MESSAGES.undoFailed),
            ),
          ),
      },
    );
  const onWithdraw = () =>
    withdraw.mutate(undefined, {
      onSuccess: ({ message }) => {
        setIsConfirming(false);
        toast.success(i18n.t(message));
      },
      onError: (e) => {
        setIsConfirming(false);
        toast.error(failureReason(e, i18n.t(CHECK_IN_MESSAGES.withdrawNoShowsFailed)));
      },
    });

  const data = list.data;
  const opensAt = data?.checkInOpensAt ?? tournament.checkInOpensAt ?? null;
  const missing = data ? data.total - data.checkedIn : 0;
  const zone = tournament.timeZone;
  const hasStarted = tournament.status === 'ongoing';
  return (
    <div ref={listRef} className="space-y-6">
      <section aria-labelledby="check-in-window" className="space-y-2">
        <h2 id="check-in-window" className="text-base font-semibold text-slate-900">
          {i18n.t('Check-in')}
        </h2>
        <p className="text-sm text-slate-600">
          {opensAt
            ? data?.isOpen
              ? i18n.t(
                  'Open since {time}. Players check in from their dashboard, or you check them in here or by scanning their ticket.',
                  { time: venueTime(opensAt, zone) },
                )
              : tournament.status === 'completed'
                ? i18n.t('Closed: the tournament is completed.')
                : i18n.t('Opens at {time}.', { time: venueTime(opensAt, zone) })
            : i18n.t('This tournament does not use check-in yet.')}
        </p>
        {hasStarted && (
          // After the start, say what check-in still does: no-shows were withdrawn before it.
          <p className="text-sm text-slate-700" data-testid="check-in-after-start">
            {i18n.t(
              'The tournament has started. Check-in still counts for late arrivals: the desk calls a match to a court only once its players are checked in. Withdrawing no-shows was possible only before the start; a player who does not come now gets a no-show or a withdrawal result in their match.',
            )}
          </p>
        )}
        {isOwner && tournament.status !== 'completed' && (
          <CheckInWindowForm
            tournamentId={tournament.id}
            opensAt={opensAt}
            timeZone={tournament.timeZone}
          />
        )}
      </section>

      {list.isPending ? (
        <Spinner label={i18n.t('Loading check-in...')} />
      ) : list.isError ? (
        <LoadError
          title={i18n.t(CHECK_IN_MESSAGES.loadFailed)}
          text={list.error.message}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      ) : (
        data && (
          <>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-lg font-semibold text-slate-900" aria-live="polite">
                {i18n.t('{checkedIn} of {total} checked in', {
                  checkedIn: data.checkedIn,
                  total: data.total,
                })}
              </p>
              {isOwner && tournament.status === 'upcoming' && opensAt && (
                <Button
                  variant="danger-outline"
                  disabled={missing === 0}
                  onClick={() => setIsConfirming(true)}
                >
                  <UserX aria-hidden="true" className="h-4 w-4" /> {i18n.t('Withdraw no-shows')}
                </Button>
              )}
            </div>
            <SearchBox
              id="check-in-search"
              label={i18n.t('Search players')}
              placeholder={i18n.t('Search players or teams')}
              value={q}
              onChange={setQ}
              maxLength={100}
              className="w-full"
            />
            <NextMatches list={data} timeZone={zone} />
            {data.entrants.length === 0 ? (
              <p className="text-sm text-slate-600">
                {term ? i18n.t('No player matches this search.') : i18n.t('No players yet.')}
              </p>
            ) : (
              <ul
                aria-label={i18n.t('Players')}
                className="divide-y divide-slate-100 rounded-lg border border-slate-200"
              >
                {data.entrants.map((e) => (
                  <EntrantRow
                    key={e.id}
                    entrant={e}
                    isOpen={data.isOpen}
                    onToggle={onToggle}
                    isBusy={toggle.isPending}
                  />
                ))}
              </ul>
            )}
            {data.unteamed.length > 0 && (
              <section aria-labelledby="check-in-unteamed" className="space-y-2">
                <h2 id="check-in-unteamed" className="text-base font-semibold text-slate-900">
                  {i18n.t('Players without a team')}
                </h2>
                <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                  {data.unteamed.map((p) => (
                    <li key={p.userId} className="px-3 py-2">
                      <PlayerToggle
                        player={p}
                        isOpen={data.isOpen}
                        onToggle={onToggle}
                        isBusy={toggle.isPending}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {/* The waitlist moves up only when no-shows are withdrawn, before the start. */}
            {data.waitlist.length > 0 && !hasStarted && (
              <section aria-labelledby="check-in-waitlist" className="space-y-2">
                <h2 id="check-in-waitlist" className="text-base font-semibold text-slate-900">
                  {i18n.t('Waitlist')}
                </h2>
                <p className="text-sm text-slate-600">
                  {i18n.t(
                    'Checked-in waitlisted players move up, in order, when the no-shows are withdrawn.',
                  )}
                </p>
                <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                  {data.waitlist.map((p) => (
                    <li key={p.userId} className="px-3 py-2">
                      <PlayerToggle
                        player={{ ...p, name: `${p.position}. ${p.name}` }}
                        isOpen={data.isOpen}
                        onToggle={onToggle}
                        isBusy={toggle.isPending}
                      />
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )
      )}

      {isOwner && <DeskStaffPanel tournamentId={tournament.id} />}

      {isConfirming && (
        <ConfirmDialog
          title={i18n.t('Withdraw no-shows?')}
          confirmLabel={i18n.t('Withdraw no-shows')}
          busyLabel={i18n.t('Withdrawing...')}
          isBusy={withdraw.isPending}
          onConfirm={onWithdraw}
          onClose={() => setIsConfirming(false)}
        >
          <p>
            {i18n.t(
              '{missing, plural, one {# entrant is} other {# entrants are}} not checked in. Every player not checked in loses their place and is told by email; checked-in waitlisted players move up in order. This cannot be undone.',
              { missing },
            )}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
