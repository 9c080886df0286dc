import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDetail } from '@/test/render-detail';
import { ORGANIZER, PLAYER, TOURNAMENT_ID, detail } from '@/test/tournament-fixtures';

const printLinks = () =>
  within(screen.getByRole('navigation', { name: 'Print' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

const base = `/app/tournaments/${TOURNAMENT_ID}/print`;

describe('Print links of the tournament page', () => {
  it("lead the organizer of a started tournament to each of the desk's papers", async () => {
    renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await screen.findByRole('heading', { level: 1, name: 'Spring Slam' });
    expect(printLinks()).toEqual([
      ['Check-in list', `${base}/check-in`],
      ['Draw sheet', `${base}/draw`],
      ['Score sheets', `${base}/score-sheets`],
      ['Court schedule', `${base}/schedule`],
    ]);
  });

  it('do not hold the day planner: a screen, in its own row rather than after "Print:"', async () => {
    renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await screen.findByRole('heading', { level: 1, name: 'Spring Slam' });
    const nav = screen.getByRole('navigation', { name: 'Print' });
    const planner = screen.getByRole('link', { name: 'Day planner' });
    expect(planner).toHaveAttribute('href', `/app/tournaments/${TOURNAMENT_ID}/planner`);
    expect(nav).not.toContainElement(planner);
    expect(nav.parentElement).not.toContainElement(planner);
  });

  it('offer only the check-in list before the start, when no match is drawn', async () => {
    renderDetail(detail({ status: 'upcoming' }), ORGANIZER);
    await screen.findByRole('heading', { level: 1, name: 'Spring Slam' });
    expect(printLinks()).toEqual([['Check-in list', `${base}/check-in`]]);
  });

  it('are not shown to a player', async () => {
    renderDetail(detail({ status: 'ongoing' }), PLAYER);
    await screen.findByRole('heading', { level: 1, name: 'Spring Slam' });
    expect(screen.queryByRole('navigation', { name: 'Print' })).toBeNull();
  });
});
