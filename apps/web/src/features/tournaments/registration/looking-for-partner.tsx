import { useEffect, useRef, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-error';
import { formatRating } from '@/lib/format';
import { sentRequestIn, useOwnPartnerRequests } from '@/lib/partners/own-partner-requests';
import { useAskPartner, useLookingForPartner } from './partners-api';
import { SentPartnerRequest } from './sent-partner-request';
import { i18n } from '@/lib/i18n';

/** In English; the fixed texts are translated where shown (`i18n.t(…)`). */
export const LOOKING_TEXTS = {
  title: /*i18n*/ 'Looking for a partner',
  intro:
    /*i18n*/ 'Players registered in this event without a partner. Ask one to pair up: they accept by mail.',
  loading: /*i18n*/ 'Loading players looking for a partner',
  empty: /*i18n*/ 'Nobody is looking for a partner in this event.',
  loadFailed: /*i18n*/ 'Could not load the players looking for a partner.',
  retry: /*i18n*/ 'Retry',
  ask: /*i18n*/ 'Ask to pair',
  askLabel: (name: string) => i18n.t('Ask {name} to pair', { name }),
  you: /*i18n*/ 'You',
  sent: /*i18n*/ 'Request sent',
  askFailed: /*i18n*/ 'Could not send the request. Please try again.',
  registerFirst:
    /*i18n*/ 'Register for this event as looking for a partner, then ask a player to pair.',
} as const;

/**
 * A doubles event's "Looking for a partner" list (decision 038): each player as the server's
 * serializer lets the viewer see them (a private profile: the name alone), with "Ask to pair"
 * for a player viewer. The server decides who may ask whom; its refusal is shown as it says.
 */
export function LookingForPartner({
  eventId,
  viewerId,
  canAsk,
  mustRegisterFirst = false,
}: {
  eventId: string;
  viewerId: string | null;
  /** A player holding a place without a partner: they may ask. */
  canAsk: boolean;
  /** A player not in the event: told how to ask. */
  mustRegisterFirst?: boolean;
}) {
  const list = useLookingForPartner(eventId);
  const ask = useAskPartner(eventId);
  // The caller's open request here (decision 040): shown with Withdraw instead of asking again.
  const sent = sentRequestIn(useOwnPartnerRequests({ enabled: canAsk }).data, eventId);
  const mayAsk = canAsk && !sent;
  const [sentTo, setSentTo] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  // The pressed button leaves (for "Request sent") or was disabled while sending: the focus goes
  // to what replaced it, or to the refusal, not to the page's top (WCAG 2.4.3).
  const [lastAsked, setLastAsked] = useState<{ userId: string; isSent: boolean } | null>(null);
  const sentRef = useRef<HTMLSpanElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (lastAsked) (lastAsked.isSent ? sentRef : errorRef).current?.focus();
  }, [lastAsked]);

  const askTo = (userId: string) => {
    setError(null);
    ask.mutate(
      { userId },
      {
        onSuccess: () => {
          setSentTo((current) => new Set(current).add(userId));
          setLastAsked({ userId, isSent: true });
        },
        onError: (failure) => {
          setError(failureReason(failure, i18n.t(LOOKING_TEXTS.askFailed)));
          setLastAsked({ userId, isSent: false });
        },
      },
    );
  };

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-lg font-semibold text-slate-900">{i18n.t(LOOKING_TEXTS.title)}</h2>
      <p className="mt-1 text-sm text-slate-600">{i18n.t(LOOKING_TEXTS.intro)}</p>
      {mustRegisterFirst && (
        <p className="mt-1 text-sm text-slate-700">{i18n.t(LOOKING_TEXTS.registerFirst)}</p>
      )}
      {list.isPending && <Spinner label={i18n.t(LOOKING_TEXTS.loading)} />}
      {list.isError && (
        <Alert tone="error">
          {i18n.t(LOOKING_TEXTS.loadFailed)}{' '}
          <Button size="sm" variant="outline" onClick={() => void list.refetch()}>
            {i18n.t(LOOKING_TEXTS.retry)}
          </Button>
        </Alert>
      )}
      {list.data?.length === 0 && (
        <p className="mt-3 text-sm text-slate-700">{i18n.t(LOOKING_TEXTS.empty)}</p>
      )}
      {canAsk && sent && <SentPartnerRequest request={sent} />}
      {error && (
        <Alert tone="error" focusRef={errorRef}>
          {error}
        </Alert>
      )}
      {list.data && list.data.length > 0 && (
        <ul aria-label={i18n.t(LOOKING_TEXTS.title)} className="mt-3 grid gap-2 sm:grid-cols-2">
          {list.data.map((player) => {
            const isSelf = player.id === viewerId;
            return (
              <li
                key={player.id}
                className="flex items-center gap-3 rounded-lg border border-slate-200 p-3"
              >
                <Avatar name={player.name} src={player.profileImage} />
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{player.name}</p>
                  {player.rating != null && (
                    <p className="text-sm text-slate-600">
                      {i18n.t('Rating: {rating}', { rating: formatRating(player.rating) })}
                    </p>
                  )}
                </div>
                {isSelf ? (
                  <span className="text-sm text-slate-600">{i18n.t(LOOKING_TEXTS.you)}</span>
                ) : sentTo.has(player.id) ? (
                  <span
                    ref={lastAsked?.userId === player.id ? sentRef : undefined}
                    tabIndex={-1}
                    className="text-sm font-medium text-emerald-800 outline-none"
                  >
                    {i18n.t(LOOKING_TEXTS.sent)}
                  </span>
                ) : (
                  mayAsk && (
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={LOOKING_TEXTS.askLabel(player.name)}
                      isLoading={ask.isPending && ask.variables?.userId === player.id}
                      disabled={ask.isPending}
                      onClick={() => askTo(player.id)}
                    >
                      {i18n.t(LOOKING_TEXTS.ask)}
                    </Button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
