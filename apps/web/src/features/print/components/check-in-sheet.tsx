import { ClipboardList } from 'lucide-react';
import { useId } from 'react';
import type { TournamentDetail } from '@courtside/shared/api/tournament';
import { EmptyState } from '@/components/ui/empty-state';
import { i18n } from '@/lib/i18n';
import { checkInEntrants } from '@/features/print/lib/check-in-entrants';

interface CheckInSheetProps {
  tournament: TournamentDetail;
  /**
   * The entrants (player or team ids) already checked in, from the desk's check-in list
   * (decision 025): they read "Checked in" instead of an empty box. Without it the sheet is a
   * blank one, every entrant with a box.
   */
  checkedInIds?: ReadonlySet<string>;
  /**
   * The event's name, when the sheet is one of a tournament's several events (issue 26): it heads
   * the event's part of the tournament's one list ("Mixed Doubles 3.5: 6 players").
   */
  eventName?: string;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The paper check-in list of an event: every entrant by name, a box the desk ticks and a line
 * the player signs.
 */
export function CheckInSheet({ tournament: t, checkedInIds, eventName }: CheckInSheetProps) {
  const titleId = useId();
  const entrants = checkInEntrants(t);
  if (entrants.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={
          eventName
            ? i18n.t('{event}: no entrants yet', { event: eventName })
            : i18n.t('No entrants yet')
        }
        text={i18n.t('The check-in list fills in as players register.')}
      />
    );
  }
  const count =
    t.teams.length > 0
      ? i18n.t('{count, plural, one {# entrant} other {# entrants}}', { count: entrants.length })
      : i18n.t('{count, plural, one {# player} other {# players}}', { count: entrants.length });
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {eventName && `${eventName}: `}
        {count}
        {checkedInIds &&
          i18n.t(' · {count, plural, one {# checked in} other {# checked in}}', {
            count: checkedInIds.size,
          })}
      </h2>
      <div className="print-scroll overflow-x-auto rounded-xl border border-slate-300 bg-white">
        <table className="print-table w-full min-w-[22rem] table-fixed border-collapse text-sm">
          <colgroup>
            <col className="w-10" />
            <col />
            <col className="w-24" />
            <col className="w-[35%]" />
          </colgroup>
          <thead>
            <tr className="border-b border-slate-400 text-left text-slate-900">
              <th scope="col" className="px-2 py-2">
                #
              </th>
              <th scope="col" className="px-2 py-2">
                {i18n.t('Name')}
              </th>
              <th scope="col" className="px-2 py-2 text-center">
                {i18n.t('Checked in')}
              </th>
              <th scope="col" className="px-2 py-2">
                {i18n.t('Signature')}
              </th>
            </tr>
          </thead>
          <tbody>
            {entrants.map((e, i) => {
              const isIn = (checkedInIds ?? NONE).has(e.id);
              return (
                <tr key={e.id} className="h-12 border-b border-slate-300 last:border-b-0">
                  <td className="px-2 align-middle text-slate-700">{i + 1}</td>
                  <th scope="row" className="px-2 text-left align-middle font-medium break-words">
                    {e.name}
                    {e.members.length > 0 && (
                      <span className="block text-xs font-normal text-slate-700">
                        {e.members.join(', ')}
                      </span>
                    )}
                  </th>
                  <td className="px-2 text-center align-middle">
                    {isIn ? (
                      <span className="text-xs font-semibold text-green-800">
                        {i18n.t('Checked in')}
                      </span>
                    ) : (
                      <span
                        role="img"
                        aria-label={i18n.t('Not checked in: tick box')}
                        className="inline-block h-6 w-6 border-2 border-slate-700"
                      />
                    )}
                  </td>
                  <td className="px-2 align-bottom">
                    <span aria-hidden="true" className="mb-2 block border-b border-slate-500" />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
