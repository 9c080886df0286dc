import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MyCheckIn } from '@courtside/shared/api/check-in';
import { SelfCheckInButton } from '@/components/check-in/self-check-in-button';
import { buttonClasses } from '@/components/ui/button';
import { useAuthStore } from '@/lib/auth-store';
import { API_BASE_URL } from '@/lib/config';
import { i18n } from '@/lib/i18n';

/**
 * The texts of the check-in button (components/check-in, the desk's catalogue), marked here too
 * so the public page's own catalogue holds them (it loads no other area's).
 */
export const SELF_CHECK_IN_TEXTS = [
  /*i18n*/ 'Check in',
  /*i18n*/ 'Checked in',
  /*i18n*/ 'Checking in...',
  /*i18n*/ 'Check in to {tournament}',
  /*i18n*/ 'Network error. Please check your connection and try again.',
] as const;

/**
 * GET /api/check-in/mine with plain fetch (the public page loads no HTTP client, decision 013):
 * the signed-in viewer's registration in this tournament, if check-in is used; null otherwise
 * or on any failure (the page works without it).
 */
async function myCheckInHere(tournamentId: string, token: string): Promise<MyCheckIn | null> {
  try {
    const response = await fetch(`${API_BASE_URL}/check-in/mine`, {
      headers: {
        Accept: 'application/json',
        'X-Requested-With': 'XMLHttpRequest',
        Authorization: `Bearer ${token}`,
      },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: MyCheckIn[] };
    return body.data?.find((c) => c.tournamentId === tournamentId && !c.isWaitlisted) ?? null;
  } catch {
    return null;
  }
}

/** On the public page, a signed-in registered player checks in (decision 025). */
export default function SpectatorCheckIn({
  tournamentId,
  name,
}: {
  tournamentId: string;
  name: string;
}) {
  const token = useAuthStore((s) => s.token);
  const [mine, setMine] = useState<MyCheckIn | null>(null);
  useEffect(() => {
    if (!token) return;
    let isCurrent = true;
    void myCheckInHere(tournamentId, token).then((found) => isCurrent && setMine(found));
    return () => {
      isCurrent = false;
    };
  }, [tournamentId, token]);
  if (!token || !mine?.isOpen) return null;
  return (
    <section
      aria-label={i18n.t('Your check-in')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3"
    >
      <p className="text-sm text-slate-800">{i18n.t('You are registered. Check-in is open.')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={`/app/tournaments/${tournamentId}/ticket`}
          className={buttonClasses('outline', 'sm')}
        >
          {i18n.t('My ticket')}
        </Link>
        <SelfCheckInButton
          tournamentId={tournamentId}
          tournamentName={name}
          checkedInAt={mine.checkedInAt}
        />
      </div>
    </section>
  );
}
