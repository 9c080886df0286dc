import { useEffect, useRef, useState } from 'react';
import type { Match } from '@courtside/shared/api/match';
import { Card } from '@/components/ui/card';
import { ConfirmScoreActions } from '@/components/score-confirmation';
import { SIDE_PENDING, sideName } from '@/lib/match-sides';
import { matchPlaceLabel } from '@/lib/tournaments/labels';
import { i18n } from '@/lib/i18n';

/** "Kim Lobber 11-5, 11-7": the games as the side that entered them reads them. */
const scoreText = (m: Match) =>
  m.score.player1.map((a, i) => `${a}-${m.score.player2[i]}`).join(', ');

const namesOf = (m: Match) =>
  i18n.t('{side1} v {side2}', {
    side1: sideName(m, 1) ?? i18n.t(SIDE_PENDING),
    side2: sideName(m, 2) ?? i18n.t(SIDE_PENDING),
  });

/**
 * Decision 027: the dashboard's scores that wait for the viewer (the other side or the desk),
 * each with Confirm Score and Dispute. Nothing while none waits.
 *
 * A confirmed score's card leaves the list; the focus then moves to the next card (or the one
 * before the last), else to the heading, which stays with "Nothing left to confirm", so a
 * keyboard or screen-reader user is not sent back to the top of the page (WCAG 2.4.3).
 */
export function ScoresToConfirm({ matches }: { matches: Match[] }) {
  const cards = useRef(new Map<string, HTMLElement>());
  const heading = useRef<HTMLHeadingElement>(null);
  // The card confirmed and where the focus goes once it has left the list.
  const pendingFocus = useRef<{ gone: string; next: string | null } | null>(null);
  const [hasConfirmed, setHasConfirmed] = useState(false);
  // Bumped by each confirmation: the card may have left already (the live update or the refetch
  // can land before the confirmation's own answer), so the focus moves on either event.
  const [confirmations, setConfirmations] = useState(0);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || matches.some((m) => m.id === pending.gone)) return;
    pendingFocus.current = null;
    const next = pending.next ? cards.current.get(pending.next) : undefined;
    (next ?? heading.current)?.focus();
  }, [matches, confirmations]);

  if (matches.length === 0 && !hasConfirmed) return null;
  const onConfirmed = (index: number) => {
    const next = matches[index + 1] ?? matches[index - 1];
    pendingFocus.current = { gone: matches[index]!.id, next: next?.id ?? null };
    setHasConfirmed(true);
    setConfirmations((n) => n + 1);
  };
  return (
    <section aria-labelledby="scores-to-confirm">
      <h2
        id="scores-to-confirm"
        ref={heading}
        tabIndex={-1}
        className="mb-3 text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {i18n.t('Scores to Confirm')}
      </h2>
      {matches.length === 0 ? (
        <p className="text-sm text-slate-600">{i18n.t('Nothing left to confirm.')}</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {matches.map((m, index) => {
            const names = namesOf(m);
            const entered = m.enteredBySide === 'player2' ? sideName(m, 2) : sideName(m, 1);
            return (
              <li
                key={m.id}
                ref={(el) => {
                  if (el) cards.current.set(m.id, el);
                  else cards.current.delete(m.id);
                }}
                tabIndex={-1}
                aria-label={names}
                className="min-w-0 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <Card className="flex h-full flex-col gap-2 p-4">
                  <p className="font-semibold wrap-anywhere text-slate-900">{names}</p>
                  {m.tournamentName && (
                    <p className="truncate text-sm text-slate-600">{matchPlaceLabel(m)}</p>
                  )}
                  <p className="text-sm text-slate-700">
                    {entered
                      ? i18n.t('{name} entered {score}', { name: entered, score: scoreText(m) })
                      : i18n.t('A player entered {score}', { score: scoreText(m) })}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2 pt-2">
                    <ConfirmScoreActions
                      match={m}
                      names={names}
                      onConfirmed={() => onConfirmed(index)}
                    />
                  </div>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
