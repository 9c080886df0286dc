import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fail, HttpResponse, ok } from '@/test/msw';
import { renderDetail } from '@/test/render-detail';
import { KIM, LEE, match } from '@/test/match-fixtures';
import { detail, ORGANIZER, PLAYER } from '@/test/tournament-fixtures';

const CSV = '\uFEFFName,Email,Rating,Partner,Status\r\n"\'=cmd",a@b.c,3.5,,registered\r\n';

let created: Blob[] = [];
beforeEach(() => {
  created = [];
  // jsdom has no object URLs: record what the page hands to the browser as a download.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob);
    return 'blob:csv';
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** A Blob's UTF-8 text, byte order mark kept (jsdom's Blob has no text()). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Buffer.from(reader.result as ArrayBuffer).toString('utf8'));
    reader.readAsArrayBuffer(blob);
  });

const csvAnswer = (fileName: string) => () =>
  new HttpResponse(CSV, {
    headers: {
      'content-type': 'text/csv; charset=utf-8; header=present',
      'content-disposition': `attachment; filename="${fileName}"`,
    },
  });

describe('CSV exports for the organizer', { timeout: 15_000 }, () => {
  it('downloads the entrants from the Participants tab, the bytes as the server sent them', async () => {
    const calls = answer(
      'get',
      '/tournaments/:id/export/entrants.csv',
      csvAnswer('cup-entrants.csv'),
    );
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderDetail(detail(), ORGANIZER);
    await view.user.click(await screen.findByRole('tab', { name: /Participants/ }));
    await view.user.click(screen.getByRole('button', { name: 'Export entrants (CSV)' }));
    expect(await screen.findByText('Downloaded cup-entrants.csv')).toBeInTheDocument();
    expect(calls[0]!.headers.authorization).toBe('Bearer tok');
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
    // The formula cell arrives untouched by the client's text cleaning (jsdom's XHR drops the
    // byte order mark when it builds the Blob; a browser keeps the bytes).
    expect((await textOf(created[0]!)).replace(/^\uFEFF/, '')).toBe(CSV.slice(1));
  });

  it('downloads the results from the Matches tab, and says why when refused', async () => {
    answer('get', '/matches/tournament/:id', () => ok([match(KIM, LEE)]));
    answer('get', '/tournaments/:id/export/results.csv', () =>
      fail(403, { message: 'Only the tournament organizer can do this', code: 'FORBIDDEN' }),
    );
    const view = renderDetail(detail({ status: 'ongoing' }), ORGANIZER);
    await view.user.click(await screen.findByRole('tab', { name: 'Matches' }));
    await view.user.click(await screen.findByRole('button', { name: 'Export results (CSV)' }));
    expect(
      await screen.findByText('Access denied. You do not have permission to perform this action.'),
    ).toBeInTheDocument();
    expect(created).toHaveLength(0);
  });

  it('offers no export to a player', async () => {
    answer('get', '/matches/tournament/:id', () => ok([match(KIM, LEE)]));
    const view = renderDetail(detail({ status: 'ongoing' }), PLAYER);
    await view.user.click(await screen.findByRole('tab', { name: /Participants/ }));
    expect(screen.queryByRole('button', { name: /Export entrants/ })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('tab', { name: 'Matches' }));
    await screen.findByRole('button', { name: /Scoring guide/i });
    expect(screen.queryByRole('button', { name: /Export results/ })).not.toBeInTheDocument();
  });
});
