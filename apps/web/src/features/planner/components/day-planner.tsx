import { AlertTriangle } from 'lucide-react';
import { useMemo, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { ScheduleMatch, TournamentSchedule } from '@courtside/shared/api/event';
import { dayOf } from '@courtside/shared/time/days';
import { formatMatchTime } from '@courtside/shared/time/match-time';
import { zonedInstant } from '@courtside/shared/time/zoned';
import { ApiError } from '@/lib/api-error';
import { eventColour, eventTags } from '@/lib/events/event-colours';
import { formatDay } from '@/lib/format';
import { i18n, intlLocale } from '@/lib/i18n';
import { SIDE_PENDING } from '@/lib/match-sides';

const MINUTE = 60_000;
const STEP = 5 * MINUTE;
/** Height of one 5-minute row, px. */
const ROW_PX = 12;
const COURT_PX = 132;
const TIME_PX = 84;

const clock = (ms: number, zone: string) =>
  formatMatchTime(new Date(ms), zone, zone, { locale: intlLocale() }).venue;
/** The venue's clock without its zone, for the grid (the zone is named above it). */
const shortClock = (ms: number, zone: string) => clock(ms, zone).replace(/\s+\S+$/, '');

interface Draft {
  matchId: string;
  courtIndex: number;
  start: number;
}

interface DayPlannerProps {
  schedule: TournamentSchedule;
  day: string;
  onMove: (move: {
    eventId: string;
    matchId: string;
    startTime: string;
    courtId: string;
  }) => Promise<unknown>;
}

/**
 * The organizer's day planner (issue 26): the tournament's courts (columns) by time (rows of 5
 * minutes) for one venue day, every event colour-coded and named on each block. A pending match
 * moves by drag and drop, or by keyboard (arrows move court and time, Enter saves, Escape
 * cancels); a clash the server refuses puts the block back and shows its message.
 */
export function DayPlanner({ schedule, day, onMove }: DayPlannerProps) {
  const zone = schedule.timeZone;
  const [draft, setDraft] = useState<Draft | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const colourOf = useMemo(
    () => new Map(schedule.events.map((e, i) => [e.id, eventColour(i)])),
    [schedule.events],
  );
  const tagOf = useMemo(() => {
    const tags = eventTags(schedule.events.map((e) => e.name));
    return new Map(schedule.events.map((e, i) => [e.id, tags[i]!]));
  }, [schedule.events]);
  const eventOf = useMemo(() => new Map(schedule.events.map((e) => [e.id, e])), [schedule.events]);
  const courtIndex = useMemo(
    () => new Map(schedule.courts.map((c, i) => [c.id, i])),
    [schedule.courts],
  );
  const onDay = schedule.matches.filter(
    (m) => m.startTime && m.courtId && dayOf(new Date(m.startTime), zone) === day,
  );
  const closing = schedule.closingTime
    ? zonedInstant(day, schedule.closingTime, zone).getTime()
    : null;
  // From the hour of the first match (8:00 AM at the latest) to the hour after the last end or
  // the closing time.
  const hour = 60 * MINUTE;
  const starts = onDay.map((m) => Date.parse(m.startTime!));
  const ends = onDay.map((m) => Date.parse(m.plannedEnd ?? m.startTime!));
  const open = zonedInstant(day, '08:00', zone).getTime();
  const first = Math.min(open, ...starts.map((s) => Math.floor(s / hour) * hour));
  const last = Math.max(
    first + 10 * hour,
    closing ?? 0,
    ...ends.map((e) => Math.ceil(e / hour) * hour),
  );
  const rows = Math.round((last - first) / STEP);
  const dayPastClosing = closing !== null && ends.some((e) => e > closing);

  const placeOf = (m: ScheduleMatch) =>
    draft?.matchId === m.id
      ? { courtIndex: draft.courtIndex, start: draft.start }
      : { courtIndex: courtIndex.get(m.courtId!) ?? 0, start: Date.parse(m.startTime!) };

  async function save(m: ScheduleMatch, to: { courtIndex: number; start: number }) {
    const court = schedule.courts[to.courtIndex];
    if (!court) return;
    setSaving(true);
    setRefusal(null);
    try {
      await onMove({
        eventId: m.eventId,
        matchId: m.id,
        startTime: new Date(to.start).toISOString(),
        courtId: court.id,
      });
      setDraft(null);
    } catch (error) {
      // The block goes back where the server has it; the server's clash message is shown.
      setDraft(null);
      setRefusal(
        error instanceof ApiError ? i18n.t(error.serverMessage ?? error.message) : String(error),
      );
    } finally {
      setSaving(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, m: ScheduleMatch) {
    if (!m.movable || saving) return;
    const at = placeOf(m);
    const move = (courtDelta: number, timeDelta: number) => {
      event.preventDefault();
      setRefusal(null);
      setDraft({
        matchId: m.id,
        courtIndex: Math.min(schedule.courts.length - 1, Math.max(0, at.courtIndex + courtDelta)),
        start: Math.min(last - STEP, Math.max(first, at.start + timeDelta)),
      });
    };
    if (event.key === 'ArrowLeft') move(-1, 0);
    else if (event.key === 'ArrowRight') move(1, 0);
    else if (event.key === 'ArrowUp') move(0, -STEP);
    else if (event.key === 'ArrowDown') move(0, STEP);
    else if (event.key === 'Escape' && draft?.matchId === m.id) {
      event.preventDefault();
      setDraft(null);
    } else if (event.key === 'Enter' && draft?.matchId === m.id) {
      event.preventDefault();
      void save(m, draft);
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    const m = schedule.matches.find((x) => x.id === event.dataTransfer.getData('text/plain'));
    if (!m || !m.movable) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left - TIME_PX;
    const y = event.clientY - box.top - 28;
    // The columns share the grid's width (at least COURT_PX each).
    const column = Math.floor(x / ((box.width - TIME_PX) / schedule.courts.length));
    const row = Math.floor(y / ROW_PX);
    if (column < 0 || column >= schedule.courts.length || row < 0 || row >= rows) return;
    void save(m, { courtIndex: column, start: first + row * STEP });
  }

  return (
    <div className="space-y-4">
      <ul aria-label={i18n.t('Events')} className="flex flex-wrap gap-2 text-sm">
        {schedule.events.map((e) => (
          <li
            key={e.id}
            className={`rounded border-l-4 px-2 py-1 font-medium ${colourOf.get(e.id)}`}
          >
            <span className="font-bold">{tagOf.get(e.id)}</span> {e.name}
            <span className="block text-xs font-normal">
              {e.forecastEnd
                ? i18n.t('Ends about {day} {time}', {
                    day: formatDay(dayOf(new Date(e.forecastEnd), zone)) ?? '',
                    time: clock(Date.parse(e.forecastEnd), zone),
                  })
                : i18n.t('No match planned')}
              {e.pastClosing ? i18n.t(' · past closing time') : ''}
            </span>
          </li>
        ))}
      </ul>
      {dayPastClosing && (
        <p className="flex items-center gap-2 rounded border border-amber-700 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <AlertTriangle aria-hidden="true" className="h-4 w-4" />
          {i18n.t("This day runs past the venue's closing time ({time}).", {
            time: clock(closing!, zone),
          })}
        </p>
      )}
      {refusal && (
        <p
          role="alert"
          className="rounded border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-900"
        >
          {refusal}
        </p>
      )}
      <p className="text-sm text-slate-700" id="planner-help">
        {i18n.t(
          'Drag a match, or focus it and use the arrow keys (left and right: court; up and down: 5 minutes), Enter to save, Escape to cancel. Times at the venue ({zone}).',
          { zone: clock(first, zone).split(' ').at(-1) ?? '' },
        )}
      </p>
      <div
        role="region"
        aria-label={i18n.t('Courts on {day}', { day: formatDay(day) ?? '' })}
        tabIndex={0}
        className="max-h-[70vh] overflow-auto rounded border border-slate-300"
      >
        <div
          data-testid="planner-grid"
          className="relative"
          style={{
            // The courts share the width there is, each at least COURT_PX: a scroll only then
            // (issue 26).
            width: '100%',
            minWidth: TIME_PX + COURT_PX * schedule.courts.length,
            height: ROW_PX * rows + 28,
          }}
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
        >
          <div className="sticky top-0 z-20 flex bg-white" style={{ height: 28 }}>
            <div className="shrink-0" style={{ width: TIME_PX }} />
            {schedule.courts.map((c) => (
              <div
                key={c.id}
                className="min-w-0 flex-1 truncate border-l border-slate-200 px-2 text-sm leading-7 font-semibold text-slate-900"
                title={c.name}
              >
                {c.name}
              </div>
            ))}
          </div>
          <div className="absolute" style={{ top: 28, left: 0, right: 0 }}>
            {Array.from({ length: rows / 6 }, (_, i) => (
              <div
                key={i}
                className="absolute right-0 left-0 border-t border-slate-200 pl-1 text-xs text-slate-700"
                style={{ top: i * 6 * ROW_PX, height: 6 * ROW_PX }}
              >
                {i % 2 === 0 ? shortClock(first + i * 6 * STEP, zone) : ''}
              </div>
            ))}
            {closing !== null && closing > first && closing < last && (
              <div
                aria-hidden="true"
                className="absolute right-0 left-0 border-t-2 border-dashed border-red-700"
                style={{ top: ((closing - first) / STEP) * ROW_PX }}
              />
            )}
            {onDay.map((m) => {
              const at = placeOf(m);
              const event = eventOf.get(m.eventId);
              const length = Date.parse(m.plannedEnd ?? m.startTime!) - Date.parse(m.startTime!);
              const isDraft = draft?.matchId === m.id;
              const court = schedule.courts[at.courtIndex]?.name ?? '';
              const pairing = i18n.t('{side1} v {side2}', {
                side1: m.side1Name ?? i18n.t(SIDE_PENDING),
                side2: m.side2Name ?? i18n.t(SIDE_PENDING),
              });
              const label = i18n.t('{event}, Round {round}: {pairing}, {court}, {time}', {
                event: m.eventName,
                round: m.round,
                pairing,
                court,
                time: clock(at.start, zone),
              });
              return (
                <div
                  key={m.id}
                  role="button"
                  tabIndex={0}
                  aria-label={label}
                  // A cut name reads whole on hover (issue 26).
                  title={label}
                  aria-describedby={m.movable ? 'planner-help' : undefined}
                  aria-disabled={!m.movable}
                  data-testid="planner-match"
                  data-match-id={m.id}
                  draggable={m.movable}
                  onDragStart={(e) => e.dataTransfer.setData('text/plain', m.id)}
                  onKeyDown={(e) => onKeyDown(e, m)}
                  onBlur={() => {
                    if (isDraft && !saving) setDraft(null);
                  }}
                  className={`absolute z-10 overflow-hidden rounded border-l-4 px-1 text-xs leading-tight focus:ring-2 focus:ring-slate-900 focus:outline-none ${colourOf.get(m.eventId)} ${m.movable ? 'cursor-move' : 'opacity-80'} ${isDraft ? 'ring-2 ring-slate-900' : ''}`}
                  style={{
                    left: `calc(${TIME_PX}px + (100% - ${TIME_PX}px) * ${at.courtIndex / schedule.courts.length} + 2px)`,
                    width: `calc((100% - ${TIME_PX}px) / ${schedule.courts.length} - 4px)`,
                    top: ((at.start - first) / STEP) * ROW_PX,
                    height: Math.max(ROW_PX * 2, (length / STEP) * ROW_PX - 2),
                  }}
                >
                  <span className="font-bold">{event ? tagOf.get(event.id) : ''}</span>{' '}
                  {shortClock(at.start, zone)}
                  <span className="block truncate">{pairing}</span>
                </div>
              );
            })}
          </div>
        </div>
      </div>
    </div>
  );
}
