import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { CalendarClock, Plus, Ticket } from 'lucide-react';
import type { TournamentEvent } from '@courtside/shared/api/event';
import { Link } from 'react-router';
import { SelfCheckInButton } from '@/components/check-in/self-check-in-button';
import { buttonClasses } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Tabs } from '@/components/ui/tabs';
import { useAuthStore } from '@/lib/auth-store';
import { formatMatchDateTime } from '@/lib/format';
import { useMyCheckIns } from '@/lib/check-in/my-check-ins';
import { ContactOrganizerDialog } from './contact-organizer-dialog';
import { DeleteTournamentDialog } from './delete-tournament-dialog';
import type { EventAction, EventFocus } from './events-section';
import { OverviewTab } from './overview-tab';
import { ParticipantsTab } from './participants-tab';
import { PrintLinks } from './print-links';
import { RulesTab } from './rules-tab';
import { SetWinnerDialog } from './set-winner-dialog';
import { TournamentActions } from './tournament-actions';
import { TournamentHeader } from './tournament-header';
import { urlOneOf, useUrlState } from '@/lib/use-url-state';
import { richText } from '@/lib/i18n/rich-text';
import { i18n } from '@/lib/i18n';

// Only owners open these, and they bring drag and drop and the form library: load them on demand.
const EditTournamentDialog = lazy(() =>
  import('./edit-tournament-dialog').then((m) => ({ default: m.EditTournamentDialog })),
);
// Events (decision 034) show only in a tournament of two or more, or to an organizer adding one.
const EventsSection = lazy(() =>
  import('./events-section').then((m) => ({ default: m.EventsSection })),
);
const EligibilityOverridesDialog = lazy(() =>
  import('./eligibility-overrides-dialog').then((m) => ({
    default: m.EligibilityOverridesDialog,
  })),
);
const RemoveEventDialog = lazy(() =>
  import('./remove-event-dialog').then((m) => ({ default: m.RemoveEventDialog })),
);
const StartEventsDialog = lazy(() =>
  import('./start-events-dialog').then((m) => ({ default: m.StartEventsDialog })),
);
const EventDialog = lazy(() => import('./event-dialog').then((m) => ({ default: m.EventDialog })));
const FormTeamsDialog = lazy(() =>
  import('./form-teams-dialog').then((m) => ({ default: m.FormTeamsDialog })),
);

const TAB_IDS = [
  'overview',
  'participants',
  'matches',
  'bracket',
  'check-in',
  'desk',
  'rules',
] as const;
/** The open tab lives in the URL (`?tab=`), so Back and a shared link find it (decision 019). */
const TOURNAMENT_VIEW_URL = { tab: urlOneOf(TAB_IDS, 'overview') };
type DialogId = 'edit' | 'delete' | 'contact' | 'teams' | 'auto-teams' | 'winner';

/**
 * The Matches and Bracket tabs belong to the matches and brackets features: the app hands them in
 * (features do not import each other, ARCHITECTURE.md section 2).
 */
export interface CompetitionTabs {
  Matches: ComponentType<{ tournament: TournamentDetail; isOwner: boolean }>;
  Bracket: ComponentType<{ tournament: TournamentDetail }>;
  /** The desk's Check-in tab (decision 025): the organizer and desk staff only. */
  CheckIn?: ComponentType<{ tournament: TournamentDetail; isOwner: boolean }>;
  /** The desk (issue 27): calling matches to courts, for whoever runs the desk. */
  Desk: ComponentType<{ tournament: TournamentDetail }>;
}

/** The tournament's events (decision 034), as the page chose among them. */
export interface EventsContext {
  /** The tournament's own row (its first event). */
  root: TournamentDetail;
  /** Every event, the first first; empty while they load. */
  events: TournamentEvent[];
  /** After an event is added, copied or edited: the page shows it (and may move the focus). */
  onSelect: (eventId: string | null, focus?: EventFocus) => void;
  /** Where the focus goes once the events list shows the change (WCAG 2.4.3). */
  focus?: EventFocus | null;
  /** Asks for the focus to move once the list shows the change, the event shown staying. */
  onFocus?: (focus: EventFocus) => void;
  onFocused?: () => void;
}

/**
 * A loaded tournament: header and actions, the five tabs (overview first) and the dialogs. With
 * two or more events, the Events section above the tabs; the tabs are the chosen event's.
 */
export function TournamentView({
  tournament: t,
  tabs: competitionTabs,
  events: eventsContext,
}: {
  tournament: TournamentDetail;
  tabs: CompetitionTabs;
  events?: EventsContext;
}) {
  const userId = useAuthStore((s) => s.user?.id);
  const { state, set } = useUrlState(TOURNAMENT_VIEW_URL);
  const { tab } = state;
  const setTab = (next: (typeof TAB_IDS)[number]) => set({ tab: next }, { replace: true });
  const [dialog, setDialog] = useState<DialogId | null>(null);
  const [eventAction, setEventAction] = useState<EventAction | null>(null);
  const isOwner = userId === t.organizerId;
  const root = eventsContext?.root ?? t;
  const events = eventsContext?.events ?? [];
  const hasEvents = events.length >= 2;
  const isEvent = t.id !== root.id;
  const thisEvent = events.find((e) => e.id === t.id);
  const canAddEvent = isOwner && Boolean(eventsContext) && root.status !== 'completed';
  const canRunDesk = isOwner;
  const close = () => setDialog(null);
  // The desk is the organizer and the desk staff they named (decision 025).
  const myCheckIns = useMyCheckIns({ enabled: !isOwner && Boolean(competitionTabs.CheckIn) });
  // The tournament's desk staff are every event's (decision 034).
  const isDesk = isOwner || (myCheckIns.data?.deskTournamentIds ?? []).includes(root.id);
  const myCheckIn = myCheckIns.data?.data.find((c) => c.tournamentId === t.id && !c.isWaitlisted);

  // A private tournament's results are its players', keepers' and organizer's (decision 012).
  const tabs = [
    { id: 'overview', label: i18n.t('Overview') },
    {
      id: 'participants',
      label: i18n.t('Participants ({count})', { count: t.currentParticipants }),
    },
    { id: 'matches', label: i18n.t('Matches') },
    { id: 'bracket', label: i18n.t('Bracket') },
    ...(isDesk && competitionTabs.CheckIn ? [{ id: 'check-in', label: i18n.t('Check-in') }] : []),
    { id: 'desk', label: i18n.t('Desk') },
    { id: 'rules', label: i18n.t('Rules') },
  ]
    .filter((x) => t.canSeeResults || (x.id !== 'matches' && x.id !== 'bracket'))
    // The desk runs a tournament in play: its organizer (desk staff join in canRunDesk).
    .filter((x) => x.id !== 'desk' || (canRunDesk && t.status === 'ongoing')) as {
    id: (typeof TAB_IDS)[number];
    label: string;
  }[];

  // The last but one event removed: no Events section is left, the page's heading takes the focus.
  const pageHeading = useRef<HTMLHeadingElement>(null);
  const focusPageHeading = useCallback(() => pageHeading.current?.focus(), []);
  const focus = eventsContext?.focus;
  const onFocused = eventsContext?.onFocused;
  const isRemovedGone =
    focus?.kind === 'removed' && events.length > 0 && !events.some((e) => e.id === focus.eventId);
  useEffect(() => {
    if (!isRemovedGone || hasEvents) return;
    pageHeading.current?.focus();
    onFocused?.();
  }, [isRemovedGone, hasEvents, onFocused]);

  return (
    <>
      <TournamentHeader
        headingRef={pageHeading}
        isOneOfSeveral={hasEvents}
        wholeTournament={root}
        tournament={t}
        tournamentName={isEvent ? root.name : undefined}
        actions={
          <>
            <TournamentActions
              tournament={t}
              isEvent={isEvent}
              hasSeveralEvents={hasEvents}
              onLeft={focusPageHeading}
              onEdit={() =>
                isEvent && thisEvent
                  ? setEventAction({ kind: 'edit', event: thisEvent })
                  : setDialog('edit')
              }
              onDelete={() =>
                isEvent && thisEvent
                  ? setEventAction({ kind: 'remove', event: thisEvent })
                  : setDialog('delete')
              }
              onContact={() => setDialog('contact')}
              onSetWinner={() => setDialog('winner')}
            />
            {/* One event: the organizer may add a second; with two, the Events section adds. */}
            {canAddEvent && !hasEvents && (
              <Button variant="outline" onClick={() => setEventAction({ kind: 'add' })}>
                <Plus aria-hidden="true" className="h-4 w-4" /> {i18n.t('Add Event')}
              </Button>
            )}
          </>
        }
      />
      {isDesk && !isOwner && (
        // Desk staff (decision 025) see their role here; joining as a player stays a separate choice.
        <div
          data-testid="desk-role"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3"
        >
          <p className="text-sm text-slate-800">
            {richText(
              i18n.t(
                "<b>You are desk staff here:</b> you check players in and print the desk's papers.",
              ),
              { b: (chunk) => <span className="font-semibold">{chunk}</span> },
            )}
            {t.status === 'upcoming' && !t.isParticipant
              ? ` ${i18n.t('Joining the tournament as a player is a separate choice.')}`
              : ''}
          </p>
          {tab !== 'check-in' && competitionTabs.CheckIn && (
            <button
              type="button"
              onClick={() => setTab('check-in')}
              className={buttonClasses('outline', 'sm')}
            >
              {i18n.t('Open the check-in')}
            </button>
          )}
        </div>
      )}
      {hasEvents && (
        <Suspense fallback={null}>
          <EventsSection
            events={events}
            selectedId={t.id}
            isOwner={isOwner}
            onAction={setEventAction}
            focus={eventsContext?.focus ?? null}
            onFocused={eventsContext?.onFocused}
          />
        </Suspense>
      )}
      {myCheckIn && (
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3">
          <p className="text-sm text-slate-800">
            {myCheckIn.isOpen
              ? i18n.t('Check-in is open.')
              : i18n.t('Check-in opens {time}.', {
                  time: formatMatchDateTime(myCheckIn.checkInOpensAt, t.timeZone),
                })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <Link to={`/app/tournaments/${t.id}/ticket`} className={buttonClasses('outline', 'sm')}>
              <Ticket aria-hidden="true" className="h-4 w-4" /> {i18n.t('My ticket')}
            </Link>
            {myCheckIn.isOpen && (
              <SelfCheckInButton
                tournamentId={t.id}
                tournamentName={t.name}
                checkedInAt={myCheckIn.checkedInAt}
                onCheckedIn={() => void myCheckIns.refetch()}
              />
            )}
          </div>
        </div>
      )}
      <Tabs label={i18n.t('Tournament sections')} tabs={tabs} value={tab} onChange={setTab}>
        {tab === 'overview' && (
          <OverviewTab
            tournament={t}
            isOwner={isOwner}
            onViewRules={() => setTab('rules')}
            onContact={() => setDialog('contact')}
          />
        )}
        {tab === 'participants' && (
          <ParticipantsTab
            tournament={t}
            isOwner={isOwner}
            isOneOfSeveral={hasEvents}
            onFormTeams={(isAutoDraft) => setDialog(isAutoDraft ? 'auto-teams' : 'teams')}
          />
        )}
        {tab === 'matches' && <competitionTabs.Matches tournament={t} isOwner={isOwner} />}
        {tab === 'bracket' && <competitionTabs.Bracket tournament={t} />}
        {tab === 'check-in' && isDesk && competitionTabs.CheckIn && (
          <competitionTabs.CheckIn tournament={t} isOwner={isOwner} />
        )}
        {tab === 'desk' && canRunDesk && (
          <Suspense fallback={<Spinner label={i18n.t('Loading the desk...')} />}>
            <competitionTabs.Desk tournament={t} />
          </Suspense>
        )}
        {tab === 'rules' && <RulesTab tournament={t} isOwner={isOwner} />}
      </Tabs>
      {/* Below the sections: on a phone the header leaves room for the tabs (issue 23). */}
      {/* The day planner is a screen, not a print view: its own row, not under "Print:". */}
      {isOwner && (
        <div className="mt-6">
          <Link
            to={`/app/tournaments/${t.parentId ?? t.id}/planner`}
            className={buttonClasses('outline', 'sm')}
          >
            <CalendarClock aria-hidden="true" className="h-4 w-4" /> {i18n.t('Day planner')}
          </Link>
        </div>
      )}
      {isDesk && (
        <div className={`${isOwner ? 'mt-3' : 'mt-6'} flex flex-wrap items-center gap-3`}>
          <PrintLinks tournament={t} />
        </div>
      )}

      <Suspense fallback={null}>
        {eventAction &&
          (eventAction.kind === 'add' ||
            eventAction.kind === 'copy' ||
            eventAction.kind === 'edit') && (
            <EventDialog
              tournament={root}
              mode={
                eventAction.kind === 'add'
                  ? { kind: 'add' }
                  : eventAction.kind === 'copy'
                    ? { kind: 'copy', source: eventAction.event }
                    : { kind: 'edit', event: eventAction.event }
              }
              onClose={() => setEventAction(null)}
              onSaved={(id) =>
                eventsContext?.onSelect(
                  id,
                  eventAction.kind !== 'edit'
                    ? { kind: 'added', eventId: id }
                    : // This page stays (its opener gets the focus back) or gives way to the event's.
                      id === t.id
                      ? undefined
                      : { kind: 'edited', eventId: id },
                )
              }
            />
          )}
        {dialog === 'edit' && (
          <EditTournamentDialog tournament={t} hasEvents={hasEvents} onClose={close} />
        )}
        {(dialog === 'teams' || dialog === 'auto-teams') && (
          <FormTeamsDialog tournament={t} isAutoDraft={dialog === 'auto-teams'} onClose={close} />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {eventAction?.kind === 'remove' && (
          <RemoveEventDialog
            tournamentId={root.id}
            event={eventAction.event}
            onClose={() => setEventAction(null)}
            onRemoved={() =>
              eventsContext?.onSelect(null, { kind: 'removed', eventId: eventAction.event.id })
            }
          />
        )}
        {eventAction?.kind === 'overrides' && (
          <EligibilityOverridesDialog
            tournamentId={root.id}
            event={eventAction.event}
            onClose={() => setEventAction(null)}
          />
        )}
        {eventAction?.kind === 'start' && (
          <StartEventsDialog
            tournamentId={root.id}
            events={events}
            onClose={() => setEventAction(null)}
            onStarted={(ids) =>
              ids[0] && eventsContext?.onFocus?.({ kind: 'started', eventId: ids[0] })
            }
          />
        )}
      </Suspense>
      {dialog === 'delete' && <DeleteTournamentDialog tournament={t} onClose={close} />}
      {dialog === 'contact' && <ContactOrganizerDialog tournament={t} onClose={close} />}
      {dialog === 'winner' && <SetWinnerDialog tournament={t} onClose={close} />}
    </>
  );
}
