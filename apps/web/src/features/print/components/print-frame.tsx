import { ArrowLeft, Lock, Printer, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { z } from 'zod';
import { TOURNAMENT_MESSAGES, type TournamentDetail } from '@courtside/shared/api/tournament';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { useMyCheckIns } from '@/lib/check-in/my-check-ins';
import { formatDay } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { useTournament } from '@/lib/tournaments/get-tournament';
import { useDocumentTitle } from '@/lib/use-document-title';
import '@/styles/print.css';

/** What a print view says to someone who is not at the tournament's desk. */
export const PRINT_ONLY_DESK =
  /*i18n*/ 'Only the organizer and desk staff of this tournament can print its desk papers';

/** The papers' names (the print pages pass them as `title`), translated where shown. */
export const PAPER_TITLES = {
  draw: /*i18n*/ 'Draw Sheet',
  scoreSheets: /*i18n*/ 'Score Sheets',
  checkIn: /*i18n*/ 'Check-in List',
  schedule: /*i18n*/ 'Court Schedule',
} as const;

/**
 * Who may print a tournament's desk papers: its desk, the organizer and desk staff (decision 025).
 * The tournament's desk staff are every event's (decision 034).
 */
export const canPrintDeskPapers = (
  t: TournamentDetail,
  userId: string | undefined,
  deskTournamentIds: readonly string[],
) =>
  userId !== undefined &&
  (userId === t.organizerId || deskTournamentIds.includes(t.parentId ?? t.id));

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The venue's days: "May 01, 2027", or "May 01, 2027 – May 02, 2027". */
const daysOf = (t: TournamentDetail) =>
  [formatDay(t.startDate), t.endDate && t.endDate !== t.startDate ? formatDay(t.endDate) : null]
    .filter(Boolean)
    .join(' – ');

interface PrintFrameProps {
  /** The paper's name: "Draw Sheet", "Score Sheets", "Check-in List", "Court Schedule". */
  title: string;
  /** Whether the heading prints (score sheets carry the tournament on each sheet instead). */
  printsHeading?: boolean;
  /**
   * Whose paper it is (issue 26): the tournament's (the check-in list of its one desk, the court
   * schedule of its shared courts), opened on an event's address too and titled with the
   * tournament's name; or the event's (draw and score sheets), titled with the event's name.
   */
  paperOf?: 'tournament' | 'event';
  children: (tournament: TournamentDetail) => ReactNode;
}

/**
 * A print view of /app/tournaments/{id}/print/...: loads the tournament, lets its desk (the
 * organizer and desk staff) through, and frames the paper with a way back and a Print button. On paper (styles/print.css) only
 * the sheet shows: the app's header, navigation, drawer, toasts and these controls are hidden.
 */
export function PrintFrame({
  title: paperTitle,
  printsHeading = true,
  paperOf = 'event',
  children,
}: PrintFrameProps) {
  const title = i18n.t(paperTitle);
  const { id = '' } = useParams();
  const location = useLocation();
  const userId = useAuthStore((s) => s.user?.id);
  const isValidId = isUuid(id);
  const query = useTournament(id, { enabled: isValidId });
  const isNotFound = !isValidId || (query.error instanceof ApiError && query.error.status === 404);
  const t = query.data;
  // Desk staff are named per tournament; the organizer needs no look-up.
  const isOwner = t !== undefined && userId === t.organizerId;
  const mine = useMyCheckIns({ enabled: t !== undefined && !isOwner });
  // An event's paper names the event: a further event's row, or the first event's own name.
  const name = t && (paperOf === 'event' ? (t.eventName ?? t.name) : t.name);
  useDocumentTitle(
    isNotFound ? i18n.t('Tournament Not Found') : name ? `${title} · ${name}` : title,
  );

  const back = (
    <Link
      to={isValidId ? `/app/tournaments/${id}` : '/app/tournaments'}
      className={`${buttonClasses('ghost')} -ml-2`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {isValidId ? i18n.t('Back to tournament') : i18n.t('Back to tournaments')}
    </Link>
  );

  if (isNotFound) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState
          icon={SearchX}
          title={i18n.t('Tournament Not Found')}
          text={i18n.t("The tournament you're looking for doesn't exist.")}
        />
      </div>
    );
  }
  if (!t) {
    return (
      <div className="space-y-4">
        {back}
        {query.isError ? (
          <LoadError
            title={i18n.t(TOURNAMENT_MESSAGES.loadFailed)}
            text={query.error.message}
            onRetry={() => void query.refetch()}
            isRetrying={query.isFetching}
          />
        ) : (
          <div className="flex justify-center py-16">
            <Spinner className="h-6 w-6" label={i18n.t('Loading tournament details...')} />
          </div>
        )}
      </div>
    );
  }
  if (paperOf === 'tournament' && t.parentId) {
    // The tournament's paper on an event's address: the tournament's own, with every parameter.
    const path = location.pathname.replace(`/tournaments/${id}/`, `/tournaments/${t.parentId}/`);
    return <Navigate replace to={`${path}${location.search}`} />;
  }
  if (!isOwner && mine.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="h-6 w-6" label={i18n.t('Loading...')} />
      </div>
    );
  }
  if (!canPrintDeskPapers(t, userId, mine.data?.deskTournamentIds ?? [])) {
    return (
      <div className="space-y-4">
        {back}
        <EmptyState icon={Lock} title={title} text={i18n.t(PRINT_ONLY_DESK)} />
      </div>
    );
  }
  return (
    <div className="print-root print-sheet-root space-y-6">
      <div className="print-hide flex flex-wrap items-center justify-between gap-3">
        {back}
        <Button onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" /> {i18n.t('Print')}
        </Button>
      </div>
      <header className={`print-keep min-w-0 ${printsHeading ? '' : 'print-hide'}`}>
        <h1 className="text-2xl font-bold break-words text-slate-900">{title}</h1>
        <p className="mt-1 text-sm break-words text-slate-700">
          {name} · {t.location} · {daysOf(t)}
        </p>
      </header>
      {children(t)}
    </div>
  );
}
