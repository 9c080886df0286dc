import { ArrowLeft, CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CHECK_IN_MESSAGES } from '@courtside/shared/api/check-in';
import { QrCode } from '@/components/qr-code';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { useNow } from '@/lib/elapsed';
import { formatMatchDateTime } from '@/lib/format';
import { useAuthStore } from '@/lib/auth-store';
import { useMyCheckIns } from '@/lib/check-in/my-check-ins';
import { useLiveTopics } from '@/lib/live/use-live-topics';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTicket } from '@/features/check-in/api/ticket';

/** Where a ticket's QR code leads: the desk's phone opens it and checks the player in. */
export const checkInUrl = (origin: string, token: string) =>
  `${origin}/app/check-in/${encodeURIComponent(token)}`;

/**
 * /app/tournaments/{id}/ticket: the player's ticket (decision 025), a QR code the desk scans to
 * check them in. Each visit issues a new code; the one on screen is the one that works.
 */
export default function TicketPage() {
  const { id = '' } = useParams();
  const ticket = useTicket(id);
  // The clock moves on: the opening disappears once it has passed.
  const now = useNow();
  const userId = useAuthStore((s) => s.user?.id);
  // The desk scanning this code checks the player in: the player's live topic says so, and the
  // check-in state is read again from GET /check-in/mine (the ticket itself is fetched once per
  // visit, each fetch issuing a new code).
  useLiveTopics([userId && `user:${userId}`]);
  const mine = useMyCheckIns({ enabled: ticket.isSuccess });
  useDocumentTitle(
    ticket.data
      ? i18n.t('Ticket · {tournament}', { tournament: ticket.data.tournamentName })
      : i18n.t('Ticket'),
  );
  const back = (
    <Link to={`/app/tournaments/${id}`} className={`${buttonClasses('ghost')} -ml-2`}>
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {i18n.t('Back to the tournament')}
    </Link>
  );
  if (ticket.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner className="h-6 w-6" label={i18n.t('Loading your ticket...')} />
      </div>
    );
  }
  if (ticket.isError) {
    return (
      <div className="space-y-4">
        {back}
        <LoadError
          title={i18n.t(CHECK_IN_MESSAGES.ticketFailed)}
          text={failureReason(ticket.error, ticket.error.message)}
          onRetry={() => void ticket.refetch()}
          isRetrying={ticket.isFetching}
        />
      </div>
    );
  }
  const t = ticket.data;
  const own = mine.data?.data.find((c) => c.tournamentId === t.tournamentId && !c.isWaitlisted);
  const checkedInAt = own ? own.checkedInAt : t.checkedInAt;
  const url = checkInUrl(window.location.origin, t.token);
  const opensAt = t.checkInOpensAt ? new Date(t.checkInOpensAt) : null;
  return (
    <div className="mx-auto max-w-md space-y-4">
      {back}
      <Card className="flex flex-col items-center gap-4 p-6 text-center">
        <h1 className="text-2xl font-bold break-words text-slate-900">{t.tournamentName}</h1>
        <p className="text-slate-700">
          {t.name} · {t.location}
        </p>
        {checkedInAt ? (
          <p className="inline-flex items-center gap-1.5 font-semibold text-green-800">
            <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> {i18n.t('Checked in')}
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            {/* The opening only while it is still to come, at the venue with its zone. */}
            {opensAt && opensAt.getTime() > now
              ? i18n.t('Show this code at the desk to check in (check-in opens {time}).', {
                  time: formatMatchDateTime(opensAt, t.timeZone) ?? '',
                })
              : i18n.t('Show this code at the desk to check in.')}
          </p>
        )}
        <div data-testid="ticket-qr">
          <QrCode
            text={url}
            label={i18n.t('Check-in code of {name}', { name: t.name })}
            failed={i18n.t('The QR code could not be drawn. Give the desk your name instead.')}
            className="h-64 w-64"
          />
        </div>
        <p className="text-xs text-slate-500">
          {i18n.t(
            'Opening this ticket again makes a new code; an older screenshot no longer works.',
          )}
        </p>
      </Card>
    </div>
  );
}
