import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import type { OwnPartnerRequest } from '@courtside/shared/api/partners';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-error';
import { formatMatchDateTime } from '@/lib/format';
import {
  otherNameOf,
  useActOnPartnerRequest,
  useOwnPartnerRequests,
  type OwnRequestVerb,
} from '@/lib/partners/own-partner-requests';
import { i18n } from '@/lib/i18n';

/** The card's texts in the page's language (called at render: the catalogue is loaded by then). */
export const partnerRequestsTexts = () =>
  ({
    title: i18n.t('Partner requests'),
    loading: i18n.t('Loading your partner requests'),
    loadFailed: i18n.t("Couldn't load your partner requests"),
    empty: i18n.t(
      'No open partner requests. Ask a partner from a doubles event you registered for.',
    ),
    sentTo: (name: string) => i18n.t('Request sent to {name}', { name }),
    asks: (name: string) => i18n.t('{name} asks you to be their partner', { name }),
    /** The expiry at the venue with its zone ("Dec 04, 2026 · 5:55 PM PST"). */
    expires: (date: string) => i18n.t('Open until {date}', { date }),
    verb: {
      withdraw: i18n.t('Withdraw'),
      accept: i18n.t('Accept'),
      decline: i18n.t('Decline'),
    } satisfies Record<OwnRequestVerb, string>,
    label: (verb: string, name: string, event: string) =>
      i18n.t('{verb}: {name}, {event}', { verb, name, event }),
    failed: i18n.t('Could not answer the request. Please try again.'),
    /** Said once the request is answered, as its card leaves the list. */
    done: {
      withdraw: i18n.t('Request withdrawn'),
      accept: i18n.t('You are partners: your team is formed'),
      decline: i18n.t('Request declined'),
    } satisfies Record<OwnRequestVerb, string>,
  }) as const;

const eventLink = (r: OwnPartnerRequest) =>
  `/app/tournaments/${r.tournamentId}${r.eventId === r.tournamentId ? '' : `?event=${r.eventId}`}`;

/**
 * A player's open partner requests on the dashboard (decision 040): those they sent, with
 * Withdraw, and those sent to them, with Accept and Decline (the same answer as the mailed
 * link's). The server decides; its refusal is shown as it says, and the list is refreshed.
 */
export function PartnerRequestsCard() {
  const requests = useOwnPartnerRequests();
  const act = useActOnPartnerRequest();
  const texts = partnerRequestsTexts();
  const [error, setError] = useState<string | null>(null);
  // The card answered leaves the list: the focus goes to the heading, not back to the page's top.
  const heading = useRef<HTMLHeadingElement>(null);

  const run = (request: OwnPartnerRequest, verb: OwnRequestVerb) => {
    setError(null);
    act.mutate(
      { request, verb },
      {
        onSuccess: () => {
          heading.current?.focus();
          toast.success(texts.done[verb]);
        },
        onError: (failure) => setError(failureReason(failure, texts.failed)),
      },
    );
  };
  const button = (request: OwnPartnerRequest, verb: OwnRequestVerb) => {
    const isThis = act.isPending && act.variables?.request.id === request.id;
    return (
      <Button
        key={verb}
        size="sm"
        variant={verb === 'accept' ? 'primary' : 'outline'}
        aria-label={texts.label(texts.verb[verb], otherNameOf(request), request.eventName)}
        isLoading={isThis && act.variables?.verb === verb}
        disabled={act.isPending}
        onClick={() => run(request, verb)}
      >
        {texts.verb[verb]}
      </Button>
    );
  };

  if (requests.isError && !requests.data) {
    return (
      <LoadError
        title={texts.loadFailed}
        text={requests.error.message}
        onRetry={() => void requests.refetch()}
        isRetrying={requests.isFetching}
      />
    );
  }
  return (
    <section aria-labelledby="partner-requests">
      <h2
        id="partner-requests"
        ref={heading}
        tabIndex={-1}
        className="mb-3 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {texts.title}
      </h2>
      {requests.isPending && <Spinner label={texts.loading} />}
      {requests.data?.length === 0 && <p className="text-sm text-slate-600">{texts.empty}</p>}
      {error && <Alert tone="error">{error}</Alert>}
      {requests.data && requests.data.length > 0 && (
        <ul className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-2">
          {requests.data.map((r) => {
            const name = otherNameOf(r);
            const isSent = r.direction === 'sent';
            return (
              <li key={r.id} className="min-w-0">
                <Card className="flex h-full flex-col gap-1 p-4">
                  <p className="font-semibold wrap-anywhere text-slate-900">
                    {isSent ? texts.sentTo(name) : texts.asks(name)}
                  </p>
                  <p className="text-sm wrap-anywhere text-slate-700">
                    <Link to={eventLink(r)} className="font-medium text-brand-800 hover:underline">
                      {r.eventName}
                    </Link>
                    {r.eventName !== r.tournamentName && ` · ${r.tournamentName}`}
                  </p>
                  <p className="text-sm text-slate-600">
                    {texts.expires(formatMatchDateTime(r.expiresAt, r.timeZone) ?? '')}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    {isSent ? button(r, 'withdraw') : [button(r, 'decline'), button(r, 'accept')]}
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
