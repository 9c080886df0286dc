import { useState } from 'react';
import type { DeskCourt, DeskQueueEntry } from '@courtside/shared/api/desk';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
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
          {entry.isLate && <Badge variant="danger">Late</Badge>}
          {entry.blockers.length === 0 && <Badge variant="success">Ready</Badge>}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {roundOf(match, lastRounds)}
        {match.startTime ? ` · planned ${venueClock(match.startTime, timeZone)}` : ''}
        {plannedCourtName ? ` on ${plannedCourtName}` : ''}
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
              label={`Court for ${pairing}`}
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
              aria-label={court ? `Call to ${court.name}: ${pairing}` : undefined}
            >
              {court ? `Call to ${court.name}` : 'No free court'}
            </Button>
          ) : (
            <Button
              size="sm"
              variant="outline"
              className="h-11"
              disabled={court === undefined}
              onClick={() => setIsConfirmingEarly(true)}
              aria-label={court ? `Call early to ${court.name}: ${pairing}` : undefined}
            >
              {court ? `Call early to ${court.name}` : 'No free court'}
            </Button>
          )}
        </div>
      )}
      {isConfirmingEarly && court && (
        <ConfirmDialog
          title="Call before the rest is over?"
          confirmLabel={`Call to ${court.name} anyway`}
          busyLabel="Calling..."
          isBusy={isCalling}
          onConfirm={() => onCall(court.id, true, () => setIsConfirmingEarly(false))}
          onClose={() => setIsConfirmingEarly(false)}
        >
          <p>
            {pairing}, {roundOf(match, lastRounds)}:
          </p>
          <ul className="list-disc pl-5">
            {entry.blockers.map((blocker) => (
              <li key={blocker}>{blocker}</li>
            ))}
          </ul>
          <p>The players are told the match is called to {court.name} now.</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
