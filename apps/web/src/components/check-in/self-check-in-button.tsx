import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { CHECK_IN_MESSAGES } from '@courtside/shared/api/check-in';
import { Button } from '@/components/ui/button';
import { useAuthStore } from '@/lib/auth-store';
import { API_BASE_URL } from '@/lib/config';
import { i18n } from '@/lib/i18n';

/**
 * POST /api/tournaments/{id}/check-in with plain fetch: the button sits on the dashboard and on
 * the public page, which loads no HTTP client (docs/decisions/013).
 */
async function checkInSelf(tournamentId: string, token: string | null): Promise<string> {
  let response: Response;
  try {
    response = await fetch(
      `${API_BASE_URL}/tournaments/${encodeURIComponent(tournamentId)}/check-in`,
      {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
      },
    );
  } catch {
    throw new Error(i18n.t('Network error. Please check your connection and try again.'));
  }
  const body = (await response.json().catch(() => null)) as {
    message?: string;
    data?: { checkedInAt?: string };
  } | null;
  if (!response.ok || !body?.data?.checkedInAt) {
    throw new Error(i18n.t(body?.message ?? CHECK_IN_MESSAGES.checkInFailed));
  }
  return body.data.checkedInAt;
}

/**
 * "Check in" for the signed-in player's own registration (decision 025); once in, it says so.
 */
export function SelfCheckInButton({
  tournamentId,
  tournamentName,
  checkedInAt,
  onCheckedIn,
}: {
  tournamentId: string;
  tournamentName: string;
  checkedInAt: string | null;
  onCheckedIn?: (checkedInAt: string) => void;
}) {
  const token = useAuthStore((s) => s.token);
  const [done, setDone] = useState<string | null>(checkedInAt);
  const [isBusy, setIsBusy] = useState(false);
  // The button leaves once the player is in: the focus goes to what says so, not to the page's
  // top (WCAG 2.4.3; issue 27's walkthrough).
  const [didCheckIn, setDidCheckIn] = useState(false);
  const confirmation = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (didCheckIn) confirmation.current?.focus();
  }, [didCheckIn]);
  if (done) {
    return (
      <p
        ref={confirmation}
        tabIndex={-1}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-green-800 focus:outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" /> {i18n.t('Checked in')}
      </p>
    );
  }
  const onClick = () => {
    setIsBusy(true);
    checkInSelf(tournamentId, token).then(
      (at) => {
        setIsBusy(false);
        setDone(at);
        setDidCheckIn(true);
        toast.success(i18n.t(CHECK_IN_MESSAGES.checkedIn));
        onCheckedIn?.(at);
      },
      (error: Error) => {
        setIsBusy(false);
        toast.error(error.message);
      },
    );
  };
  return (
    <Button
      size="sm"
      isLoading={isBusy}
      onClick={onClick}
      aria-label={i18n.t('Check in to {tournament}', { tournament: tournamentName })}
    >
      {isBusy ? i18n.t('Checking in...') : i18n.t('Check in')}
    </Button>
  );
}
