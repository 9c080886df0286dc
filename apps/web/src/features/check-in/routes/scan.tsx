import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { CHECK_IN_MESSAGES } from '@courtside/shared/api/check-in';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { failureReason } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCheckInTicket } from '@/features/check-in/api/ticket';

/**
 * /app/check-in/{token}: what the desk's phone opens when its camera scans a ticket (decision
 * 025). It checks the player in once, with the desk rights of whoever is signed in here, and
 * says who, or why not.
 */
export default function ScanPage() {
  const { token = '' } = useParams();
  useDocumentTitle(i18n.t('Check-in'));
  const checkIn = useCheckInTicket();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return;
    sent.current = token;
    checkIn.mutate(token);
  }, [token, checkIn]);

  return (
    <div className="mx-auto max-w-md">
      <Card className="flex flex-col items-center gap-4 p-6 text-center" aria-live="polite">
        {checkIn.isSuccess ? (
          <>
            <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-700" />
            <h1 className="text-2xl font-bold break-words text-slate-900">
              {i18n.t(checkIn.data.message)}
            </h1>
            <p className="text-slate-700">
              {checkIn.data.data.wasCheckedIn ? i18n.t('Already checked in · ') : ''}
              {checkIn.data.data.tournamentName}
            </p>
            <Link
              to={`/app/tournaments/${checkIn.data.data.tournamentId}?tab=check-in`}
              className={buttonClasses('outline')}
            >
              {i18n.t('Open the check-in list')}
            </Link>
          </>
        ) : checkIn.isError ? (
          <>
            <XCircle aria-hidden="true" className="h-12 w-12 text-red-600" />
            <h1 className="text-2xl font-bold text-slate-900">{i18n.t('Not checked in')}</h1>
            <p role="alert" className="text-red-700">
              {failureReason(checkIn.error, i18n.t(CHECK_IN_MESSAGES.checkInFailed))}
            </p>
          </>
        ) : (
          <Spinner className="h-6 w-6" label={i18n.t('Checking in...')} />
        )}
      </Card>
    </div>
  );
}
