import { Edit3, LogIn, LogOut, Mail, QrCode, Share2, Trash2, Trophy } from 'lucide-react';
import { isChampionDecidedByMatches } from '@courtside/shared/domain/competition/champion-rule';
import toast from 'react-hot-toast';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useEvents } from '@/features/tournaments/api/events';
import { useJoinTournament } from '@/features/tournaments/api/join-tournament';
import { useJoinWaitlist } from '@/features/tournaments/api/join-waitlist';
import { useLeaveTournament } from '@/features/tournaments/api/leave-tournament';
import { statusOf } from '@/lib/tournaments/labels';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { copyText } from '@/lib/clipboard';
import { richText } from '@/lib/i18n/rich-text';
import { StartTournamentButton } from './start-tournament-button';
import { i18n } from '@/lib/i18n';

// Loaded when opened: the detail page's chunk stays within its budget (bench/bundle.mjs).
const RegisterDialog = lazy(() =>
  import('@/features/tournaments/registration/register-dialog').then((m) => ({
    default: m.RegisterDialog,
  })),
);
const ReopenTournamentButton = lazy(() =>
  import('./reopen-tournament-button').then((m) => ({ default: m.ReopenTournamentButton })),
);
const ShareQrDialog = lazy(() =>
  import('./share-qr-dialog').then((m) => ({ default: m.ShareQrDialog })),
);

/** The public spectator page of a public tournament; a private one's own page otherwise. */
export const shareUrlOf = (t: Pick<TournamentDetail, 'id' | 'isPublic'>) =>
  t.isPublic
    ? `${window.location.origin}/t/${t.id}`
    : `${window.location.origin}/app/tournaments/${t.id}`;

/** A refusal (409: full, already in, started) says why; anything else gets the spec's toast. */
const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status === 409 ? error.message : i18n.t(fallback);

/** A name in bold inside a sentence (`<b>…</b>` in the message). */
const bold = { b: (chunk: string) => <strong>{chunk}</strong> };

interface TournamentActionsProps {
  tournament: TournamentDetail;
  onEdit: () => void;
  onDelete: () => void;
  onContact: () => void;
  /** The owner of an ongoing tournament crowns its winner. */
  onSetWinner: () => void;
  /** An event other than the first (decision 034): Edit Event and Remove Event. */
  isEvent?: boolean;
  /** The tournament has several events: Start and Leave act on this event alone. */
  hasSeveralEvents?: boolean;
  /** After leaving: the Leave button is gone with its dialog, the page puts the focus somewhere. */
  onLeft?: () => void;
}

/** The header actions of spec sections 4 and 6, shown per role and state. */
export function TournamentActions({
  tournament: t,
  onEdit,
  onDelete,
  onContact,
  onSetWinner,
  isEvent = false,
  hasSeveralEvents = false,
  onLeft,
}: TournamentActionsProps) {
  const nounTag = { noun: (chunk: string) => <span className="max-sm:sr-only">{chunk}</span> };
  const user = useAuthStore((s) => s.user);
  const join = useJoinTournament(t.id);
  const joinWaitlist = useJoinWaitlist(t.id);
  const leave = useLeaveTournament(t.id, t.parentId ?? t.id);
  const [isConfirmingLeave, setIsConfirmingLeave] = useState(false);
  // Set once left: the effect runs after the dialog's own focus return (to the Leave button,
  // which then leaves the page), so the focus is not lost to the page's body.
  const hasLeft = useRef(false);
  useEffect(() => {
    if (!hasLeft.current || isConfirmingLeave || !leave.isSuccess) return;
    hasLeft.current = false;
    onLeft?.();
  }, [isConfirmingLeave, leave.isSuccess, onLeft]);
  const [isQrOpen, setIsQrOpen] = useState(false);

  const isOwner = user?.id === t.organizerId;
  const isPlayer = user?.role === 'player';
  const isUpcoming = statusOf(t.status) === 'upcoming';
  const isOngoing = statusOf(t.status) === 'ongoing';
  const isFull = t.currentParticipants >= t.maxParticipants;
  const isWaitlisted = t.waitlistPosition != null;
  // A tournament of two or more events registers through one dialog listing them (decision 035).
  const rootId = t.parentId ?? t.id;
  const events = useEvents(rootId, { enabled: isPlayer });
  const hasEvents = (events.data?.length ?? 0) >= 2;
  const isOneOfSeveral = hasSeveralEvents || hasEvents;
  // The first event may be named apart from its tournament (decision 039).
  const eventName = t.eventName ?? t.name;
  const [isRegistering, setIsRegistering] = useState(false);
  const canRegister =
    isPlayer && hasEvents && events.data!.some((event) => statusOf(event.status) === 'upcoming');
  const canJoin =
    !hasEvents && isPlayer && isUpcoming && !isFull && !t.isParticipant && !isWaitlisted;
  const canJoinWaitlist =
    !hasEvents && isPlayer && isUpcoming && isFull && !t.isParticipant && !isWaitlisted;
  const canLeave = isUpcoming && t.isParticipant;
  // In a tournament of several events a player leaves one event, and is told so (the spec's
  // words stay for a tournament of one event).
  const leaveNoun = isOneOfSeveral ? 'Event' : 'Tournament';
  const partnerName = t.teams
    .find((team) => user && team.playerIds.includes(user.id))
    ?.players.find((player) => player.id !== user?.id)?.name;

  const onJoin = (mutation: typeof join) =>
    mutation.mutate(undefined, {
      onSuccess: ({ data: { registration }, message }) =>
        registration.status === 'joined'
          ? toast.success(i18n.t(TOURNAMENT_MESSAGES.joined))
          : // Auto-waitlisted (the player's settings) or asked for it: say where they stand.
            toast.success(
              registration.position != null
                ? i18n.t(
                    'This tournament is full. You are on the waitlist at position {position}; we will email you if a place opens up.',
                    { position: registration.position },
                  )
                : i18n.t(message),
              {
                duration: 6000,
              },
            ),
      onError: (error) => toast.error(failureMessage(error, TOURNAMENT_MESSAGES.joinFailed)),
    });

  const onLeave = () =>
    leave.mutate(undefined, {
      onSuccess: () => {
        setIsConfirmingLeave(false);
        hasLeft.current = true;
        toast.success(
          isWaitlisted
            ? i18n.t(TOURNAMENT_MESSAGES.leftWaitlist)
            : isOneOfSeveral
              ? i18n.t('You left {eventName}', { eventName })
              : i18n.t(TOURNAMENT_MESSAGES.left),
        );
      },
      onError: (error) => toast.error(failureMessage(error, TOURNAMENT_MESSAGES.leaveFailed)),
    });

  const onShare = async () => {
    if (await copyText(shareUrlOf(t))) toast.success(i18n.t(TOURNAMENT_MESSAGES.linkCopied));
    else toast.error(i18n.t('Could not copy the link. Copy it from the address bar instead.'));
  };

  return (
    <>
      {isWaitlisted && isUpcoming && (
        <div className="w-full">
          <Alert tone="info">
            <p>
              {i18n.t(
                'You are on the waitlist at position {position}. We will email you if a place opens up.',
                { position: t.waitlistPosition },
              )}
            </p>
            <Button
              variant="outline"
              size="sm"
              className="mt-2"
              isLoading={leave.isPending}
              onClick={onLeave}
            >
              {leave.isPending ? i18n.t('Leaving...') : i18n.t('Leave Waitlist')}
            </Button>
          </Alert>
        </div>
      )}
      {canJoin && (
        <Button isLoading={join.isPending} onClick={() => onJoin(join)}>
          {!join.isPending && <LogIn aria-hidden="true" className="h-4 w-4" />}
          {join.isPending ? i18n.t('Joining...') : i18n.t('Join Tournament')}
        </Button>
      )}
      {canRegister && (
        <Button onClick={() => setIsRegistering(true)}>
          <LogIn aria-hidden="true" className="h-4 w-4" /> {i18n.t('Register')}
        </Button>
      )}
      {isRegistering && (
        <Suspense fallback={null}>
          <RegisterDialog tournamentId={rootId} onClose={() => setIsRegistering(false)} />
        </Suspense>
      )}
      {canJoinWaitlist && (
        <Button isLoading={joinWaitlist.isPending} onClick={() => onJoin(joinWaitlist)}>
          {joinWaitlist.isPending ? i18n.t('Joining...') : i18n.t('Join Waitlist')}
        </Button>
      )}
      {canLeave && (
        <Button variant="outline" onClick={() => setIsConfirmingLeave(true)}>
          <LogOut aria-hidden="true" className="h-4 w-4" />{' '}
          {leaveNoun === 'Event' ? i18n.t('Leave Event') : i18n.t('Leave Tournament')}
        </Button>
      )}
      {isOwner && isUpcoming && (
        <StartTournamentButton
          tournament={t}
          noun={isEvent || isOneOfSeveral ? 'Event' : 'Tournament'}
        />
      )}
      {isOwner && isOngoing && !isChampionDecidedByMatches(t) && (
        <Button onClick={onSetWinner}>
          <Trophy aria-hidden="true" className="h-4 w-4" /> {i18n.t('Set Winner')}
        </Button>
      )}
      {isOwner && statusOf(t.status) === 'completed' && (
        <Suspense fallback={null}>
          <ReopenTournamentButton tournament={t} />
        </Suspense>
      )}
      {isOwner && (
        <Button variant="outline" onClick={onEdit}>
          <Edit3 aria-hidden="true" className="h-4 w-4" />
          <span>
            {richText(
              isEvent ? i18n.t('Edit <noun>Event</noun>') : i18n.t('Edit <noun>Tournament</noun>'),
              nounTag,
            )}
          </span>
        </Button>
      )}
      {isOwner && isUpcoming && (
        <Button variant="danger-outline" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          <span>
            {richText(
              isEvent
                ? i18n.t('Remove <noun>Event</noun>')
                : i18n.t('Delete <noun>Tournament</noun>'),
              nounTag,
            )}
          </span>
        </Button>
      )}
      {!isOwner && (
        <Button variant="outline" onClick={onContact}>
          <Mail aria-hidden="true" className="h-4 w-4" /> {i18n.t('Contact Organizer')}
        </Button>
      )}
      {/* On a phone the verbs and icons alone show, their whole names stay for screen readers:
          the header leaves the tabs in the first screen. */}
      <Button variant="ghost" title={i18n.t('Share Tournament')} onClick={() => void onShare()}>
        <Share2 aria-hidden="true" className="h-4 w-4" />
        <span className="max-sm:sr-only">{i18n.t('Share Tournament')}</span>
      </Button>
      {t.isPublic && (
        <Button variant="ghost" title={i18n.t('QR Code')} onClick={() => setIsQrOpen(true)}>
          <QrCode aria-hidden="true" className="h-4 w-4" />
          <span className="max-sm:sr-only">{i18n.t('QR Code')}</span>
        </Button>
      )}
      {isQrOpen && (
        <Suspense fallback={null}>
          <ShareQrDialog name={t.name} url={shareUrlOf(t)} onClose={() => setIsQrOpen(false)} />
        </Suspense>
      )}
      {isConfirmingLeave && (
        <ConfirmDialog
          title={
            isOneOfSeveral
              ? i18n.t('Leave {eventName}?', { eventName })
              : i18n.t('Leave Tournament?')
          }
          confirmLabel={leaveNoun === 'Event' ? i18n.t('Leave Event') : i18n.t('Leave Tournament')}
          busyLabel={i18n.t('Leaving...')}
          isBusy={leave.isPending}
          onConfirm={onLeave}
          onClose={() => setIsConfirmingLeave(false)}
        >
          <p>
            {richText(
              i18n.t(
                'You will give up your place in <b>{name}</b>; the first player on the waitlist, if any, takes it.',
                { name: isOneOfSeveral ? eventName : t.name },
              ),
              bold,
            )}
          </p>
          {partnerName && (
            <p>
              {richText(
                i18n.t(
                  'Your team with <b>{partnerName}</b> will be dissolved, and {partnerName} will be told by email.',
                  { partnerName },
                ),
                bold,
              )}
            </p>
          )}
        </ConfirmDialog>
      )}
    </>
  );
}
