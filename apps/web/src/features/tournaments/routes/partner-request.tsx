import { CheckCircle2, Users, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PARTNER_MESSAGES } from '@courtside/shared/api/partners';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { failureReason } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAnswerPartnerRequest } from '@/features/tournaments/registration/partners-api';

export const PARTNER_REQUEST_TEXTS = {
  title: 'Partner request',
  intro:
    'A player asks you to be their doubles partner. Accepting registers you for the event with them as your team.',
  accept: 'Accept and register',
  accepting: 'Accepting...',
  decline: 'Decline',
  declining: 'Declining...',
  acceptedTitle: 'You are partners',
  declinedTitle: 'Request declined',
  declinedText: 'The player stays registered and can find another partner.',
  failedTitle: 'The request could not be answered',
  failed: 'Could not answer the request. Please try again.',
  open: 'Open the event',
  noToken: 'This link has no partner request in it. Open the link from the mail again.',
} as const;

/**
 * /app/partner-request?token=: the mailed link of a partner request (decision 038). Signed in
 * (the app's sign-in brings them back here), the one asked accepts (registered, team formed) or
 * declines. Nothing is sent until they choose; the server says why not when it refuses.
 */
export default function PartnerRequestPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  useDocumentTitle(PARTNER_REQUEST_TEXTS.title);
  const answer = useAnswerPartnerRequest();
  const verb = answer.variables?.verb;

  let body;
  if (!token) {
    body = (
      <p role="alert" className="text-red-700">
        {PARTNER_REQUEST_TEXTS.noToken}
      </p>
    );
  } else if (answer.isSuccess) {
    const { data } = answer.data;
    const isAccepted = data.answer === 'accepted';
    body = (
      <>
        <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-700" />
        <h2 className="text-xl font-bold text-slate-900">
          {isAccepted ? PARTNER_REQUEST_TEXTS.acceptedTitle : PARTNER_REQUEST_TEXTS.declinedTitle}
        </h2>
        <p className="text-slate-700">
          {isAccepted ? PARTNER_MESSAGES.accepted : PARTNER_REQUEST_TEXTS.declinedText} ·{' '}
          {data.eventName}
        </p>
        <Link
          to={`/app/tournaments/${data.tournamentId}${data.eventId === data.tournamentId ? '' : `?event=${data.eventId}`}`}
          className={buttonClasses('outline')}
        >
          {PARTNER_REQUEST_TEXTS.open}
        </Link>
      </>
    );
  } else {
    body = (
      <>
        <Users aria-hidden="true" className="h-12 w-12 text-brand-700" />
        <p className="text-slate-700">{PARTNER_REQUEST_TEXTS.intro}</p>
        {answer.isError && (
          <div role="alert" className="flex items-start gap-2 text-left text-red-700">
            <XCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
            <span>
              <span className="block font-semibold">{PARTNER_REQUEST_TEXTS.failedTitle}</span>
              {failureReason(answer.error, PARTNER_REQUEST_TEXTS.failed)}
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
              ? PARTNER_REQUEST_TEXTS.declining
              : PARTNER_REQUEST_TEXTS.decline}
          </Button>
          <Button
            isLoading={answer.isPending && verb === 'accept'}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ verb: 'accept', token })}
          >
            {answer.isPending && verb === 'accept'
              ? PARTNER_REQUEST_TEXTS.accepting
              : PARTNER_REQUEST_TEXTS.accept}
          </Button>
        </div>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-md">
      <Card className="flex flex-col items-center gap-4 p-6 text-center" aria-live="polite">
        <h1 className="text-2xl font-bold text-slate-900">{PARTNER_REQUEST_TEXTS.title}</h1>
        {body}
      </Card>
    </div>
  );
}
