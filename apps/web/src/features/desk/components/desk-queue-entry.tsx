import { useState } from 'react';
import type { DeskCourt, DeskQueueEntry } from '@courtside/shared/api/desk';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { i18n } from '@/lib/i18n';
import { pairingOf, roundOf, venueClock } from './desk-labels';

/**
 * One match waiting to be called: who, when and where the planner put it, late or not, what
 * keeps it from being called, and one tap to call it to the suggested court (or another free one).
 * A match kept only by a rest not over can be called early, once the desk confirms who rests
 * until when (decision 031).
 */
export function DeskQueueEntryCard({
  entry,
  freeCourts,
  plannedCourtName,
  lastRounds,
  timeZone,
  isCalling,
  onCall,
}: {
  entry: DeskQueueEntry;
  freeCourts: DeskCourt[];
  plannedCourtName: string | null;
  /** Each stage's last round, to name rounds as the bracket does. */
  lastRounds: Readonly<Record<string, number>>;
  timeZone: string | undefined;
  isCalling: boolean;
  /** `ignoreRest`: the desk confirmed calling before the rest is over. */
  onCall: (courtId: string, ignoreRest: boolean, onDone: () => void) => void;
}) {
  const { match } = entry;
  const [chosen, setChosen] = useState<string | null>(null);
  const [isConfirmingEarly, setIsConfirmingEarly] = useState(false);
  const courtId =
    chosen && freeCourts.some((c) => c.id === chosen) ? chosen : entry.suggestedCourtId;
  const court = freeCourts.find((c) => c.id === courtId);
  const isReady = entry.blockers.length === 0 && court !== undefined;
  const isCallable = entry.blockers.length === 0 || entry.canCallEarly;
  const pairing = pairingOf(match);
  return (
    <li
      className={`min-w-0 rounded-xl border bg-white p-3 ${entry.isLate ? 'border-red-400 bg-red-50' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold break-words text-slate-900">{pairing}</p>
        <div className="flex gap-1">
          {entry.isLate && <Badge variant="danger">{i18n.t('Late')}</Badge>}
          {entry.blockers.length === 0 && <Badge variant="success">{i18n.t('Ready')}</Badge>}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {roundOf(match, lastRounds)}
        {match.startTime
          ? plannedCourtName
            ? i18n.t(' · planned {time} on {court}', {
                time: venueClock(match.startTime, timeZone),
                court: plannedCourtName,
              })
            : i18n.t(' · planned {time}', { time: venueClock(match.startTime, timeZone) })
          : plannedCourtName
            ? i18n.t(' on {court}', { court: plannedCourtName })
            : ''}
      </p>
      {entry.blockers.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-sm text-amber-900">
          {entry.blockers.map((blocker) => (
            <li key={blocker}>{blocker}</li>
          ))}
        </ul>
      )}
      {isCallable && (
        <div className="mt-2 flex flex-wrap items-end gap-2">
          {freeCourts.length > 1 && (
            <SelectField
              label={i18n.t('Court for {pairing}', { pairing })}
              isLabelHidden
              className="w-40"
              value={courtId ?? ''}
              onChange={(event) => setChosen(event.target.value)}
              options={freeCourts.map((c) => ({ value: c.id, label: c.name }))}
            />
          )}
          {entry.blockers.length === 0 ? (
            <Button
              size="sm"
              className="h-11"
              disabled={!isReady}
              isLoading={isCalling}
              onClick={() => court && onCall(court.id, false, () => {})}
              // WCAG 2.5.3: the name starts with the words on the button; the players follow.
              aria-label={
                court
                  ? i18n.t('Call to {court}: {pairing}', { court: court.name, pairing })
                  : undefined
              }
            >
              {court ? i18n.t('Call to {court}', { court: court.name }) : i18n.t('No free court')}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              className="h-11"
              disabled={court === undefined}
              onClick={() => setIsConfirmingEarly(true)}
              aria-label={
                court
                  ? i18n.t('Call early to {court}: {pairing}', { court: court.name, pairing })
                  : undefined
              }
            >
              {court
                ? i18n.t('Call early to {court}', { court: court.name })
                : i18n.t('No free court')}
            </Button>
          )}
        </div>
      )}
      {isConfirmingEarly && court && (
        <ConfirmDialog
          title={i18n.t('Call before the rest is over?')}
          confirmLabel={i18n.t('Call to {court} anyway', { court: court.name })}
          busyLabel={i18n.t('Calling...')}
          isBusy={isCalling}
          onConfirm={() => onCall(court.id, true, () => setIsConfirmingEarly(false))}
          onClose={() => setIsConfirmingEarly(false)}
        >
          <p>{i18n.t('{pairing}, {round}:', { pairing, round: roundOf(match, lastRounds) })}</p>
          <ul className="list-disc pl-5">
            {entry.blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
          <p>
            {i18n.t('The players are told the match is called to {court} now.', {
              court: court.name,
            })}
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}
