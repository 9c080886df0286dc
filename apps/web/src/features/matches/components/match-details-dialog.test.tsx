import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, deferred, fail, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, MAX, ROY, detailOf, match, played } from '@/test/match-fixtures';
import { ORGANIZER, PLAYER, detail } from '@/test/tournament-fixtures';

const semi = played(
  KIM,
  ROY,
  [
    [5, 11],
    [11, 7],
    [11, 9],
  ],
  {
    startTime: new Date(2026, 3, 12, 9, 30).toISOString(),
    actualStartTime: new Date(2026, 3, 12, 9, 41).toISOString(),
    court: { name: 'Court 3', location: 'North hall' },
  },
);
const final = match(KIM, LEE, { round: 2, key: 'KO-R2-M1', status: 'in-progress' });

async function openDetails(answerDetail: () => Response | Promise<Response>, viewer = PLAYER) {
  answer('get', '/matches/tournament/:id', () =>
    ok([semi, match(LEE, MAX, { position: 2 }), final]),
  );
  const get = answer('get', '/matches/:id', answerDetail);
  const view = renderDetail(detail({ status: 'ongoing' }), viewer);
  await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
  await view.user.click(
    await screen.findByRole('button', { name: 'View Details: Kim Lobber v Roy Drop' }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Match Details' });
  return { ...view, dialog, get };
}

describe('Match Details dialog', () => {
  it('shows the sides with ratings, points per game, status, court, times, rating changes and corrections', async () => {
    const { dialog, get } = await openDetails(() =>
      ok(
        detailOf(semi, {
          ratingChanges: [
            { userId: KIM.id, name: 'Kim Lobber', before: 4.1, after: 4.18 },
            { userId: ROY.id, name: 'Roy Drop', before: 3.5, after: 3.446 },
          ],
          corrections: [
            {
              id: 'c1',
              at: new Date(2026, 3, 12, 11, 2).toISOString(),
              by: { id: ORGANIZER.id, name: 'Robin Kitchenline' },
              before: { player1: [5, 9], player2: [11, 11] },
              after: { player1: [5, 11, 11], player2: [11, 7, 9] },
              winnerChanged: true,
              resetMatches: ['KO-R2-M1'],
            },
          ],
        }),
      ),
    );
    const d = within(dialog);
    expect(await d.findByText('Spring Slam · Semifinals')).toBeInTheDocument();
    expect(get[0]!.path).toBe(`/api/matches/${semi.id}`);
    expect(d.getByText('Completed')).toBeInTheDocument();

    const sides = within(d.getByRole('list', { name: 'Sides' }));
    expect(sides.getByText('Rating: 4.10')).toBeInTheDocument();
    expect(sides.getByText('Rating: 3.50')).toBeInTheDocument();
    expect(sides.getByText('(winner)').closest('li')).toHaveTextContent('Kim Lobber');

    const table = d.getByRole('table', { name: 'Points per game' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Side', 'Game 1', 'Game 2', 'Game 3']);
    expect(within(table).getByRole('row', { name: /Kim Lobber/ })).toHaveTextContent(
      'Kim Lobber51111',
    );

    expect(d.getByText('Court 3, North hall')).toBeInTheDocument();
    // No venue zone in this answer: the viewer's clock, with its zone's name.
    expect(d.getByText(/^Apr 12, 2026 · 9:30 AM \S+$/)).toBeInTheDocument();
    expect(d.getByText(/^Apr 12, 2026 · 9:41 AM \S+$/)).toBeInTheDocument();

    const ratings = d.getByRole('region', { name: 'Rating changes' });
    expect(within(ratings).getByText('Kim Lobber').closest('li')).toHaveTextContent(
      'Kim Lobber4.10 →to 4.18 (+0.08)',
    );
    expect(within(ratings).getByText('Roy Drop').closest('li')).toHaveTextContent(
      '3.50 →to 3.45 (-0.05)',
    );

    const corrections = d.getByRole('region', { name: 'Corrections' });
    const entry = within(corrections).getByRole('listitem');
    expect(entry).toHaveTextContent(/Robin Kitchenline on Apr 12, 2026 · 11:02 AM/);
    expect(entry).toHaveTextContent('5-11 9-11 →changed to 5-11 11-7 11-9');
    expect(within(entry).getByText('Winner changed')).toBeInTheDocument();
    expect(entry).toHaveTextContent('Reset: Final: Kim Lobber v Lee Volley');
  });

  it('says when ratings have not moved and nothing was corrected', async () => {
    const { dialog } = await openDetails(() => ok(detailOf(semi)));
    expect(
      await within(dialog).findByText('Ratings change once the match is completed.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This result has not been corrected.')).toBeInTheDocument();
  });

  it('says it is loading, then shows a failure with Retry that loads again', async () => {
    const reply = deferred();
    const replies = [
      async () => {
        await reply.promise;
        return fail(500, { code: 'INTERNAL' });
      },
      () => ok(detailOf(semi)),
    ];
    const { dialog, user, get } = await openDetails(() => replies.shift()!());
    expect(within(dialog).getByText('Loading match details...')).toBeInTheDocument();
    reply.resolve();
    expect(await within(dialog).findByText('Failed to load match details')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText('Spring Slam · Semifinals')).toBeInTheDocument();
    await waitFor(() => expect(get).toHaveLength(2));
  });
});
