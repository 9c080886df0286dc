import { CheckCircle2, Clock, Users, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  PARTNER_MESSAGES,
  type PartnerRequestByToken,
  type PartnerRequestState,
} from '@courtside/shared/api/partners';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, failureReason } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useAnswerPartnerRequest,
  usePartnerRequestByToken,
} from '@/features/tournaments/registration/partners-api';
import { i18n } from '@/lib/i18n';

/**
 * The page's texts in English: the fixed ones are translated where shown (`i18n.t(…)`), the
 * functions give the page's language.
 */
export const PARTNER_REQUEST_TEXTS = {
  title: /*i18n*/ 'Partner request',
  /** "Ana asks you to play Mixed Doubles 3.5 at Spring Open" (the event alone when named as it). */
  asks: (r: PartnerRequestByToken) =>
    r.eventName === r.tournamentName
      ? i18n.t('{senderName} asks you to play {eventName}', {
          senderName: r.senderName,
          eventName: r.eventName,
        })
      : i18n.t('{senderName} asks you to play {eventName} at {tournamentName}', {
          senderName: r.senderName,
          eventName: r.eventName,
          tournamentName: r.tournamentName,
        }),
  intro: /*i18n*/ 'Accepting registers you for the event with them as your team.',
  /** The one asked already holds a place in the event: accepting only forms the team. */
  introRegistered: (r: PartnerRequestByToken) =>
    i18n.t('You are registered in {eventName}: accepting forms your team with {senderName}.', {
      eventName: r.eventName,
      senderName: r.senderName,
    }),
  acceptRegistered: /*i18n*/ 'Accept',
  loading: /*i18n*/ 'Loading the partner request',
  loadFailed: /*i18n*/ "Couldn't load the partner request",
  invalidTitle: /*i18n*/ 'This link is not valid',
  invalidText:
    /*i18n*/ 'Open the link from the mail again, or ask the player to send a new request.',
  accept: /*i18n*/ 'Accept and register',
  accepting: /*i18n*/ 'Accepting...',
  decline: /*i18n*/ 'Decline',
  declining: /*i18n*/ 'Declining...',
  acceptedTitle: /*i18n*/ 'You are partners',
  acceptedText: (eventName: string) => i18n.t('Your team is formed in {eventName}.', { eventName }),
  declinedTitle: /*i18n*/ 'Request declined',
  declinedText: /*i18n*/ 'The player stays registered and can find another partner.',
  failedTitle: /*i18n*/ 'The request could not be answered',
  failed: /*i18n*/ 'Could not answer the request. Please try again.',
  open: /*i18n*/ 'Open the event',
  noToken: /*i18n*/ 'This link has no partner request in it. Open the link from the mail again.',
} as const;

/** What the page says of a request that is no longer open (decision 040), in its language. */
export const CLOSED_REQUEST_TEXTS: Record<
  Exclude<PartnerRequestState, 'open'>,
  (senderName: string) => string
> = {
  accepted: () => i18n.t('This request was already answered: accepted.'),
  declined: () => i18n.t('This request was already answered: declined.'),
  withdrawn: (name) => i18n.t('This request was withdrawn by {name}.', { name }),
  cancelled: () => i18n.t('This request was closed: one of you has a partner in this event now.'),
  expired: () => i18n.t('This request has expired.'),
};

const eventLink = (r: { tournamentId: string; eventId: string }) =>
  `/app/tournaments/${r.tournamentId}${r.eventId === r.tournamentId ? '' : `?event=${r.eventId}`}`;

/**
 * /app/partner-request?token=: the mailed link of a partner request (decisions 038, 040). Signed
 * in (the app's sign-in brings them back here), the one asked reads who asks for which event,
 * then accepts (registered, team formed) or declines. A request already answered, withdrawn or
 * expired says so, and differs from a link that is not valid. The server says why when it refuses.
 */
export default function PartnerRequestPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(i18n.t(PARTNER_REQUEST_TEXTS.title));
  const request = usePartnerRequestByToken(token);
  const answer = useAnswerPartnerRequest();
  const verb = answer.variables?.verb;
  const isUnknown = request.error instanceof ApiError && request.error.status === 404;
  // The buttons leave with the answer: the focus goes to the result's heading, not to the body.
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (answer.isSuccess) resultRef.current?.focus();
  }, [answer.isSuccess]);

  let body;
  if (!token) {
    body = (
      <p role="alert" className="text-red-700">
        {i18n.t(PARTNER_REQUEST_TEXTS.noToken)}
      </p>
    );
  } else if (answer.isSuccess) {
    const { data } = answer.data;
    const isAccepted = data.answer === 'accepted';
    body = (
      <>
        <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-700" />
        <h2
          ref={resultRef}
          tabIndex={-1}
          className="text-xl font-bold text-slate-900 focus:outline-none"
        >
          {isAccepted
            ? i18n.t(PARTNER_REQUEST_TEXTS.acceptedTitle)
            : i18n.t(PARTNER_REQUEST_TEXTS.declinedTitle)}
        </h2>
        <p className="text-slate-700">
          {isAccepted
            ? PARTNER_REQUEST_TEXTS.acceptedText(data.eventName)
            : `${i18n.t(PARTNER_REQUEST_TEXTS.declinedText)} · ${data.eventName}`}
        </p>
        <Link to={eventLink(data)} className={buttonClasses('outline')}>
          {i18n.t(PARTNER_REQUEST_TEXTS.open)}
        </Link>
      </>
    );
  } else if (request.isPending) {
    body = <Spinner label={i18n.t(PARTNER_REQUEST_TEXTS.loading)} />;
  } else if (isUnknown) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-2">
        <XCircle aria-hidden="true" className="h-12 w-12 text-red-600" />
        <h2 className="text-xl font-bold text-slate-900">
          {i18n.t(PARTNER_REQUEST_TEXTS.invalidTitle)}
        </h2>
        <p className="text-slate-700">{i18n.t(PARTNER_REQUEST_TEXTS.invalidText)}</p>
      </div>
    );
  } else if (request.isError) {
    body = (
      <LoadError
        title={i18n.t(PARTNER_REQUEST_TEXTS.loadFailed)}
        text={request.error.message}
        onRetry={() => void request.refetch()}
        isRetrying={request.isFetching}
      />
    );
  } else {
    const r = request.data;
    const isOpen = r.state === 'open';
    const closedText = r.state === 'open' ? null : CLOSED_REQUEST_TEXTS[r.state](r.senderName);
    body = (
      <>
        {isOpen ? (
          <Users aria-hidden="true" className="h-12 w-12 text-brand-700" />
        ) : (
          <Clock aria-hidden="true" className="h-12 w-12 text-slate-500" />
        )}
        <h2 className="text-xl font-bold break-words text-slate-900">
          {PARTNER_REQUEST_TEXTS.asks(r)}
        </h2>
        {!isOpen ? (
          <>
            <p role="status" className="text-slate-700">
              {closedText}
            </p>
            <Link to={eventLink(r)} className={buttonClasses('outline')}>
              {i18n.t(PARTNER_REQUEST_TEXTS.open)}
            </Link>
          </>
        ) : !r.isForYou ? (
          <Alert tone="error">{i18n.t(PARTNER_MESSAGES.notForYou)}</Alert>
        ) : (
          <>
            <p className="text-slate-700">
              {r.isRegistered
                ? PARTNER_REQUEST_TEXTS.introRegistered(r)
                : i18n.t(PARTNER_REQUEST_TEXTS.intro)}
            </p>
            {answer.isError && (
              <div role="alert" className="flex items-start gap-2 text-left text-red-700">
                <XCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
                <span>
                  <span className="block font-semibold">
                    {i18n.t(PARTNER_REQUEST_TEXTS.failedTitle)}
                  </span>
                  {failureReason(answer.error, i18n.t(PARTNER_REQUEST_TEXTS.failed))}
                </span>
              </div>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button
                variant="outline"
                isLoading={answer.isPending && verb === 'decline'}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ verb: 'decline', token })}
              >
                {answer.isPending && verb === 'decline'
                  ? i18n.t(PARTNER_REQUEST_TEXTS.declining)
                  : i18n.t(PARTNER_REQUEST_TEXTS.decline)}
              </Button>
              <Button
                isLoading={answer.isPending && verb === 'accept'}
                disabled={answer.isPending}
                onClick={() => answer.mutate({ verb: 'accept', token })}
              >
                {answer.isPending && verb === 'accept'
                  ? i18n.t(PARTNER_REQUEST_TEXTS.accepting)
                  : r.isRegistered
                    ? i18n.t(PARTNER_REQUEST_TEXTS.acceptRegistered)
                    : i18n.t(PARTNER_REQUEST_TEXTS.accept)}
              </Button>
            </div>
          </>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-md">
      <Card className="flex flex-col items-center gap-4 p-6 text-center" aria-live="polite">
        <h1 className="text-2xl font-bold text-slate-900">{i18n.t(PARTNER_REQUEST_TEXTS.title)}</h1>
        {body}
      </Card>
    </div>
  );
}
