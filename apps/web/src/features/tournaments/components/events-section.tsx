import { CalendarClock, Copy, Edit3, Play, Plus, Trash2, UserCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EVENT_MESSAGES, type TournamentEvent } from '@courtside/shared/api/event';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ExportCsvButton } from '@/components/tournaments/export-csv-button';
import { CATEGORY_LABELS, FORMAT_LABELS, statusOf, TYPE_LABELS } from '@/lib/tournaments/labels';
import {
  eligibilitySummary,
  eventChampion,
  eventWhenText,
  ownEntryText,
} from '@/features/tournaments/lib/event-labels';
import { i18n } from '@/lib/i18n';
import { richText } from '@/lib/i18n/rich-text';
import { TournamentStatusBadge } from './tournament-status-badge';

export type EventAction =
  | { kind: 'add' }
  | { kind: 'copy'; event: TournamentEvent }
  | { kind: 'edit'; event: TournamentEvent }
  | { kind: 'remove'; event: TournamentEvent }
  | { kind: 'overrides'; event: TournamentEvent }
  | { kind: 'start' };

/**
 * After an event is added (its row's link takes the focus), edited from another event's page (its
 * row's Edit button: the page moved to it, and the button that opened the dialog went with the
 * page it was on) or removed (the section's heading).
 */
export type EventFocus = { kind: 'added' | 'edited' | 'removed' | 'started'; eventId: string };

/** The page's address with `eventId` chosen (the first event writes no `event`), other keys kept. */
export function useEventHref() {
  const [params] = useSearchParams();
  return (event: Pick<TournamentEvent, 'id' | 'isFirst'>) => {
    const next = new URLSearchParams(params);
    if (event.isFirst) next.delete('event');
    else next.set('event', event.id);
    const search = next.toString();
    return { search: search ? `?${search}` : '' };
  };
}

/**
 * The Events section (decision 034): each event with its format, entrants, status, who may enter
 * and its champion; its name chooses it for the tabs below. The organizer adds, copies, edits,
 * removes and starts events here, and downloads each one's entrants and results.
 */
export function EventsSection({
  events,
  selectedId,
  isOwner,
  onAction,
  focus = null,
  onFocused,
}: {
  events: TournamentEvent[];
  selectedId: string;
  isOwner: boolean;
  onAction: (action: EventAction) => void;
  /** Moved once the list shows the change, not to the page's top (WCAG 2.4.3). */
  focus?: EventFocus | null;
  onFocused?: () => void;
}) {
  const hrefOf = useEventHref();
  const heading = useRef<HTMLHeadingElement>(null);
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const editButtons = useRef(new Map<string, HTMLButtonElement>());
  // The dialog hands the focus back to its opener as it closes, and the list changes after the
  // refetch: the focus moves when the list shows the added event (on its own page, which the
  // page opens next), or no longer the removed one.
  useEffect(() => {
    if (!focus) return;
    const isListed = events.some((e) => e.id === focus.eventId);
    if (focus.kind === 'added' && isListed && selectedId === focus.eventId) {
      links.current.get(focus.eventId)?.focus();
    } else if (focus.kind === 'edited' && isListed && selectedId === focus.eventId) {
      editButtons.current.get(focus.eventId)?.focus();
    } else if (focus.kind === 'removed' && !isListed) heading.current?.focus();
    // Started: its Start Events button may be gone, so the heading of the list that shows it.
    else if (
      focus.kind === 'started' &&
      events.some((e) => e.id === focus.eventId && statusOf(e.status) !== 'upcoming')
    )
      heading.current?.focus();
    else return;
    onFocused?.();
  }, [focus, events, selectedId, onFocused]);
  const hasUpcoming = events.some((e) => statusOf(e.status) === 'upcoming');
  const isOver = events.every((e) => statusOf(e.status) === 'completed');
  return (
    <Card className="mb-4 p-3 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {i18n.t('Events ({count})', { count: events.length })}
        </h2>
        {isOwner && (
          <div className="flex flex-wrap gap-2">
            {hasUpcoming && (
              <Button size="sm" onClick={() => onAction({ kind: 'start' })}>
                <Play aria-hidden="true" className="h-4 w-4" /> {i18n.t('Start Events')}
              </Button>
            )}
            {!isOver && (
              <Button size="sm" variant="outline" onClick={() => onAction({ kind: 'add' })}>
                <Plus aria-hidden="true" className="h-4 w-4" /> {i18n.t('Add Event')}
              </Button>
            )}
          </div>
        )}
      </div>
      <ul className="mt-3 divide-y divide-slate-200">
        {events.map((e) => {
          const isSelected = e.id === selectedId;
          const eligibility = eligibilitySummary(e);
          const champion = eventChampion(e);
          const isUpcoming = statusOf(e.status) === 'upcoming';
          // Its day and start time at the venue, when it has them (issue 26's walkthrough).
          const when = eventWhenText(e);
          // The viewer's own place in it, so a player sees which events they are in.
          const ownEntry = ownEntryText(e);
          return (
            <li
              key={e.id}
              className={`py-3 ${isSelected ? 'bg-brand-50 -mx-2 px-2 rounded-lg' : ''}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  ref={(link) => {
                    if (link) links.current.set(e.id, link);
                    else links.current.delete(e.id);
                  }}
                  to={hrefOf(e)}
                  aria-current={isSelected ? 'true' : undefined}
                  className="font-semibold break-words text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {e.name}
                </Link>
                <TournamentStatusBadge status={e.status} />
                {ownEntry && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                      e.isParticipant
                        ? 'bg-emerald-50 text-emerald-800'
                        : 'bg-amber-50 text-amber-800'
                    }`}
                  >
                    {ownEntry}
                  </span>
                )}
              </div>
              {when && (
                <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-700">
                  <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                  <span>{when}</span>
                </p>
              )}
              <p className="mt-1 text-sm text-slate-700">
                {i18n.t(CATEGORY_LABELS[e.category])} · {i18n.t(TYPE_LABELS[e.type])} ·{' '}
                {i18n.t(FORMAT_LABELS[e.format])} ·{' '}
                {e.waitlistCount > 0
                  ? i18n.t('Entrants {current}/{max} (+{waiting} waiting)', {
                      current: e.currentParticipants,
                      max: e.maxParticipants,
                      waiting: e.waitlistCount,
                    })
                  : i18n.t('Entrants {current}/{max}', {
                      current: e.currentParticipants,
                      max: e.maxParticipants,
                    })}
                {eligibility && ` · ${eligibility}`}
              </p>
              {champion && (
                <p className="mt-1 text-sm text-slate-800">
                  {richText(i18n.t('Champion: <name>{champion}</name>', { champion }), {
                    name: (label) => <span className="font-semibold">{label}</span>,
                  })}
                </p>
              )}
              {e.eligibility && !e.eligibility.eligible && e.eligibility.reason && (
                <p className="mt-1 text-sm text-slate-600">{i18n.t(e.eligibility.reason)}</p>
              )}
              {isOwner && e.isFirst && isUpcoming && (
                <p className="mt-1 text-xs text-slate-600">
                  {i18n.t(EVENT_MESSAGES.firstEventStays)}
                </p>
              )}
              {isOwner && (
                <div className="mt-2 flex flex-wrap gap-2">
                  <Button
                    ref={(button) => {
                      if (button) editButtons.current.set(e.id, button);
                      else editButtons.current.delete(e.id);
                    }}
                    size="sm"
                    variant="ghost"
                    aria-label={i18n.t('Edit {name}', { name: e.name })}
                    onClick={() => onAction({ kind: 'edit', event: e })}
                  >
                    <Edit3 aria-hidden="true" className="h-4 w-4" /> {i18n.t('Edit')}
                  </Button>
                  {!isOver && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={i18n.t('Copy {name}', { name: e.name })}
                      onClick={() => onAction({ kind: 'copy', event: e })}
                    >
                      <Copy aria-hidden="true" className="h-4 w-4" /> {i18n.t('Copy')}
                    </Button>
                  )}
                  {/* The first event holds the tournament's page (decision 037): never removable,
                      so no Remove that is always refused; the server refuses it all the same. */}
                  {isUpcoming && !e.isFirst && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={i18n.t('Remove {name}', { name: e.name })}
                      onClick={() => onAction({ kind: 'remove', event: e })}
                    >
                      <Trash2 aria-hidden="true" className="h-4 w-4" /> {i18n.t('Remove')}
                    </Button>
                  )}
                  {eligibility && statusOf(e.status) !== 'completed' && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={i18n.t('Eligibility overrides of {name}', { name: e.name })}
                      onClick={() => onAction({ kind: 'overrides', event: e })}
                    >
                      <UserCheck aria-hidden="true" className="h-4 w-4" /> {i18n.t('Overrides')}
                    </Button>
                  )}
                  <ExportCsvButton tournamentId={e.id} kind="entrants" />
                  {!isUpcoming && <ExportCsvButton tournamentId={e.id} kind="results" />}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
