import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TournamentEvent } from '@courtside/shared/api/event';
import {
  REGISTRATION_MESSAGES,
  type RegistrationOutcome,
} from '@courtside/shared/api/registration';
import { TOURNAMENT_MESSAGES } from '@courtside/shared/api/tournament';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { CATEGORY_LABELS } from '@/lib/tournaments/labels';
import { eventWhenText, waitlistedAtText } from '@/features/tournaments/lib/event-labels';
import {
  NO_PARTNER,
  PARTNER_TEXTS,
  PartnerChoice,
  partnerFields,
  type PartnerPick,
} from './partner-choice';
import { sentRequestIn, useOwnPartnerRequests } from '@/lib/partners/own-partner-requests';
import { useEvents } from '@/features/tournaments/api/events';
import { SentPartnerRequest } from './sent-partner-request';
import { useRegisterForEvents } from './registration-api';
import { i18n } from '@/lib/i18n';

/**
 * The dialog's texts in English: the fixed ones are translated where shown (`i18n.t(…)`), the
 * functions give the page's language.
 */
export const REGISTER_TEXTS = {
  title: /*i18n*/ 'Register',
  intro:
    /*i18n*/ 'Choose the events you want to enter. A full event puts you on its waitlist. For a doubles event, choose your partner.',
  submit: /*i18n*/ 'Register',
  submitting: /*i18n*/ 'Registering...',
  done: /*i18n*/ 'Done',
  cancel: /*i18n*/ 'Cancel',
  chooseOne: /*i18n*/ 'Choose at least one event',
  noneOpen: /*i18n*/ 'No event can be chosen: each says why above.',
  full: /*i18n*/ 'Full: you will join its waitlist',
  alreadyIn: REGISTRATION_MESSAGES.youAreIn,
  waitlisted: (position: number) =>
    i18n.t('You are on its waitlist at position {position}', { position }),
  closed: /*i18n*/ 'Registration is closed',
  loadFailed: /*i18n*/ 'Could not load the events. Please try again.',
  resultTitle: /*i18n*/ 'Your registration',
  limit: (max: number) => i18n.t('You can enter up to {max} events of this tournament.', { max }),
} as const;

/** Why an event cannot be chosen (in the page's language), or null when it can. */
function unavailableReason(event: TournamentEvent): string | null {
  if (event.isParticipant) return i18n.t(REGISTER_TEXTS.alreadyIn);
  if (event.waitlistPosition != null) return REGISTER_TEXTS.waitlisted(event.waitlistPosition);
  if (event.status !== 'upcoming') return i18n.t(REGISTER_TEXTS.closed);
  if (event.eligibility && !event.eligibility.eligible) {
    const { reason } = event.eligibility;
    return reason === null ? null : i18n.t(reason);
  }
  return null;
}

/**
 * The answer for one event, as `outcomeText` (shared) says it in English: "Registered"
 * (REGISTRATION_MESSAGES.registeredIn), or "Waitlisted: number 3 in line".
 */
const outcomeText = (outcome: Pick<RegistrationOutcome, 'status' | 'position'>) =>
  outcome.status === 'registered' ? i18n.t('Registered') : waitlistedAtText(outcome.position ?? 0);

const placesText = (event: TournamentEvent) =>
  [
    CATEGORY_LABELS[event.category] ? i18n.t(CATEGORY_LABELS[event.category]) : i18n.t('General'),
    event.type === 'doubles' ? i18n.t('Doubles') : i18n.t('Singles'),
    eventWhenText(event, { orTournamentDay: true }),
    i18n.t('{current}/{max} players', {
      current: event.currentParticipants,
      max: event.maxParticipants,
    }),
  ]
    .filter(Boolean)
    .join(' · ');

/** An event the player holds a place or a waitlist entry in: it counts towards the limit. */
const isEntered = (event: TournamentEvent) => event.isParticipant || event.waitlistPosition != null;

/**
 * Registration for the events of a tournament in one step (decision 035): every event with
 * whether the player may enter it (the reason shown, the box disabled, when not), one submit, and
 * the answer per event ("Registered", "Waitlisted: number 3 in line"). A refusal names its event and keeps
 * every choice for another try.
 */
export function RegisterDialog({
  tournamentId,
  onClose,
}: {
  tournamentId: string;
  onClose: () => void;
}) {
  const events = useEvents(tournamentId);
  // The limit is the tournament's own row's (the first event's; the other events carry none),
  // read from the list the dialog counts the player's entries in: the page the dialog opens
  // from may be another event's, and after a withdrawal both are refetched together.
  const maxEventsPerPlayer =
    events.data?.find((event) => event.isFirst)?.maxEventsPerPlayer ?? null;
  // The caller's open requests (decision 040): a sent one shows instead of asking again.
  const ownRequests = useOwnPartnerRequests();
  const register = useRegisterForEvents(tournamentId);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<RegistrationOutcome[] | null>(null);
  // Doubles events: the partner chosen for each (decision 038), and what is missing.
  const [picks, setPicks] = useState<Record<string, PartnerPick>>({});
  const [partnerErrors, setPartnerErrors] = useState<Record<string, string>>({});
  // A refusal replaces the pressed (then disabled) button's moment: the message takes the focus.
  const errorRef = useRef<HTMLDivElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) errorRef.current?.focus();
  }, [refusals]);
  // The answer replaces the form and the button that sent it: its heading takes the focus, not
  // BODY (WCAG 2.4.3); Done then hands it back to the Register button.
  const resultRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcomes) resultRef.current?.focus();
  }, [outcomes]);
  // The tournament's limit on events per player (the server refuses more): once reached, the
  // events not chosen are disabled with the reason.
  const enteredCount = (events.data ?? []).filter(isEntered).length;
  const isAtLimit = maxEventsPerPlayer != null && enteredCount + chosen.size >= maxEventsPerPlayer;
  const reasonOf = (event: TournamentEvent) =>
    unavailableReason(event) ??
    (isAtLimit && !chosen.has(event.id)
      ? i18n.t(
          '{max, plural, one {You can enter at most # event of this tournament} other {You can enter at most # events of this tournament}}',
          { max: maxEventsPerPlayer },
        )
      : null);
  // Every event disabled (entered, waitlisted, ineligible, over the limit): Register is too,
  // and says why (issue 26).
  const isNoneOpen =
    events.data != null && chosen.size === 0 && events.data.every((e) => reasonOf(e) !== null);
  const pickOf = (id: string) => picks[id] ?? NO_PARTNER;
  const setPick = (id: string, pick: PartnerPick) => {
    setError(null);
    setPartnerErrors(({ [id]: _gone, ...rest }) => rest);
    setPicks((current) => ({ ...current, [id]: pick }));
  };

  const toggle = (id: string, isOn: boolean) => {
    setError(null);
    setChosen((current) => {
      const next = new Set(current);
      if (isOn) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const onSubmit = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (chosen.size === 0) {
      setError(i18n.t(REGISTER_TEXTS.chooseOne));
      return;
    }
    const order = (events.data ?? []).filter((event) => chosen.has(event.id));
    const missing: Record<string, string> = {};
    const entries = order.map((event) => {
      if (event.type === 'singles') return { eventId: event.id };
      const partner = partnerFields(pickOf(event.id));
      if ('error' in partner) {
        missing[event.id] = partner.error;
        return { eventId: event.id };
      }
      return { eventId: event.id, ...partner.fields };
    });
    setPartnerErrors(missing);
    if (Object.keys(missing).length > 0) return;
    register.mutate(
      { events: entries },
      {
        onSuccess: (answer) => setOutcomes(answer.events),
        onError: (failure) => {
          setError(
            failure instanceof ApiError && (failure.status ?? 500) < 500
              ? (failure.serverMessage ?? failure.message)
              : i18n.t(TOURNAMENT_MESSAGES.joinFailed),
          );
          setRefusals((n) => n + 1);
        },
      },
    );
  };

  return (
    <Modal isOpen title={i18n.t(REGISTER_TEXTS.title)} size="md" onClose={onClose}>
      {outcomes ? (
        <div className="space-y-4">
          <h3
            ref={resultRef}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 outline-none"
          >
            {i18n.t(REGISTER_TEXTS.resultTitle)}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
            {outcomes.map((outcome) => (
              <li
                key={outcome.eventId}
                className="flex items-center justify-between gap-4 px-3 py-2 text-sm"
              >
                <span className="font-medium text-slate-900">{outcome.eventName}</span>
                <span
                  className={
                    outcome.status === 'registered' ? 'text-emerald-800' : 'text-amber-800'
                  }
                >
                  {outcomeText(outcome)}
                  {outcome.partnerRequested && ` · ${i18n.t(PARTNER_TEXTS.requestSent)}`}
                </span>
              </li>
            ))}
          </ul>
          <div className="flex justify-end">
            <Button onClick={onClose}>{i18n.t(REGISTER_TEXTS.done)}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm text-slate-600">{i18n.t(REGISTER_TEXTS.intro)}</p>
          {maxEventsPerPlayer != null && (
            <p className="text-sm text-slate-600">{REGISTER_TEXTS.limit(maxEventsPerPlayer)}</p>
          )}
          {events.isPending && <Spinner label={i18n.t('Loading events')} />}
          {events.isError && <Alert tone="error">{i18n.t(REGISTER_TEXTS.loadFailed)}</Alert>}
          {events.data && (
            <fieldset>
              <legend className="sr-only">{i18n.t('Events')}</legend>
              <ul className="space-y-3">
                {events.data.map((event) => {
                  const reason = reasonOf(event);
                  const isFull = event.currentParticipants >= event.maxParticipants;
                  const noteId = `register-note-${event.id}`;
                  const sent = sentRequestIn(ownRequests.data, event.id);
                  return (
                    <li key={event.id} className="rounded-md border border-slate-200 p-3">
                      <Checkbox
                        label={<span className="font-medium text-slate-900">{event.name}</span>}
                        checked={chosen.has(event.id)}
                        disabled={reason !== null || register.isPending}
                        aria-describedby={noteId}
                        onChange={(change) => toggle(event.id, change.target.checked)}
                      />
                      <p id={noteId} className="mt-1 pl-6 text-sm text-slate-600">
                        {placesText(event)}
                        {reason !== null ? (
                          <span className="block text-slate-700">{reason}</span>
                        ) : (
                          isFull && (
                            <span className="block text-amber-800">
                              {i18n.t(REGISTER_TEXTS.full)}
                            </span>
                          )
                        )}
                      </p>
                      {sent && <SentPartnerRequest request={sent} />}
                      {event.type !== 'singles' && chosen.has(event.id) && (
                        <PartnerChoice
                          eventId={event.id}
                          eventName={event.name}
                          pick={pickOf(event.id)}
                          onChange={(pick) => setPick(event.id, pick)}
                          error={partnerErrors[event.id]}
                          disabled={register.isPending}
                        />
                      )}
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )}
          {error && (
            <Alert tone="error" focusRef={errorRef}>
              {error}
            </Alert>
          )}
          {isNoneOpen && (
            <p id="register-none-open" className="text-sm text-slate-700">
              {i18n.t(REGISTER_TEXTS.noneOpen)}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {i18n.t(REGISTER_TEXTS.cancel)}
            </Button>
            <Button
              type="submit"
              isLoading={register.isPending}
              disabled={!events.data || isNoneOpen}
              aria-describedby={isNoneOpen ? 'register-none-open' : undefined}
            >
              {register.isPending
                ? i18n.t(REGISTER_TEXTS.submitting)
                : i18n.t(REGISTER_TEXTS.submit)}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
